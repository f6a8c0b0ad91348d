/**
 * The main area (`/*`): the signed-in company user's pages; every page requires
 * a session. The sign-in pages are not here: App's own routes serve them before
 * this area's, with no react-admin loaded.
 */
import { lightTheme, darkTheme } from '../../theme/adminThemes';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import authProvider from '../../authProvider';
import dataProvider from '../../dataProvider';
import i18nProvider from '../../i18n/i18nProvider';
import { Layout } from '../shared/Layout';
import { AreaNotFound } from '../shared/NotFoundPage';
import { Toasts } from '../shared/Toasts';
import { HomePage } from '../../pages/home/HomePage';
import { CompanyPage } from '../../pages/company/CompanyPage';
import { AccountPage } from '../../pages/account/AccountPage';

export default function MainArea() {
  return (
    <Admin
      title="Pätevä"
      basename=""
      disableTelemetry
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      layout={Layout}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={HomePage}
      notification={Toasts}
      catchAll={AreaNotFound}
      loginPage={false}
    >
      <CustomRoutes>
        <Route path="/companies/:companyId/*" element={<CompanyPage />} />
        <Route path="/account" element={<AccountPage />} />
      </CustomRoutes>
    </Admin>
  );
}
