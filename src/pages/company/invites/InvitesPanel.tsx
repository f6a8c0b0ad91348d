/**
 * Invites of one company: the form and the open invites. Shared by the company's own
 * section (people permission) and the office tab (office staff change everything).
 */
import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadState } from '../../../components/data/LoadState';
import { useApiResource } from '../../../components/data/useApiResource';
import { InviteForm } from './InviteForm';
import { InviteList } from './InviteList';
import type { Invite } from '../../../domain/api/invites';
import type { Page } from '../../../domain/api/lists';

const PAGE_SIZE = 25;

interface Props {
  companyId: number;
  /** Holds the people permission (or is office staff): reads, sends and cancels invites. */
  canChange: boolean;
  /** Is the company's admin (or office staff): may also invite a new admin. */
  canInviteAdmin: boolean;
}

export function InvitesPanel({ companyId, canChange, canInviteAdmin }: Props) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  // Reading invites needs the same right as sending them (the API refuses others): no call without it.
  // Another page keeps the current one on screen until it comes.
  const invites = useApiResource<Page<Invite>>(
    canChange ? `/companies/${companyId}/invites` : null,
    { page: page + 1, paginate: PAGE_SIZE },
    { keepData: true },
  );

  if (!canChange) return <Alert severity="info">{translate('invites.noPermission')}</Alert>;
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('invites.intro')}</Typography>
      <InviteForm companyId={companyId} canInviteAdmin={canInviteAdmin} onSent={invites.reload} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('invites.list.title')}</Typography>
      <LoadState
        state={invites}
        spinner
        loadingText="invites.list.loading"
        failedText="invites.list.loadFailed"
        retryText="invites.list.retry"
        emptyText="invites.list.empty"
        isEmpty={(loaded) => loaded.data.length === 0}
      >
        {(loaded) => (
          <InviteList companyId={companyId} invites={loaded} page={page} pageSize={PAGE_SIZE} onPage={setPage} onChanged={invites.reload} canChange={canChange} />
        )}
      </LoadState>
    </Box>
  );
}
