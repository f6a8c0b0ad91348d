/** Talous: the company's financial years and statements; changes need the finances permission. */
import { useCanChange, useCompany } from '../CompanyContext';
import { FinancesPanel } from './FinancesPanel';

export function FinancesSection() {
  const { company } = useCompany();
  const canChange = useCanChange('finances');
  return <FinancesPanel companyId={company.id} canChange={canChange} />;
}
