/** The loading state of an area or a page: a centred spinner that screen readers announce. */
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Spinner() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={translate('pateva.app.loading')} />
    </Box>
  );
}

export default Spinner;
