/** Referenssit: the company's references; references_projects holders, admins and the office change them. */
import { useCanChange, useCompany } from '../CompanyContext';
import { ReferencesPanel } from './ReferencesPanel';

export function ReferencesSection() {
  const { company } = useCompany();
  const canChange = useCanChange('references_projects');
  return <ReferencesPanel companyId={company.id} canChange={canChange} />;
}
