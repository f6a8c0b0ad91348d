/** /auth/forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
import Typography from '@mui/material/Typography';
import { translate } from '../../i18n/lightTranslate';
import { AuthCard } from './AuthCard';
import { AuthLinks } from './AuthLinks';
import { EmailForm } from './EmailForm';

export function ForgotPasswordPage() {
  return (
    <AuthCard title={translate('auth.forgot.title')}>
      <Typography sx={{ mb: 1 }}>{translate('auth.forgot.intro')}</Typography>
      <EmailForm
        path="/auth/password/email"
        submitLabel={translate('auth.forgot.submit')}
        confirmation={translate('auth.forgot.done')}
      />
      <AuthLinks show={['login', 'register']} />
    </AuthCard>
  );
}
