/** /companies/:companyId/invites: "Kutsut", for those who may manage the company's people. */
import { useCanChange, useCompany } from '../CompanyContext';
import { InvitesPanel } from './InvitesPanel';

export function InvitesSection() {
  const { company } = useCompany();
  const canChange = useCanChange('people');
  const canInviteAdmin = useCanChange('admin');
  return <InvitesPanel companyId={company.id} canChange={canChange} canInviteAdmin={canInviteAdmin} />;
}
