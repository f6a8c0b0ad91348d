/** The invite form: an address and the roles the person gets on accepting. */
import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { FormTextField } from '../../../components/form/FormTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { useFormValues } from '../../../components/form/useFormValues';
import { validate, type FieldErrors } from '../../../components/form/validate';
import { apiFetch } from '../../../dataProvider/httpClient';
import { createInviteSchema } from '../../../domain/schemas/invites';
import { TOAST_TEXTS } from '../../../domain/toasts';

const FIELDS = ['email', 'company_admin', 'company_managing_director', 'company_contact_person'] as const;
const EMPTY = { email: '', company_admin: false, company_managing_director: false, company_contact_person: false };
const ROLE_FIELDS = [
  ['company_admin', 'invites.form.companyAdmin'],
  ['company_managing_director', 'invites.form.companyManagingDirector'],
  ['company_contact_person', 'invites.form.companyContactPerson'],
] as const;

/** `canInviteAdmin`: only the company's admins (and office staff) may invite a new admin; the API refuses others. */
export function InviteForm({ companyId, canInviteAdmin, onSent }: { companyId: number; canInviteAdmin: boolean; onSent: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const { values, setField, setValues } = useFormValues(EMPTY);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const { sending, error, run } = useApiAction();
  const errors = { ...serverFieldErrors(error), ...clientErrors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(createInviteSchema, values);
    setClientErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const result = await run(() => apiFetch(`/companies/${companyId}/invites`, { method: 'POST', body: checked.data }));
    if (!result.ok) return;
    toast('success', TOAST_TEXTS.inviteSent);
    setValues(EMPTY);
    onSent();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('invites.form.title')} sx={{ maxWidth: 520, mb: 4 }}>
      <Typography variant="h6" component="h2">{translate('invites.form.title')}</Typography>
      <FormTextField name="email" type="email" autoComplete="off" required label={translate('invites.form.email')}
        value={values.email} onChange={setField} error={errors.email} />
      <FormLabel component="legend" sx={{ mt: 1 }}>{translate('invites.form.roles')}</FormLabel>
      <FormGroup row>
        {ROLE_FIELDS.filter(([name]) => canInviteAdmin || name !== 'company_admin').map(([name, label]) => (
          <FormControlLabel key={name} label={translate(label)}
            control={<Checkbox name={name} checked={values[name]} onChange={(event) => setField(name, event.target.checked)} />} />
        ))}
      </FormGroup>
      <ErrorMessage error={error} fields={FIELDS} />
      <SubmitButton sending={sending} fullWidth={false}>{translate('invites.form.submit')}</SubmitButton>
    </Box>
  );
}
