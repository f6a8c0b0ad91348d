/** Adds a professional (a person without a login) with display roles: POST /companies/:id/people through the data provider. */
import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { CreateBase, Form, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { useEntityResolver } from '../../../components/entity/useEntityResolver';
import { companyPerson, DISPLAY_ROLES } from '../../../domain/entities/companyPerson';
import { person } from '../../../domain/entities/person';
import { DisplayRoleChecks } from './DisplayRoleChecks';
import { FormButtons, PersonInputs } from './personForms';

interface Props {
  companyId: number;
  onClose: () => void;
  onAdded: () => void;
}

const START = { contactLanguage: 'FI', ...Object.fromEntries(DISPLAY_ROLES.map((role) => [role, false])) };

export function AddProfessionalDialog({ companyId, onClose, onAdded }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  // The person's rules; the display roles are yes/no boxes the form always fills.
  const resolver = useEntityResolver(person);
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-professional-title" fullWidth maxWidth="sm">
      <DialogTitle id="add-professional-title">{translate('company.people.addProfessional')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">{translate('company.people.addProfessionalHelp')}</Typography>
        <CreateBase
          resource={companyPerson.resource}
          record={START}
          redirect={false}
          mutationOptions={{
            meta: { companyId },
            onSuccess: () => {
              toast('success', 'company.people.toasts.added');
              onAdded();
            },
          }}
        >
          <Form resolver={resolver} noValidate disableInvalidFormNotification>
            <PersonInputs />
            <DisplayRoleChecks />
            <FormButtons onCancel={onClose} />
          </Form>
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
}
