/** Kutsut in the office: the company's open invites; office staff may send and cancel them. */
import { useRecordContext } from 'react-admin';
import { InvitesPanel } from '../../../pages/company/invites/InvitesPanel';

export function InvitesTab() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return <InvitesPanel companyId={record.id} canChange canInviteAdmin />;
}
