/** Adds a professional (a person without a login) with display roles: POST /companies/:id/people. */
import { Box, Button, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { useFormValues } from '../../../components/form/useFormValues';
import { validate } from '../../../components/form/validate';
import { professionalSchema } from '../../../domain/schemas/people';
import { peopleApi } from './api';
import { emptyPerson, PERSON_FIELDS, PersonFields } from './PersonFields';

export const DISPLAY_ROLE_FIELDS = ['company_managing_director', 'company_contact_person', 'company_production_management'] as const;
export type DisplayRoleValues = Record<(typeof DISPLAY_ROLE_FIELDS)[number], boolean>;

export function DisplayRoleChecks({ values, onChange, disabled }: { values: DisplayRoleValues; onChange: (name: string, value: boolean) => void; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      {DISPLAY_ROLE_FIELDS.map((name) => (
        <FormControlLabel
          key={name}
          control={<Checkbox checked={values[name]} onChange={(event) => onChange(name, event.target.checked)} disabled={disabled} />}
          label={translate(`company.people.fields.${name}`)}
        />
      ))}
    </Box>
  );
}

interface Props {
  companyId: number;
  onClose: () => void;
  onAdded: () => void;
}

export function AddProfessionalDialog({ companyId, onClose, onAdded }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const { values, setField } = useFormValues(emptyPerson);
  const [roles, setRoles] = useState<DisplayRoleValues>({ company_managing_director: false, company_contact_person: false, company_production_management: false });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const { sending, error, run } = useApiAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, ...roles };
    const checked = validate(professionalSchema, body);
    if (!checked.ok) return setClientErrors(checked.errors);
    setClientErrors({});
    const result = await run(() => peopleApi.addProfessional(companyId, body));
    if (result.ok) {
      toast('success', 'company.people.toasts.added');
      onAdded();
    }
  };

  const errors = { ...clientErrors, ...serverFieldErrors(error) };
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-professional-title" fullWidth maxWidth="sm">
      <DialogTitle id="add-professional-title">{translate('company.people.addProfessional')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">{translate('company.people.addProfessionalHelp')}</Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <PersonFields values={values} errors={errors} onChange={setField} disabled={sending} />
          <DisplayRoleChecks values={roles} onChange={(name, value) => setRoles((current) => ({ ...current, [name]: value }))} disabled={sending} />
          <ErrorMessage error={error} fields={PERSON_FIELDS} />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <SubmitButton sending={sending} fullWidth={false}>{translate('company.people.save')}</SubmitButton>
            <Button onClick={onClose} sx={{ mt: 2 }}>{translate('company.people.cancel')}</Button>
          </Box>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
