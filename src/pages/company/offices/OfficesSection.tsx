/** Yksiköt: the company's offices; changes need the company_details permission. */
import { useCompany, useCanChange } from '../CompanyContext';
import { OfficesPanel } from './OfficesPanel';

export function OfficesSection() {
  const { company } = useCompany();
  const canChange = useCanChange('company_details');
  return <OfficesPanel companyId={company.id} canChange={canChange} />;
}
