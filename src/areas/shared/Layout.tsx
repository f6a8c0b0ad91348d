/** The frame of every area: react-admin's responsive layout with our app bar and menu. */
import type { ReactNode } from 'react';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { AppBar, Layout as RaLayout, Logout, TitlePortal, useGetIdentity, UserMenu, useTranslate, type AppBarProps } from 'react-admin';
import { SiteFooter } from '../../components/SiteFooter';
import { AccountMenuItem } from './AccountMenuItem';
import { AppMenu } from './AppMenu';
import { DocumentTitleSync } from './DocumentTitleSync';
// Only the loader: it adds the tracker's own script (no import of the SDK) when the server names a tracker.
import { useErrorReporting } from './errorReportingLoader';
import { ReportedError } from './ReportedError';
import { FeedbackDialog } from './feedback/FeedbackDialog';
import { FeedbackMenuItem } from './feedback/FeedbackMenuItem';
import { HelpButton } from './HelpButton';

function AppTitleBar(props: AppBarProps) {
  const translate = useTranslate();
  // From the sm breakpoint up the menu's button shows the user's name, so its accessible name must
  // contain it (WCAG 2.5.3). The phone's icon button takes only a translation key: react-admin
  // turns any other label into "Profile" there.
  const { identity } = useGetIdentity();
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const menuLabel = showsName && identity?.fullName ? translate('pateva.menu.userMenuOf', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <AppBar
      {...props}
      userMenu={
        <UserMenu label={menuLabel}>
          <AccountMenuItem />
          <FeedbackMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <Typography variant="h6" component="span" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
        {translate('pateva.app.title')}
      </Typography>
      {/* The page's own title (e.g. "Yritykset") after the product name. */}
      <TitlePortal variant="body1" />
      <DocumentTitleSync />
      <HelpButton />
      <FeedbackDialog />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  useErrorReporting();
  return (
    // react-admin gives the frame minWidth fit-content, and the content is a flex item:
    // a wide child (the company's scrollable tabs) then widened the whole page past the
    // window. With both at 0 such a child scrolls inside itself.
    <RaLayout appBar={AppTitleBar} menu={AppMenu} error={ReportedError} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      {children}
      <SiteFooter />
    </RaLayout>
  );
}

export default Layout;
