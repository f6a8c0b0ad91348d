/** Osoitteet ja yhteystiedot: the company's addresses; changes need the company_details permission. */
import { useCompany, useCanChange } from '../CompanyContext';
import { AddressesPanel } from './AddressesPanel';

export function AddressesSection() {
  const { company, reload } = useCompany();
  const canChange = useCanChange('company_details');
  return <AddressesPanel companyId={company.id} registrationNumber={company.registrationNumber} canChange={canChange} onChanged={reload} />;
}
