/** Jäsenyydet in the staff areas: the company's unions; office staff add and remove them. */
import { useRecordContext } from 'react-admin';
import { MembershipsPanel } from '../../../pages/company/memberships/MembershipsPanel';
import { useOfficeCanChange } from './useOfficeCanChange';

export function MembershipsTab() {
  const record = useRecordContext<{ id: number }>();
  const canChange = useOfficeCanChange();
  if (!record) return null;
  return <MembershipsPanel companyId={record.id} canChange={canChange} exportable={canChange} showable />;
}
