/**
 * The main area (`/*`): the signed-in company user's pages and the public auth
 * pages. The auth pages are custom routes without layout because react-admin
 * renders those before (and regardless of) its auth check, so a visitor with no
 * session reaches them; everything else requires a session.
 */
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import authProvider from '../../authProvider';
import dataProvider from '../../dataProvider';
import i18nProvider from '../../i18n/i18nProvider';
import { Layout } from '../shared/Layout';
import { Toasts } from '../shared/Toasts';
import { HomePage } from '../../pages/home/HomePage';
import { CompanyPage } from '../../pages/company/CompanyPage';
import { LoginPage } from '../../pages/auth/LoginPage';
import { RegisterPage } from '../../pages/auth/RegisterPage';
import { VerifyEmailPage } from '../../pages/auth/VerifyEmailPage';
import { ForgotPasswordPage } from '../../pages/auth/ForgotPasswordPage';
import { ResetPasswordPage } from '../../pages/auth/ResetPasswordPage';

export default function MainArea() {
  return (
    <Admin
      basename=""
      disableTelemetry
      requireAuth
      layout={Layout}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={HomePage}
      notification={Toasts}
      loginPage={false}
    >
      <CustomRoutes>
        <Route path="/companies/:companyId/*" element={<CompanyPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/auth/register" element={<RegisterPage />} />
        <Route path="/auth/verify-email/:id/:hash" element={<VerifyEmailPage />} />
        <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      </CustomRoutes>
    </Admin>
  );
}
