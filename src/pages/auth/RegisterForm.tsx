/** The registration form (status registration_form). Reports the registered address when the server took it. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useEffect, useState, type FormEvent } from 'react';
import { translate } from '../../i18n/lightTranslate';
import { apiFetch } from '../../dataProvider/httpClient';
import type { Registration } from '../../domain/api/auth';
import { loadAuthSchemas, preloadSchemasOnUse } from './authSchemas';
import { PASSWORD_MIN_LENGTH } from './passwordRule';
import { AuthErrorMessage } from './AuthErrorMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../components/form/useApiAction';
import { useFormValues } from '../../components/form/useFormValues';
import { validate, type FieldErrors } from '../../components/form/validate';
import { registrationBody, type Invite } from './registration';
import { PasswordStrengthMeter, usePasswordScore, weakPasswordError } from './usePasswordStrength';

const FIELDS = ['email', 'first_name', 'last_name', 'password', 'password_confirmation', 'newsletter', 'invite_token'] as const;
const EMPTY = { email: '', first_name: '', last_name: '', password: '', password_confirmation: '', newsletter: false };

interface Props {
  invite: Invite;
  /** The invited address (from the invite's validation): filled in and not to be changed. */
  lockedEmail?: string | null;
  onRegistered: (email: string, emailVerified: boolean) => void;
}

export function RegisterForm({ invite, lockedEmail = null, onRegistered }: Props) {
  const { values, setField } = useFormValues({ ...EMPTY, email: lockedEmail ?? '' });
  useEffect(() => {
    if (lockedEmail) setField('email', lockedEmail);
  }, [lockedEmail, setField]);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const { sending, error, run } = useApiAction();
  const errors = { ...serverFieldErrors(error), ...clientErrors };
  const related = [values.email, values.first_name, values.last_name];
  const score = usePasswordScore(values.password, related);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Before anything else: the schemas may still be loading (and that load can fail like a request).
    const schemas = await run(loadAuthSchemas);
    if (!schemas.ok) return;
    const checked = validate(schemas.value.registerSchema, { ...values, invite_token: invite.token });
    // zod skips the match check while other fields fail; say it at once anyway.
    const mismatch: FieldErrors = values.password_confirmation !== values.password ? { password_confirmation: translate('auth.register.mismatch') } : {};
    // A guessable password is refused here as the server would refuse it (issue 9 #4).
    const weak = await run(() => weakPasswordError(values.password, related));
    if (!weak.ok) return;
    const strength: FieldErrors = weak.value && values.password ? { password: weak.value } : {};
    setClientErrors(checked.ok ? { ...mismatch, ...strength } : { ...mismatch, ...strength, ...checked.errors });
    if (!checked.ok || Object.keys(mismatch).length > 0 || Object.keys(strength).length > 0) return;
    const result = await run(() =>
      apiFetch<Registration>('/auth/register', { method: 'POST', body: registrationBody(checked.data, invite) }),
    );
    if (result.ok) onRegistered(result.value?.email ?? checked.data.email, result.value?.emailVerified === true);
  };

  const text = (name: keyof typeof EMPTY, label: string, type: 'text' | 'email' | 'password', autoComplete: string, helperText?: string, disabled = false) => (
    <FormTextField name={name} type={type} autoComplete={autoComplete} required label={translate(label)} disabled={disabled}
      value={String(values[name])} onChange={setField} error={errors[name]} helperText={helperText} />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} {...preloadSchemasOnUse}>
      {text('email', 'auth.fields.email', 'email', 'email', lockedEmail ? translate('invites.register.emailLocked') : undefined, !!lockedEmail)}
      {text('first_name', 'auth.fields.firstName', 'text', 'given-name')}
      {text('last_name', 'auth.fields.lastName', 'text', 'family-name')}
      {text('password', 'auth.fields.password', 'password', 'new-password',
        translate('auth.register.passwordHelp', { min: PASSWORD_MIN_LENGTH }))}
      <PasswordStrengthMeter score={score} />
      {text('password_confirmation', 'auth.fields.passwordConfirmation', 'password', 'new-password')}
      <FormControlLabel
        label={translate('auth.register.newsletter')}
        control={<Checkbox name="newsletter" checked={values.newsletter}
          onChange={(event) => setField('newsletter', event.target.checked)} />}
      />
      {errors.invite_token && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {errors.invite_token}
        </Alert>
      )}
      <AuthErrorMessage error={error} fields={FIELDS} />
      <SubmitButton sending={sending}>{translate('auth.register.submit')}</SubmitButton>
    </Box>
  );
}
