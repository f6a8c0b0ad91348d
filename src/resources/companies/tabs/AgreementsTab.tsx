/** Sopimukset in the staff areas: agreements in force; office staff sign and terminate them. */
import { useRecordContext } from 'react-admin';
import { AgreementsPanel } from '../../../pages/company/agreements/AgreementsPanel';
import { useOfficeCanChange } from './useOfficeCanChange';

export function AgreementsTab() {
  const record = useRecordContext<{ id: number }>();
  const canChange = useOfficeCanChange();
  if (!record) return null;
  return <AgreementsPanel companyId={record.id} canChange={canChange} />;
}
