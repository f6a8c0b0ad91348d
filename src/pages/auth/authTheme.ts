/**
 * The look react-admin's default themes give the sign-in pages inside <Admin>
 * (ra-ui-materialui defaultLightTheme / defaultDarkTheme, the parts these pages
 * use), written out here so the pages keep it without loading react-admin; the
 * colours and focus ring are the portal's own (src/theme/palette.ts).
 */
import type { ThemeOptions } from '@mui/material/styles';
import { DARK_PALETTE, focusRing, LIGHT_PALETTE } from '../../theme/palette';

const shared: ThemeOptions = {
  typography: { h6: { fontWeight: 400 } },
  components: {
    MuiTextField: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
  },
};

export const authLightTheme: ThemeOptions = {
  ...shared,
  palette: LIGHT_PALETTE,
  components: {
    ...shared.components,
    ...focusRing('light'),
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
  },
};

export const authDarkTheme: ThemeOptions = {
  ...shared,
  palette: DARK_PALETTE,
  components: { ...shared.components, ...focusRing('dark') },
};
