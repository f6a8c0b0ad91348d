/** Kutsut in the office: the company's open invites; office staff may send and cancel them. */
import { useRecordContext } from 'react-admin';
import { InvitesPanel } from '../../../pages/company/invites/InvitesPanel';
import { EntityExportButton } from '../../../components/entity/EntityExportButton';
import { invite } from '../../../domain/entities/invite';

export function InvitesTab() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <>
      <EntityExportButton entity={invite} meta={{ companyId: record.id }} sort={{ field: 'createdAt', order: 'ASC' }} />
      <InvitesPanel companyId={record.id} canChange canInviteAdmin />
    </>
  );
}
