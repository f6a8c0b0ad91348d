/** Osoitteet ja yhteystiedot in the staff areas: every internal role reads; office staff change everything. */
import { useRecordContext, useRefresh } from 'react-admin';
import { useCurrentUser } from '../../../authProvider/currentUser';
import type { Company } from '../../../domain/entities/company';
import { hasOfficePermission } from '../../../domain/permissions';
import { AddressesPanel } from '../../../pages/company/addresses/AddressesPanel';
import { EntityExportButton } from '../../../components/entity/EntityExportButton';
import { address } from '../../../domain/entities/address';

export function AddressesTab() {
  const record = useRecordContext<Pick<Company, 'id' | 'registrationNumber'>>();
  const userState = useCurrentUser();
  const refresh = useRefresh();
  const office = userState.status === 'signedIn' && hasOfficePermission(userState.user);
  if (!record?.id) return null;
  return (
    <>
      <EntityExportButton entity={address} meta={{ companyId: record.id }} sort={{ field: 'id', order: 'ASC' }} />
      <AddressesPanel companyId={record.id} registrationNumber={record.registrationNumber} canChange={office} onChanged={refresh} />
    </>
  );
}
