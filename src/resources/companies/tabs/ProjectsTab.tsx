/** Projektit in the staff areas: every internal role reads; office staff change, with CSV export. */
import { useRecordContext } from 'react-admin';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { hasOfficePermission } from '../../../domain/permissions';
import { ProjectsPanel } from '../../../pages/company/projects/ProjectsPanel';

export function ProjectsTab() {
  const record = useRecordContext<{ id: number }>();
  const userState = useCurrentUser();
  const office = userState.status === 'signedIn' && hasOfficePermission(userState.user);
  if (!record?.id) return null;
  return <ProjectsPanel companyId={record.id} canChange={office} exportable showable />;
}
