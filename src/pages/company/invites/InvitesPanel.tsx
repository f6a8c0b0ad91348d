/**
 * Invites of one company: the form and the open invites. Shared by the company's own
 * section (people permission) and the office tab (office staff change everything).
 */
import { Alert, Box, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../../../dataProvider/httpClient';
import { InviteForm } from './InviteForm';
import { InviteList, type ListState } from './InviteList';
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
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!canChange) return;
    let live = true;
    setState((current) => (current.status === 'loaded' ? current : { status: 'loading' }));
    apiFetch<Page<Invite>>(`/companies/${companyId}/invites`, { query: { page: page + 1, paginate: PAGE_SIZE } }).then(
      (loaded) => live && setState({ status: 'loaded', page: loaded }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [companyId, page, attempt, canChange]);

  // Reading invites needs the same right as sending them (the API refuses others).
  if (!canChange) return <Alert severity="info">{translate('invites.noPermission')}</Alert>;
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('invites.intro')}</Typography>
      <InviteForm companyId={companyId} canInviteAdmin={canInviteAdmin} onSent={reload} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('invites.list.title')}</Typography>
      <InviteList companyId={companyId} state={state} page={page} pageSize={PAGE_SIZE} onPage={setPage} onChanged={reload} canChange={canChange} />
    </Box>
  );
}
