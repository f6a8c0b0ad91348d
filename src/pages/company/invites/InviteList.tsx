/** A page of the company's open invites, expired ones marked, each with "Peruuta kutsu" after a confirmation. */
import {
  Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle,
  Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { errorMessage } from '../../../components/form/httpErrorFields';
import type { PatevaDataProvider } from '../../../dataProvider';
import { formatDate, formatDateTime } from '../../../domain/formats';
import { TOAST_TEXTS } from '../../../domain/toasts';
import { invite as inviteEntity, type Invite } from '../../../domain/entities/invite';
import { labelKey } from '../../../domain/entities/entity';
import { INVITE_ROLES } from './inviteRoles';
import { cancelInvite } from '../../../domain/api/inviteActions';

interface Props {
  companyId: number;
  canChange: boolean;
}

function roleText(invite: Invite, translate: (key: string) => string): string {
  const roles = INVITE_ROLES.filter((field) => invite[field]).map((field) => translate(labelKey(inviteEntity, field)));
  return roles.length ? roles.join(', ') : translate('invites.list.user');
}

export function InviteList({ companyId, canChange }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const queryClient = useQueryClient();
  const { data = [], total = 0, page, perPage, setPage } = useListContext<Invite>();
  const [confirming, setConfirming] = useState<Invite | null>(null);
  const cancel = useMutation({
    // SPEC §7: by the invite's token; an invite made before tokens were kept has none and goes by its id.
    mutationFn: (invite: Invite) => dataProvider.action(cancelInvite, { id: companyId, token: invite.token ?? String(invite.id) }),
    onSuccess: async () => {
      toast('success', TOAST_TEXTS.inviteCanceled);
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: [inviteEntity.resource] });
    },
  });

  const close = () => {
    setConfirming(null);
    cancel.reset();
  };

  if (data.length === 0) return <Typography sx={{ py: 2 }}>{translate('invites.list.empty')}</Typography>;
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
          {data.map((invite) => (
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
      {total > perPage && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={[perPage]}
          onPageChange={(_event, next) => setPage(next + 1)}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
        />
      )}
      <Dialog open={confirming !== null} onClose={close} aria-labelledby="invite-cancel-title">
        <DialogTitle id="invite-cancel-title">{translate('invites.confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('invites.confirm.body', { email: confirming?.email ?? '' })}</DialogContentText>
          {cancel.error && (
            <Typography color="error" role="alert" sx={{ mt: 2 }}>
              {translate(errorMessage(cancel.error, 'pateva.errors.server'), { _: errorMessage(cancel.error, 'pateva.errors.server') })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={cancel.isPending}>{translate('invites.confirm.back')}</Button>
          <Button color="error" variant="contained" onClick={() => confirming && cancel.mutate(confirming)} loading={cancel.isPending} disabled={cancel.isPending}>
            {translate('invites.confirm.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
