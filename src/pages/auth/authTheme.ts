/**
 * The look react-admin's default themes give the sign-in pages inside <Admin>
 * (ra-ui-materialui defaultLightTheme / defaultDarkTheme, the parts these pages
 * use), written out here so the pages keep it without loading react-admin.
 */
import type { ThemeOptions } from '@mui/material/styles';

const shared: ThemeOptions = {
  typography: { h6: { fontWeight: 400 } },
  components: {
    MuiTextField: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
  },
};

export const authLightTheme: ThemeOptions = {
  ...shared,
  palette: {
    background: { default: '#fafafb' },
    secondary: { light: '#6ec6ff', main: '#2196f3', dark: '#0069c0', contrastText: '#fff' },
  },
  components: {
    ...shared.components,
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
  },
};

export const authDarkTheme: ThemeOptions = {
  ...shared,
  palette: { mode: 'dark', primary: { main: '#90caf9' }, background: { default: '#313131' } },
};
