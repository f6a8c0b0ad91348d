/** Yksiköt in the staff areas: every internal role reads; office staff change everything. */
import { useRecordContext } from 'react-admin';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { hasOfficePermission } from '../../../domain/permissions';
import { OfficesPanel } from '../../../pages/company/offices/OfficesPanel';

export function OfficesTab() {
  const record = useRecordContext<{ id: number }>();
  const userState = useCurrentUser();
  const office = userState.status === 'signedIn' && hasOfficePermission(userState.user);
  if (!record?.id) return null;
  return <OfficesPanel companyId={record.id} canChange={office} exportable showable />;
}
