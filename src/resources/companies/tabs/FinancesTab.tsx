/** Talous in the staff areas: every internal role reads; office staff change everything; CSV export. */
import { useRecordContext } from 'react-admin';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { hasOfficePermission } from '../../../domain/permissions';
import { FinancesPanel } from '../../../pages/company/finances/FinancesPanel';

export function FinancesTab() {
  const record = useRecordContext<{ id: number }>();
  const userState = useCurrentUser();
  const office = userState.status === 'signedIn' && hasOfficePermission(userState.user);
  if (!record?.id) return null;
  return <FinancesPanel companyId={record.id} canChange={office} exportable showable />;
}
