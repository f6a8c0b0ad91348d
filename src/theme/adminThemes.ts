/** react-admin's default themes with the portal's palette and focus ring (src/theme/palette.ts). */
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { DARK_PALETTE, focusRing, LIGHT_PALETTE } from './palette';

export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, { palette: LIGHT_PALETTE, components: focusRing('light') });
export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, { palette: DARK_PALETTE, components: focusRing('dark') });
