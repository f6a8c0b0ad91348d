/** A page of the company's open invites, expired ones marked, each with "Peruuta kutsu" after a confirmation. */
import {
  Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle,
  Table, TableBody, TableCell, TableHead, TablePagination, TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { useApiAction } from '../../../components/form/useApiAction';
import { apiFetch } from '../../../dataProvider/httpClient';
import { formatDate, formatDateTime } from '../../../domain/formats';
import { TOAST_TEXTS } from '../../../domain/toasts';
import type { Invite } from '../../../domain/api/invites';
import type { Page } from '../../../domain/api/lists';
import { INVITE_ROLES } from './inviteRoles';

interface Props {
  companyId: number;
  invites: Page<Invite>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onChanged: () => void;
  canChange: boolean;
}

function roleText(invite: Invite, translate: (key: string) => string): string {
  const roles = INVITE_ROLES.filter(([field]) => invite[field]).map(([, label]) => translate(label));
  return roles.length ? roles.join(', ') : translate('invites.list.user');
}

export function InviteList({ companyId, invites, page, pageSize, onPage, onChanged, canChange }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [confirming, setConfirming] = useState<Invite | null>(null);
  const { sending, error, run, clearError } = useApiAction();

  const close = () => {
    setConfirming(null);
    clearError();
  };
  const cancel = async () => {
    if (!confirming) return;
    // The list names invites by id (it never holds their tokens): docs/decisions.md.
    const result = await run(() => apiFetch(`/companies/${companyId}/invites/${confirming.id}`, { method: 'DELETE' }));
    if (!result.ok) return;
    toast('success', TOAST_TEXTS.inviteCanceled);
    setConfirming(null);
    onChanged();
  };

  return (
    <Box>
      <Table size="small" aria-label={translate('invites.list.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('invites.list.email')}</TableCell>
            <TableCell>{translate('invites.list.roles')}</TableCell>
            <TableCell>{translate('invites.list.sent')}</TableCell>
            <TableCell>{translate('invites.list.expires')}</TableCell>
            {canChange && <TableCell>{translate('invites.list.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {invites.data.map((invite) => (
            <TableRow key={invite.id}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{invite.email}</TableCell>
              <TableCell>{roleText(invite, translate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(invite.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(invite.expiresAt)}
                {invite.expired && <Chip size="small" color="warning" label={translate('invites.list.expired')} sx={{ ml: 1 }} />}
              </TableCell>
              {canChange && (
                <TableCell>
                  <Button size="small" color="error" onClick={() => setConfirming(invite)}
                    aria-label={translate('invites.list.cancelLabel', { email: invite.email })}>
                    {translate('invites.list.cancel')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {invites.meta.total > pageSize && (
        <TablePagination
          component="div"
          count={invites.meta.total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          onPageChange={(_event, next) => onPage(next)}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
        />
      )}
      <Dialog open={confirming !== null} onClose={close} aria-labelledby="invite-cancel-title">
        <DialogTitle id="invite-cancel-title">{translate('invites.confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('invites.confirm.body', { email: confirming?.email ?? '' })}</DialogContentText>
          <ErrorMessage error={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={sending}>{translate('invites.confirm.back')}</Button>
          <Button color="error" variant="contained" onClick={cancel} loading={sending} disabled={sending}>
            {translate('invites.confirm.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
