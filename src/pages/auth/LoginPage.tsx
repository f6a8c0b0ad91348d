/**
 * /auth/login: e-mail and password; on success a full reload to / so every area reads the new session.
 * Also the target of an invite for an existing user (company_id and token in the query, kept in the
 * invite cookie): after signing in the invite is accepted, the cookie cleared and the outcome toasted
 * (SPEC §8) before the reload.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState, type FormEvent } from 'react';
import { translate } from '../../i18n/lightTranslate';
import { useLocation, useSearchParams } from 'react-router-dom';
import { apiFetch, ApiError } from '../../dataProvider/httpClient';
import { acceptCheckedInvite, InviteNotValidError } from '../../domain/inviteAcceptance';
import { loadAuthSchemas, preloadSchemasOnUse } from './authSchemas';
import { INVITE_NOT_ACCEPTED_TEXT } from '../../domain/toasts';
import { landingPath, type PermissionHolder } from '../../domain/permissions';
import { AuthErrorMessage } from './AuthErrorMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { LoadingLine } from '../../components/LoadingLine';
import { SubmitButton } from '../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../components/form/useApiAction';
import { useFormValues } from '../../components/form/useFormValues';
import { validate, type FieldErrors } from '../../components/form/validate';
import { AuthCard } from './AuthCard';
import { AuthLinks } from './AuthLinks';
import { fullReload } from './fullReload';
import { clearSavedInvite, useInvite, type InviteCheck } from './invite';
import { ResendVerification } from './ResendVerification';
import { useAuthToast } from './useAuthToast';

const FIELDS = ['email', 'password'] as const;

/** How long the invite's toast shows before the page reloads to / (which would end it). */
export const INVITE_RESULT_DELAY_MS = 1500;

function InviteNotice({ check }: { check: InviteCheck }) {
  if (check.status === 'valid') {
    return (
      <Alert severity="info" sx={{ my: 2 }}>
        {translate('invites.login.invited', { company: check.companyName, email: check.email })}
      </Alert>
    );
  }
  if (check.status === 'invalid') {
    return (
      <Alert severity="warning" sx={{ my: 2 }}>
        {translate('invites.login.invalid')}
      </Alert>
    );
  }
  return null;
}

/** Accepts the invite for the user just signed in; true when accepted. */
async function acceptInvite(check: InviteCheck): Promise<boolean> {
  if (check.status === 'none') return false;
  try {
    await acceptCheckedInvite(check, (companyId, token) =>
      apiFetch(`/companies/${encodeURIComponent(companyId)}/invites/${encodeURIComponent(token)}/accept`, { method: 'POST' }),
    );
    return true;
  } catch (error) {
    // SPEC §8: a validated, invalid invite raises 'invite not valid to accept'; recorded here, the person gets the warning toast.
    if (error instanceof InviteNotValidError) console.warn(error.message);
    return false;
  } finally {
    clearSavedInvite();
  }
}

export function LoginPage() {
  const { toast, toastElement } = useAuthToast();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [params] = useSearchParams();
  const check = useInvite(params);
  const { values, setField } = useFormValues({ email: '', password: '' });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [leaving, setLeaving] = useState(false);
  const { sending, error, run } = useApiAction();
  const notVerified = error instanceof ApiError && error.status === 403 && error.body?.code === 'email_not_verified';
  const errors = { ...serverFieldErrors(error), ...clientErrors };
  const invitedEmail = check.status === 'valid' ? check.email : null;

  useEffect(() => {
    if (invitedEmail) setField('email', invitedEmail);
  }, [invitedEmail, setField]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Before anything else: the schemas may still be loading (and that load can fail like a request).
    const schemas = await run(loadAuthSchemas);
    if (!schemas.ok) return;
    const checked = validate(schemas.value.loginSchema, values);
    setClientErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const result = await run(() => apiFetch<Partial<PermissionHolder>>('/auth/login', { method: 'POST', body: checked.data }));
    if (!result.ok) return;
    if (check.status === 'none') {
      fullReload(landingPath(result.value));
      return;
    }
    setLeaving(true);
    const accepted = await acceptInvite(check);
    if (accepted) toast('success', translate('invites.toasts.accepted'));
    else toast('warning', INVITE_NOT_ACCEPTED_TEXT);
    window.setTimeout(() => fullReload('/'), INVITE_RESULT_DELAY_MS);
  };

  return (
    <AuthCard title={translate('auth.login.title')}>
      {notice === 'passwordReset' && (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {translate('auth.reset.done')}
        </Alert>
      )}
      <InviteNotice check={check} />
      {leaving ? (
        <LoadingLine text={translate('invites.login.leaving')} />
      ) : (
        <Box component="form" noValidate onSubmit={submit} {...preloadSchemasOnUse}>
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
            <AuthErrorMessage error={error} fields={FIELDS} />
          )}
          <SubmitButton sending={sending || check.status === 'checking'}>{translate('auth.login.submit')}</SubmitButton>
        </Box>
      )}
      <AuthLinks show={['register', 'forgot']} />
      {toastElement}
    </AuthCard>
  );
}
