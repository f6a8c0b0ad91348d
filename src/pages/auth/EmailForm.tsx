/**
 * A one-field e-mail form that POSTs {email} somewhere and then shows a
 * confirmation instead of the form (resend verification, forgot password).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../../dataProvider/httpClient';
import { passwordEmailSchema } from '../../domain/schemas/auth';
import { ErrorMessage } from '../../components/form/ErrorMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../components/form/useApiAction';
import { validate, type FieldErrors } from '../../components/form/validate';

interface Props {
  path: string;
  submitLabel: string;
  /** Shown after success; fixed by us so every address gets the same answer. */
  confirmation: string;
  initialEmail?: string;
}

export function EmailForm({ path, submitLabel, confirmation, initialEmail = '' }: Props) {
  const translate = useTranslate();
  const [email, setEmail] = useState(initialEmail);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const { sending, error, run } = useApiAction();
  const errors = { ...serverFieldErrors(error), ...clientErrors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(passwordEmailSchema, { email });
    setClientErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const result = await run(() => apiFetch(path, { method: 'POST', body: checked.data }));
    if (result.ok) setDone(true);
  };

  if (done) {
    return (
      <Alert severity="success" role="status" sx={{ my: 2 }}>
        {confirmation}
      </Alert>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormTextField name="email" type="email" autoComplete="email" required label={translate('auth.fields.email')}
        value={email} onChange={(_, value) => setEmail(value)} error={errors.email} />
      <ErrorMessage error={error} fields={['email']} />
      <SubmitButton sending={sending}>{submitLabel}</SubmitButton>
    </Box>
  );
}
