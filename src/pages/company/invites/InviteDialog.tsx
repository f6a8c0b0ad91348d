/**
 * One invite shown by its address (`…/invites/3`; in the office's tab `?record=3`), so a link to it
 * survives a reload and can be sent on: the address, the roles, when it was sent and until when it
 * holds, and "Peruuta kutsu" for those who may. An invite cancelled or accepted meanwhile is gone,
 * and the view says so.
 */
import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useId } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../../../domain/formats';
import { invite as inviteEntity, type Invite } from '../../../domain/entities/invite';
import { inviteRoleText } from './inviteRoles';

interface Props {
  companyId: number;
  id: number;
  canChange: boolean;
  onClose: () => void;
  onCancel: (invite: Invite) => void;
}

export function InviteDialog({ companyId, id, canChange, onClose, onCancel }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const { data: shown, error, isPending } = useGetOne<Invite>(inviteEntity.resource, { id, meta: { companyId } }, { retry: false });
  const rows: Array<[string, string]> = shown
    ? [
        ['invites.list.email', shown.email],
        ['invites.list.roles', inviteRoleText(shown, translate)],
        ['invites.list.sent', formatDateTime(shown.createdAt)],
        ['invites.list.expires', formatDate(shown.expiresAt)],
      ]
    : [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('invites.show.title')}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{translate('invites.show.notFound')}</Alert>}
        {!isPending && shown && (
          <Table size="small">
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">{translate(label)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {value}
                    {label === 'invites.list.expires' && shown.expired && <Chip size="small" color="warning" label={translate('invites.list.expired')} sx={{ ml: 1 }} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        {canChange && shown && (
          <Button color="error" onClick={() => onCancel(shown)}>
            {translate('invites.list.cancel')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('pateva.entity.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
