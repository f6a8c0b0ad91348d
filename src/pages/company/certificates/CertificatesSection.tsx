/** Sertifikaatit: the company's certificates; changes need the company_details permission. */
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCanChange, useCompany } from '../CompanyContext';
import { CertificatesPanel } from './CertificatesPanel';

export function CertificatesSection() {
  const translate = useTranslate();
  const { company } = useCompany();
  const canChange = useCanChange('company_details');
  return (
    <Stack spacing={2}>
      {canChange && <Typography variant="body2">{translate('certificates.intro')}</Typography>}
      <CertificatesPanel companyId={company.id} canChange={canChange} />
    </Stack>
  );
}
