/** What the company list shows while the portal has no companies at all (not for an empty search). */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function CompaniesEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 480 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('pateva.companies.emptyTitle')}
      </Typography>
      <Typography variant="body2">{translate('pateva.companies.emptyBody')}</Typography>
    </Box>
  );
}
