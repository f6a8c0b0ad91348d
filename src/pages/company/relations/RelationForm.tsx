/**
 * Linking a company: the relation's type and the other company's business ID, a react-admin
 * form validated by the relationship declaration (Finnish check digit rule) before anything is sent.
 */
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { CreateBase, Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { EntityInputs } from '../../../components/entity/EntityInputs';
import { useToast } from '../../../areas/shared/notify';
import { useEntityResolver } from '../../../components/entity/useEntityResolver';
import { errorMessage, hasFieldErrors } from '../../../components/form/httpErrorFields';
import { CompanyRelationshipType } from '../../../domain/codes';
import { labelKey } from '../../../domain/entities/entity';
import { relationship, type Relationship } from '../../../domain/entities/relationship';
import { relationshipToast } from '../../../domain/relationships';

interface Props {
  companyId: number;
}

/** The declaration's inputs (the type from the server's lookup list, daughter and joint venture only), the business ID with its hint. */
function Fields() {
  const translate = useTranslate();
  return (
    <EntityInputs
      entity={relationship}
      overrides={{
        daughterCompanyRegistrationNumber: (
          <TextInput
            source="daughterCompanyRegistrationNumber"
            label={labelKey(relationship, 'daughterCompanyRegistrationNumber')}
            helperText={translate('relations.businessIdHelp')}
            placeholder="1234567-8"
            isRequired
            fullWidth
          />
        ),
      }}
    />
  );
}

export function RelationForm({ companyId }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const resolver = useEntityResolver(relationship);
  // A new form after each link: the business ID is cleared, the type kept as the default.
  const [round, setRound] = useState(0);

  return (
    <Box sx={{ mt: 3, maxWidth: 560 }}>
      <Typography variant="h6" component="h3">{translate('relations.addTitle')}</Typography>
      <CreateBase
        key={round}
        resource={relationship.resource}
        record={{ companyRelationshipTypeId: CompanyRelationshipType.daughter }}
        redirect={false}
        mutationOptions={{
          meta: { companyId },
          onSuccess: (created: Relationship) => {
            // A company with an admin must accept first: the toast says it was asked, not linked.
            if (created.status === 'pending') toast('info', 'relations.toasts.requested', { messageArgs: { name: created.daughterCompany.name } });
            else toast('success', relationshipToast(created.companyRelationshipTypeId, 'created'));
            setRound((value) => value + 1);
          },
          // Field messages show beside the inputs; others (not found at PRH, already linked) as a toast.
          onError: (error: unknown) => {
            if (!hasFieldErrors(error)) toast('error', errorMessage(error, 'pateva.errors.server'));
          },
        }}
      >
        <Form resolver={resolver} noValidate disableInvalidFormNotification>
          <Fields />
          <SaveButton label="relations.add" alwaysEnable />
        </Form>
      </CreateBase>
    </Box>
  );
}
