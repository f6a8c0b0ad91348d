/** Historia: the company's history entries; company_details holders, admins and the office change them. */
import { useCanChange, useCompany } from '../CompanyContext';
import { HistoryPanel } from './HistoryPanel';

export function HistorySection() {
  const { company } = useCompany();
  const canChange = useCanChange('company_details');
  return <HistoryPanel companyId={company.id} canChange={canChange} />;
}
