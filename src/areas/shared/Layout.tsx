/** The frame of every area: react-admin's responsive layout with our app bar and menu. */
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { AppBar, Layout as RaLayout, Logout, TitlePortal, UserMenu, useTranslate, type AppBarProps } from 'react-admin';
import { AccountMenuItem } from './AccountMenuItem';
import { AppMenu } from './AppMenu';
import { FeedbackDialog } from './feedback/FeedbackDialog';
import { FeedbackMenuItem } from './feedback/FeedbackMenuItem';

function AppTitleBar(props: AppBarProps) {
  const translate = useTranslate();
  return (
    <AppBar
      {...props}
      userMenu={
        <UserMenu>
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
      <FeedbackDialog />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // react-admin gives the frame minWidth fit-content, and the content is a flex item:
    // a wide child (the company's scrollable tabs) then widened the whole page past the
    // window. With both at 0 such a child scrolls inside itself.
    <RaLayout appBar={AppTitleBar} menu={AppMenu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      {children}
    </RaLayout>
  );
}

export default Layout;
