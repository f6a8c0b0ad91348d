/**
 * Invites of one company: the form and the open invites. Shared by the company's own
 * section (people permission) and the office tab (office staff change everything).
 * Read and written through react-admin: a sent or cancelled invite refreshes the list. An invite
 * opened has its address (`…/invites/3`, in the office's tab `?record=3`).
 */
import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { ListBase, useTranslate } from 'react-admin';
import { ListState } from '../../../components/entity/ListState';
import { useRecordRoute } from '../../../components/records/useRecordRoute';
import { invite, type Invite } from '../../../domain/entities/invite';
import { CancelInviteDialog } from './CancelInviteDialog';
import { InviteDialog } from './InviteDialog';
import { InviteForm } from './InviteForm';
import { InviteList } from './InviteList';

const PAGE_SIZE = 25;

interface Props {
  companyId: number;
  /** Holds the people permission (or is office staff): reads, sends and cancels invites. */
  canChange: boolean;
  /** Is the company's admin (or office staff): may also invite a new admin. */
  canInviteAdmin: boolean;
}

export function InvitesPanel(props: Props) {
  const translate = useTranslate();
  // Reading invites needs the same right as sending them (the API refuses others): no call without it.
  if (!props.canChange) return <Alert severity="info">{translate('invites.noPermission')}</Alert>;
  return <Invites {...props} />;
}

function Invites({ companyId, canChange, canInviteAdmin }: Props) {
  const translate = useTranslate();
  const route = useRecordRoute();
  const [cancelling, setCancelling] = useState<Invite | null>(null);
  const shownId = route.view?.kind === 'record' ? route.view.id : null;
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('invites.intro')}</Typography>
      <InviteForm companyId={companyId} canInviteAdmin={canInviteAdmin} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('invites.list.title')}</Typography>
      <ListBase
        resource={invite.resource}
        queryOptions={{ meta: { companyId }, placeholderData: (previous) => previous }}
        disableSyncWithLocation
        perPage={PAGE_SIZE}
        sort={{ field: 'createdAt', order: 'ASC' }}
      >
        <ListState loadingText="invites.list.loading" failedText="invites.list.loadFailed">
          <InviteList canChange={canChange} onCancel={setCancelling} />
        </ListState>
      </ListBase>
      {shownId !== null && <InviteDialog companyId={companyId} id={shownId} canChange={canChange} onClose={route.close} onCancel={setCancelling} />}
      <CancelInviteDialog
        companyId={companyId}
        invite={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          // Cancelled from its own view: the invite is gone, back to the list.
          if (shownId !== null) route.toList();
          setCancelling(null);
        }}
      />
    </Box>
  );
}
