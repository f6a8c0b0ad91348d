/**
 * /auth/verify-email/:id/:hash?expires&signature, the link of the verification
 * mail: POSTs it to the server once, then shows the outcome. A tampered or
 * expired link (403) offers a form for a new one.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { translate } from '../../i18n/lightTranslate';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { apiFetch, ApiError } from '../../dataProvider/httpClient';
import type { EmailVerification } from '../../domain/api/auth';
import { AuthErrorMessage } from './AuthErrorMessage';
import { LoadingLine } from '../../components/LoadingLine';
import { AuthCard } from './AuthCard';
import { EmailForm } from './EmailForm';

type Outcome = { state: 'verifying' } | { state: 'verified'; email: string } | { state: 'failed'; error: unknown };

export function VerifyEmailPage() {
  const { id = '', hash = '' } = useParams();
  const [params] = useSearchParams();
  const expires = params.get('expires');
  const signature = params.get('signature');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  // A link is used once even when React runs effects twice (StrictMode).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    apiFetch<EmailVerification>(
      `/auth/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`,
      { method: 'POST', query: { expires, signature } },
    ).then(
      (answer) => setOutcome({ state: 'verified', email: answer.email }),
      (error: unknown) => setOutcome({ state: 'failed', error }),
    );
  }, [id, hash, expires, signature]);

  return (
    <AuthCard title={translate('auth.verify.title')}>
      {outcome.state === 'verifying' && (
        <LoadingLine text={translate('auth.verify.verifying')} />
      )}
      {outcome.state === 'verified' && (
        <>
          <Alert severity="success" role="status" sx={{ my: 2 }}>
            {translate('auth.verify.success', { email: outcome.email })}
          </Alert>
          <Button component={RouterLink} to="/auth/login" variant="contained">
            {translate('auth.verify.toLogin')}
          </Button>
        </>
      )}
      {outcome.state === 'failed' && <VerifyFailed error={outcome.error} />}
    </AuthCard>
  );
}

function VerifyFailed({ error }: { error: unknown }) {
  const rejected = error instanceof ApiError && error.status === 403;
  return (
    <>
      {rejected ? (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {error.body?.message ?? translate('auth.verify.failed')}
        </Alert>
      ) : (
        <AuthErrorMessage error={error} />
      )}
      <Typography sx={{ mt: 2 }}>{translate('auth.verify.askNew')}</Typography>
      <EmailForm
        path="/auth/email/resend"
        submitLabel={translate('auth.verify.submitNew')}
        confirmation={translate('auth.resend.done')}
      />
    </>
  );
}
