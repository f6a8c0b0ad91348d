/**
 * Asks the server to send a new verification link. The server answers the same
 * way for every address (so nobody can probe accounts); we show its message.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { translate } from '../../i18n/lightTranslate';
import { apiFetch } from '../../dataProvider/httpClient';
import type { AuthNotice } from '../../domain/api/auth';
import { AuthErrorMessage } from './AuthErrorMessage';
import { useApiAction } from '../../components/form/useApiAction';

export function ResendVerification({ email }: { email: string }) {
  const { sending, error, run } = useApiAction();
  const [done, setDone] = useState<string | null>(null);

  const resend = async () => {
    const result = await run(() =>
      apiFetch<AuthNotice>('/auth/email/resend', { method: 'POST', body: { email: email.trim() } }),
    );
    if (result.ok) setDone(result.value?.message ?? translate('auth.resend.done'));
  };

  if (done) {
    return (
      <Alert severity="success" role="status" sx={{ my: 2 }}>
        {done}
      </Alert>
    );
  }
  return (
    <>
      <Button variant="outlined" onClick={resend} loading={sending} disabled={sending}>
        {translate('auth.resend.submit')}
      </Button>
      <AuthErrorMessage error={error} />
    </>
  );
}
