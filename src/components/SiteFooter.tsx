/**
 * The footer of every page (issue 9 #17): the accessibility statement, which Finnish
 * law 306/2019 asks to be reachable from each page. No react-admin: the sign-in pages use it.
 */
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';
import { translate } from '../i18n/lightTranslate';

export const ACCESSIBILITY_PATH = '/saavutettavuusseloste';

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center' }}>
      <MuiLink component={Link} to={ACCESSIBILITY_PATH} color="inherit" underline="always">
        {translate('pateva.footer.accessibility')}
      </MuiLink>
    </Box>
  );
}
