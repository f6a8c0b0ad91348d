/**
 * The loading state of an area or a page: a centred spinner that screen readers announce.
 * Its text comes from the light translator, not react-admin's: it is the fallback
 * shown while react-admin itself is still loading.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { translate } from '../../i18n/lightTranslate';

export function Spinner() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={translate('pateva.app.loading')} />
    </Box>
  );
}

export default Spinner;
