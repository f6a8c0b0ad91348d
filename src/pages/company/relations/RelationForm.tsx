/** Linking a company: the relation's type and the other company's business ID (Finnish check digit rule). */
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { validate, type FieldErrors } from '../../../components/form/validate';
import { CompanyRelationshipType } from '../../../domain/codes';
import { relationshipToast } from '../../../domain/relationships';
import { createRelationshipSchema } from '../../../domain/schemas/relationships';
import { relationsApi } from './api';

const FIELDS = ['company_relationship_type_id', 'daughter_company_registration_number'] as const;

interface Props {
  companyId: number;
  onAdded: () => void;
}

export function RelationForm({ companyId, onAdded }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [typeId, setTypeId] = useState<string>(String(CompanyRelationshipType.daughter));
  const [businessId, setBusinessId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { sending, error, run } = useApiAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(createRelationshipSchema, { company_relationship_type_id: typeId, daughter_company_registration_number: businessId });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const result = await run(() => relationsApi.add(companyId, checked.data));
    if (result.ok) {
      toast('success', relationshipToast(result.value.companyRelationshipTypeId, 'created'));
      setBusinessId('');
      onAdded();
    } else {
      setErrors(serverFieldErrors(result.error));
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 3, maxWidth: 560 }}>
      <Typography variant="h6" component="h3">{translate('relations.addTitle')}</Typography>
      <ErrorMessage error={error} fields={FIELDS} />
      <TextField
        select
        id="relation-type"
        label={translate('relations.relationshipType')}
        required
        fullWidth
        margin="normal"
        value={typeId}
        onChange={(event) => setTypeId(event.target.value)}
        error={!!errors.company_relationship_type_id}
        helperText={errors.company_relationship_type_id}
      >
        <MenuItem value={String(CompanyRelationshipType.daughter)}>{translate('relations.types.daughter')}</MenuItem>
        <MenuItem value={String(CompanyRelationshipType.jointVenture)}>{translate('relations.types.jointVenture')}</MenuItem>
      </TextField>
      <TextField
        id="relation-business-id"
        label={translate('relations.businessId')}
        required
        fullWidth
        margin="normal"
        value={businessId}
        onChange={(event) => setBusinessId(event.target.value)}
        error={!!errors.daughter_company_registration_number}
        helperText={errors.daughter_company_registration_number ?? translate('relations.businessIdHelp')}
        placeholder="1234567-8"
      />
      <SubmitButton sending={sending} fullWidth={false}>{translate('relations.add')}</SubmitButton>
    </Box>
  );
}
