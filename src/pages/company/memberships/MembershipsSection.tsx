/** Jäsenyydet: the company's memberships in unions; changed with the company_details right. */
import { Paper } from '@mui/material';
import { useCanChange, useCompany } from '../CompanyContext';
import { MembershipsPanel } from './MembershipsPanel';

export function MembershipsSection() {
  const { company } = useCompany();
  const canChange = useCanChange('company_details');
  return (
    <Paper sx={{ p: 3 }}>
      <MembershipsPanel companyId={company.id} canChange={canChange} />
    </Paper>
  );
}
