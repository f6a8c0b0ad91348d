/** Projektit: the company's projects; changes need the references_projects permission. */
import { useCompany, useCanChange } from '../CompanyContext';
import { ProjectsPanel } from './ProjectsPanel';

export function ProjectsSection() {
  const { company } = useCompany();
  const canChange = useCanChange('references_projects');
  // SPEC §2 Projects: listing, creating, showing, editing.
  return <ProjectsPanel companyId={company.id} canChange={canChange} showable />;
}
