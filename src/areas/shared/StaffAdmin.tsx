/**
 * One react-admin app for a staff area: the shared providers and layout,
 * mounted under the area's path, behind the area's gate.
 */
import type { ReactElement, ReactNode } from 'react';
import { lightTheme, darkTheme } from '../../theme/adminThemes';
import { Admin } from 'react-admin';
import { authProvider } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AREA_DASHBOARDS, type StaffArea } from './AreaDashboard';
import { AreaGate } from './AreaGate';
import { Layout } from './Layout';
import { Spinner } from './Spinner';
import { AreaNotFound } from './NotFoundPage';
import { Toasts } from './Toasts';

export interface StaffAdminProps {
  area: StaffArea;
  basename: string;
  children: ReactNode;
  /** The area's own front page, instead of the shared one (the restructuring wizard). */
  dashboard?: () => ReactElement;
}

export function StaffAdmin({ area, basename, children, dashboard }: StaffAdminProps) {
  return (
    <AreaGate area={area}>
      <Admin
        title="Pätevä"
        basename={basename}
        disableTelemetry
        theme={lightTheme}
        darkTheme={darkTheme}
        layout={Layout}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        dashboard={dashboard ?? AREA_DASHBOARDS[area]}
        loading={Spinner}
        notification={Toasts}
        catchAll={AreaNotFound}
        // Signing in happens on /auth/login (App's own sign-in routes); no area has a login page of its own.
        loginPage={false}
      >
        {children}
      </Admin>
    </AreaGate>
  );
}
