/** Tarjouspaketit: what offer packs are, and the button to their modal; changes need 'references_projects'. */
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCanChange, useCompany } from '../CompanyContext';
import { OfferPacksButton } from './OfferPacksButton';

export function OfferPacksSection() {
  const translate = useTranslate();
  const { company } = useCompany();
  const canChange = useCanChange('references_projects');
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('offerPacks.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('offerPacks.intro')}
      </Typography>
      <OfferPacksButton companyId={company.id} canChange={canChange} variant="contained" />
    </Paper>
  );
}
