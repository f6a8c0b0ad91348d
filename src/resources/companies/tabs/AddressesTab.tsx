/** Osoitteet ja yhteystiedot in the staff areas: every internal role reads; office staff change everything. */
import { useRecordContext, useRefresh } from 'react-admin';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { hasOfficePermission } from '../../../domain/permissions';
import { AddressesPanel } from '../../../pages/company/addresses/AddressesPanel';

export function AddressesTab() {
  const record = useRecordContext<{ id: number; registrationNumber: string }>();
  const userState = useCurrentUser();
  const refresh = useRefresh();
  const office = userState.status === 'signedIn' && hasOfficePermission(userState.user);
  if (!record?.id) return null;
  return <AddressesPanel companyId={record.id} registrationNumber={record.registrationNumber} canChange={office} onChanged={refresh} />;
}
