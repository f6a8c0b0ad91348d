/** /companies/:companyId/cases: "Selvityspyynnöt", the office's requests to the company; its admins answer them. */
import { useCanChange, useCompany } from '../CompanyContext';
import { CasesPanel } from './CasesPanel';

export function CasesSection() {
  const { company } = useCompany();
  const canAnswer = useCanChange('admin');
  return <CasesPanel companyId={company.id} canAnswer={canAnswer} />;
}
