/**
 * A one-field e-mail form that POSTs {email} somewhere and then shows a
 * confirmation instead of the form (resend verification, forgot password).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { translate } from '../../i18n/lightTranslate';
import { apiFetch } from '../../dataProvider/httpClient';
import { loadAuthSchemas, preloadSchemasOnUse } from './authSchemas';
import { AuthErrorMessage } from './AuthErrorMessage';
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
  const [email, setEmail] = useState(initialEmail);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const { sending, error, run } = useApiAction();
  const errors = { ...serverFieldErrors(error), ...clientErrors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Before anything else: the schemas may still be loading (and that load can fail like a request).
    const schemas = await run(loadAuthSchemas);
    if (!schemas.ok) return;
    const checked = validate(schemas.value.passwordEmailSchema, { email });
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
    <Box component="form" noValidate onSubmit={submit} {...preloadSchemasOnUse}>
      <FormTextField name="email" type="email" autoComplete="email" required label={translate('auth.fields.email')}
        value={email} onChange={(_, value) => setEmail(value)} error={errors.email} />
      <AuthErrorMessage error={error} fields={['email']} />
      <SubmitButton sending={sending}>{submitLabel}</SubmitButton>
    </Box>
  );
}
