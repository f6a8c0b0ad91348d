/** /auth/login: e-mail and password; on success a full reload to / so every area reads the new session. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { apiFetch, ApiError } from '../../dataProvider/httpClient';
import { loginSchema } from '../../domain/schemas/auth';
import { ErrorMessage } from '../../components/form/ErrorMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../components/form/useApiAction';
import { useFormValues } from '../../components/form/useFormValues';
import { validate, type FieldErrors } from '../../components/form/validate';
import { AuthCard } from './AuthCard';
import { AuthLinks } from './AuthLinks';
import { fullReload } from './fullReload';
import { ResendVerification } from './ResendVerification';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const translate = useTranslate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const { values, setField } = useFormValues({ email: '', password: '' });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const { sending, error, run } = useApiAction();
  const notVerified = error instanceof ApiError && error.status === 403 && error.body?.code === 'email_not_verified';
  const errors = { ...serverFieldErrors(error), ...clientErrors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(loginSchema, values);
    setClientErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const result = await run(() => apiFetch('/auth/login', { method: 'POST', body: checked.data }));
    if (result.ok) fullReload('/');
  };

  return (
    <AuthCard title={translate('auth.login.title')}>
      {notice === 'passwordReset' && (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {translate('auth.reset.done')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <FormTextField name="email" type="email" autoComplete="email" required autoFocus
          label={translate('auth.fields.email')} value={values.email} onChange={setField} error={errors.email} />
        <FormTextField name="password" type="password" autoComplete="current-password" required
          label={translate('auth.fields.password')} value={values.password} onChange={setField} error={errors.password} />
        {notVerified ? (
          <Box sx={{ my: 2 }}>
            <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
              {translate('auth.login.notVerified')}
            </Alert>
            <ResendVerification email={values.email} />
          </Box>
        ) : (
          <ErrorMessage error={error} fields={FIELDS} />
        )}
        <SubmitButton sending={sending}>{translate('auth.login.submit')}</SubmitButton>
      </Box>
      <AuthLinks show={['register', 'forgot']} />
    </AuthCard>
  );
}
