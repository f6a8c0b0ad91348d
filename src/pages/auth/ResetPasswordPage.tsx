/** /auth/reset-password?token&email, the link of the reset mail: a new password, then back to sign in. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState, type FormEvent } from 'react';
import { translate } from '../../i18n/lightTranslate';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { apiFetch } from '../../dataProvider/httpClient';
import { loadAuthSchemas, preloadSchemasOnUse } from './authSchemas';
import { AuthErrorMessage } from './AuthErrorMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../components/form/useApiAction';
import { useFormValues } from '../../components/form/useFormValues';
import { validate, type FieldErrors } from '../../components/form/validate';
import { PasswordStrengthMeter, usePasswordScore, weakPasswordError } from './usePasswordStrength';
import { AuthCard } from './AuthCard';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { values, setField } = useFormValues({ email: params.get('email') ?? '', password: '', password_confirmation: '' });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const { sending, error, run } = useApiAction();
  const errors = { ...serverFieldErrors(error), ...clientErrors };
  const score = usePasswordScore(values.password, [values.email]);
  // The token is not an input: a bad one means the link is unusable and a new one is needed.
  const linkError = errors.token;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Before anything else: the schemas may still be loading (and that load can fail like a request).
    const schemas = await run(loadAuthSchemas);
    if (!schemas.ok) return;
    const checked = validate(schemas.value.passwordResetSchema, { ...values, token });
    const mismatch: FieldErrors = values.password_confirmation !== values.password ? { password_confirmation: translate('auth.register.mismatch') } : {};
    // A guessable password is refused here as the server would refuse it (issue 9 #4).
    const weak = await run(() => weakPasswordError(values.password, [values.email]));
    if (!weak.ok) return;
    const strength: FieldErrors = weak.value && values.password ? { password: weak.value } : {};
    setClientErrors(checked.ok ? { ...mismatch, ...strength } : { ...mismatch, ...strength, ...checked.errors });
    if (!checked.ok || Object.keys(mismatch).length > 0 || Object.keys(strength).length > 0) return;
    const result = await run(() => apiFetch('/auth/password/reset', { method: 'POST', body: checked.data }));
    if (result.ok) navigate('/auth/login', { state: { notice: 'passwordReset' } });
  };

  return (
    <AuthCard title={translate('auth.reset.title')}>
      {(!token || linkError) && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {linkError ?? translate('auth.reset.invalidLink')}{' '}
          <Link component={RouterLink} to="/auth/forgot-password">
            {translate('auth.reset.askNew')}
          </Link>
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} {...preloadSchemasOnUse}>
        <FormTextField name="email" type="email" autoComplete="email" required label={translate('auth.fields.email')}
          value={values.email} onChange={setField} error={errors.email} />
        <FormTextField name="password" type="password" autoComplete="new-password" required
          label={translate('auth.fields.newPassword')} value={values.password} onChange={setField} error={errors.password} />
        <PasswordStrengthMeter score={score} />
        <FormTextField name="password_confirmation" type="password" autoComplete="new-password" required
          label={translate('auth.fields.passwordConfirmation')} value={values.password_confirmation}
          onChange={setField} error={errors.password_confirmation} />
        <AuthErrorMessage error={error} fields={[...FIELDS, 'token']} />
        <SubmitButton sending={sending}>{translate('auth.reset.submit')}</SubmitButton>
      </Box>
    </AuthCard>
  );
}
