/** Sopimukset: the company's agreements; signed and terminated with the agreements right. */
import { Paper } from '@mui/material';
import { useCanChange, useCompany } from '../CompanyContext';
import { AgreementsPanel } from './AgreementsPanel';

export function AgreementsSection() {
  const { company } = useCompany();
  const canChange = useCanChange('agreements');
  return (
    <Paper sx={{ p: 3 }}>
      <AgreementsPanel companyId={company.id} canChange={canChange} />
    </Paper>
  );
}
