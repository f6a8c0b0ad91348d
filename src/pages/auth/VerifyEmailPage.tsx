/**
 * /auth/verify-email/:id/:hash?expires&signature, the link of the verification
 * mail: POSTs it to the server once, then shows the outcome. A tampered or
 * expired link (403) offers a form for a new one.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { translate } from '../../i18n/lightTranslate';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../dataProvider/httpClient';
import type { EmailVerification } from '../../domain/api/auth';
import { AuthErrorMessage } from './AuthErrorMessage';
import { LoadingLine } from '../../components/LoadingLine';
import { AuthCard } from './AuthCard';
import { EmailForm } from './EmailForm';
import { useSignedLink } from './useSignedLink';

export function VerifyEmailPage() {
  const outcome = useSignedLink<EmailVerification>('/auth/email/verify');

  return (
    <AuthCard title={translate('auth.verify.title')}>
      {outcome.state === 'sending' && (
        <LoadingLine text={translate('auth.verify.verifying')} />
      )}
      {outcome.state === 'done' && (
        <>
          <Alert severity="success" role="status" sx={{ my: 2 }}>
            {translate('auth.verify.success', { email: outcome.answer.email })}
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
