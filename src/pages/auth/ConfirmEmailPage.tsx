/**
 * /auth/confirm-email/:id/:hash?expires&signature, the link mailed to a new sign-in address
 * (issue 9 #9): POSTs it to the server once, then shows the outcome. Like the verification page
 * it loads no react-admin: the link may be opened on a device that is not signed in.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { hasSignInMarker } from '../../authProvider/currentUser';
import { ApiError } from '../../dataProvider/httpClient';
import type { EmailChangeConfirmation } from '../../domain/api/auth';
import { translate } from '../../i18n/lightTranslate';
import { LoadingLine } from '../../components/LoadingLine';
import { AuthCard } from './AuthCard';
import { AuthErrorMessage } from './AuthErrorMessage';
import { useSignedLink } from './useSignedLink';

export function ConfirmEmailPage() {
  const outcome = useSignedLink<EmailChangeConfirmation>('/auth/email/change');

  // Signed in here, the account page is the way on; otherwise signing in with the new address.
  const next = hasSignInMarker()
    ? { to: '/account', label: translate('auth.confirmEmail.toAccount') }
    : { to: '/auth/login', label: translate('auth.confirmEmail.toLogin') };
  return (
    <AuthCard title={translate('auth.confirmEmail.title')}>
      {outcome.state === 'sending' && <LoadingLine text={translate('auth.confirmEmail.confirming')} />}
      {outcome.state === 'done' && (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {translate('auth.confirmEmail.success', { email: outcome.answer.email })}
        </Alert>
      )}
      {outcome.state === 'failed' &&
        (outcome.error instanceof ApiError && outcome.error.status === 403 ? (
          <>
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              {outcome.error.body?.message ?? translate('auth.confirmEmail.failed')}
            </Alert>
            <Typography sx={{ mb: 2 }}>{translate('auth.confirmEmail.askNew')}</Typography>
          </>
        ) : (
          <AuthErrorMessage error={outcome.error} />
        ))}
      {outcome.state !== 'sending' && (
        <Button component={RouterLink} to={next.to} variant="contained">
          {next.label}
        </Button>
      )}
    </AuthCard>
  );
}
