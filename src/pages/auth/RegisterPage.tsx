/**
 * /auth/register, also the target of an invite for a new user (company_id and
 * token in the query, kept in the invite cookie). SPEC registration statuses:
 * registration_form, then authentication once the server has taken the
 * registration. An invite registration needs no verification mail: the invite
 * mail proved the address, so the person may sign in at once.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { translate } from '../../i18n/lightTranslate';
import { useSearchParams } from 'react-router-dom';
import { LoadingLine } from '../../components/LoadingLine';
import { nextRegistrationStatus } from '../../domain/onboarding';
import type { Registration } from '../../domain/api/auth';
import { AuthCard } from './AuthCard';
import { AuthLinks } from './AuthLinks';
import { clearSavedInvite, inviteForRegistration, useInvite, type InviteCheck } from './invite';
import { RegisterForm } from './RegisterForm';
import { ResendVerification } from './ResendVerification';

function InviteNotice({ check }: { check: InviteCheck }) {
  if (check.status === 'valid') {
    return (
      <Alert severity="info" sx={{ my: 2 }}>
        {translate('invites.register.invited', { company: check.companyName })}
        {!check.newUser && ` ${translate('invites.register.hasAccount', { email: check.email })}`}
      </Alert>
    );
  }
  if (check.status === 'invalid') {
    return (
      <Alert severity="warning" sx={{ my: 2 }}>
        {translate('invites.register.invalid')}
      </Alert>
    );
  }
  return null;
}

export function RegisterPage() {
  const [params] = useSearchParams();
  const check = useInvite(params);
  const [registered, setRegistered] = useState<Registration | null>(null);
  const status = nextRegistrationStatus(registered !== null);
  const search = check.status !== 'none' && check.status !== 'invalid'
    ? `?${new URLSearchParams({ company_id: check.invite.companyId, token: check.invite.token }).toString()}`
    : '';

  const onRegistered = (email: string, emailVerified: boolean) => {
    // The invite is spent with the registration; nothing is left to accept at sign-in.
    if (emailVerified) clearSavedInvite();
    setRegistered({ email, emailVerified });
  };

  if (status === 'authentication' && registered?.emailVerified) {
    return (
      <AuthCard title={translate('invites.register.doneTitle')}>
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {translate('invites.register.doneBody', {
            email: registered.email,
            company: check.status === 'valid' ? check.companyName : translate('invites.register.theCompany'),
          })}
        </Alert>
        <AuthLinks show={['login']} />
      </AuthCard>
    );
  }

  if (status === 'authentication') {
    return (
      <AuthCard title={translate('auth.register.sentTitle')}>
        <Typography sx={{ mb: 2 }} role="status">
          {translate('auth.register.sentBody', { email: registered?.email })}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate('auth.register.sentNext')}</Typography>
        <ResendVerification email={registered?.email ?? ''} />
        <AuthLinks show={['login']} search={search} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={translate('auth.register.title')}>
      <InviteNotice check={check} />
      {check.status === 'checking' ? (
        <LoadingLine text={translate('invites.register.checking')} />
      ) : (
        <RegisterForm
          invite={inviteForRegistration(check)}
          lockedEmail={check.status === 'valid' ? check.email : null}
          onRegistered={onRegistered}
        />
      )}
      <AuthLinks show={['login']} search={search} />
    </AuthCard>
  );
}
