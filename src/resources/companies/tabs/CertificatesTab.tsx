/** Sertifikaatit in the staff areas: every internal role reads; office staff change everything and export CSV. */
import { useRecordContext } from 'react-admin';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { hasOfficePermission } from '../../../domain/permissions';
import { CertificatesPanel } from '../../../pages/company/certificates/CertificatesPanel';

export function CertificatesTab() {
  const record = useRecordContext<{ id: number }>();
  const userState = useCurrentUser();
  const office = userState.status === 'signedIn' && hasOfficePermission(userState.user);
  if (!record?.id) return null;
  return <CertificatesPanel companyId={record.id} canChange={office} office />;
}
