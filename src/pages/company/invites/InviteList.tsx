/**
 * A page of the company's open invites, expired ones marked. Each address opens the invite's own
 * view (`…/invites/3`); "Peruuta kutsu" asks first (CancelInviteDialog).
 */
import { Box, Button, Chip, Link, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordRoute } from '../../../components/records/useRecordRoute';
import { formatDate, formatDateTime } from '../../../domain/formats';
import type { Invite } from '../../../domain/entities/invite';
import { inviteRoleText } from './inviteRoles';

interface Props {
  canChange: boolean;
  onCancel: (invite: Invite) => void;
}

export function InviteList({ canChange, onCancel }: Props) {
  const translate = useTranslate();
  const route = useRecordRoute();
  const { data = [], total = 0, page, perPage, setPage } = useListContext<Invite>();

  if (data.length === 0) return <Typography sx={{ py: 2 }}>{translate('invites.list.empty')}</Typography>;
  return (
    <Box>
      {/* A phone scrolls the table sideways, not the page. */}
      <Box sx={{ overflowX: 'auto' }}>
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
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  <Link component={RouterLink} {...route.link({ kind: 'record', id: invite.id, mode: null, tab: null })} aria-label={translate('invites.show.label', { email: invite.email })}>
                    {invite.email}
                  </Link>
                </TableCell>
                <TableCell>{inviteRoleText(invite, translate)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(invite.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(invite.expiresAt)}
                  {invite.expired && <Chip size="small" color="warning" label={translate('invites.list.expired')} sx={{ ml: 1 }} />}
                </TableCell>
                {canChange && (
                  <TableCell>
                    <Button size="small" color="error" onClick={() => onCancel(invite)} aria-label={translate('invites.list.cancelLabel', { email: invite.email })}>
                      {translate('invites.list.cancel')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
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
    </Box>
  );
}
