/**
 * The portal's colours and focus ring, written once for the areas (react-admin's themes, src/theme/
 * adminThemes.ts) and the sign-in pages (no react-admin, src/pages/auth/authTheme.ts). Chosen for
 * WCAG 2.1 AA (issue 9 #13): white on the primary blue #1565c0 is 5.7:1 (react-admin's #2196f3 app
 * bar was 3.1:1), the primary as text on the page background #fafafb 5.5:1; in dark mode the light
 * blue #90caf9 on #313131 is 7.3:1, and the light red #ff8a80 for errors and removals 5.7:1 (MUI's dark
 * #f44336 was 3.5:1). In light mode errors are #c62828: a field's red label on the filled input's grey
 * (#f0f0f0, #e8e8e8 on hover) is 4.9:1 and 4.6:1, where MUI's #d32f2f was 4.4:1 and 4.1:1.
 */
import type { ThemeOptions } from '@mui/material/styles';

export const LIGHT_PALETTE = {
  primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  error: { main: '#c62828' },
  background: { default: '#fafafb' },
} satisfies ThemeOptions['palette'];

export const DARK_PALETTE = {
  mode: 'dark',
  primary: { main: '#90caf9' },
  secondary: { main: '#90caf9' },
  error: { main: '#ff8a80' },
  background: { default: '#313131' },
} satisfies ThemeOptions['palette'];

/**
 * A focus ring every keyboard user sees (issue 9 #14): black on light pages and on the blue app bar
 * (3.9:1 against #1565c0), amber in dark mode.
 */
export function focusRing(mode: 'light' | 'dark'): ThemeOptions['components'] {
  const ring = { outline: `3px solid ${mode === 'dark' ? '#ffbf47' : '#0b0c0c'}`, outlineOffset: 2 };
  return {
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring } } },
    MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': { outline: ring.outline, outlineOffset: 0 } } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': ring } } },
  };
}
