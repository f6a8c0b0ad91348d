/**
 * /auth/register, also the target of an invite for a new user (company_id and
 * token in the query). SPEC registration statuses: registration_form, then
 * authentication once the server has taken the registration.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { nextRegistrationStatus } from '../../domain/onboarding';
import { AuthCard } from './AuthCard';
import { AuthLinks } from './AuthLinks';
import { RegisterForm } from './RegisterForm';
import { readInvite } from './registration';
import { ResendVerification } from './ResendVerification';

export function RegisterPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const invite = readInvite(params);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const status = nextRegistrationStatus(registeredEmail !== null);
  const search = params.toString() ? `?${params.toString()}` : '';

  if (status === 'authentication') {
    return (
      <AuthCard title={translate('auth.register.sentTitle')}>
        <Typography sx={{ mb: 2 }} role="status">
          {translate('auth.register.sentBody', { email: registeredEmail })}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate('auth.register.sentNext')}</Typography>
        <ResendVerification email={registeredEmail ?? ''} />
        <AuthLinks show={['login']} search={search} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={translate('auth.register.title')}>
      {invite.token && (
        <Alert severity="info" sx={{ my: 2 }}>
          {translate('auth.register.invite')}
        </Alert>
      )}
      <RegisterForm invite={invite} onRegistered={setRegisteredEmail} />
      <AuthLinks show={['login']} search={search} />
    </AuthCard>
  );
}
