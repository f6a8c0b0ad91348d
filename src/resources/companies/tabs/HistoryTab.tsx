/** Historia in the staff areas: every internal role reads it; office staff change it (the API refuses others). */
import { useRecordContext } from 'react-admin';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { hasOfficePermission } from '../../../domain/permissions';
import { HistoryPanel } from '../../../pages/company/history/HistoryPanel';
import { EntityExportButton } from '../../../components/entity/EntityExportButton';
import { historyEntry } from '../../../domain/entities/historyEntry';

export function HistoryTab() {
  const record = useRecordContext<{ id: number }>();
  const userState = useCurrentUser();
  const office = userState.status === 'signedIn' && hasOfficePermission(userState.user);
  if (!record?.id) return null;
  return (
    <>
      <EntityExportButton entity={historyEntry} meta={{ companyId: record.id }} sort={{ field: 'validFrom', order: 'DESC' }} />
      <HistoryPanel companyId={record.id} canChange={office} />
    </>
  );
}
