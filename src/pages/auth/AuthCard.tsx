/**
 * The frame of the public auth pages: they live outside the layout and outside
 * any <Admin>, so they carry the portal name, react-admin's look (authTheme.ts,
 * light or dark as the system asks, as <Admin> does) and the baseline styles themselves.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/documentTitle';
import { SiteFooter } from '../../components/SiteFooter';
import { translate } from '../../i18n/lightTranslate';
import { authDarkTheme, authLightTheme } from './authTheme';

interface Props {
  title: string;
  children: ReactNode;
  /** A page of reading (the accessibility statement) is wider than a form. */
  wide?: boolean;
}

const themes: { light?: Theme; dark?: Theme } = {};
/** Made once per page load, on first use. */
function themeFor(mode: 'light' | 'dark'): Theme {
  themes[mode] ??= createTheme(mode === 'dark' ? authDarkTheme : authLightTheme);
  return themes[mode];
}

export function AuthCard({ title, children, wide = false }: Props) {
  const dark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  useDocumentTitle(title);
  return (
    <ThemeProvider theme={themeFor(dark ? 'dark' : 'light')}>
      <CssBaseline enableColorScheme />
      <Box component="main" sx={{ minHeight: 'calc(100vh - 56px)', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: wide ? 800 : 480 }}>
          <CardContent>
            <Typography variant="overline" component="p" color="primary">
              {translate('auth.common.appName')}
            </Typography>
            <Typography variant="h5" component="h1" gutterBottom>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
      <SiteFooter />
    </ThemeProvider>
  );
}
