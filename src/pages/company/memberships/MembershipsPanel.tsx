/** A company's memberships in unions: the list, and adding and removing for those who may change them. */
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { ApiError } from '../../../dataProvider/httpClient';
import type { CompanyMembership } from '../../../domain/api/memberships';
import { membershipsApi } from './api';
import { MembershipForm } from './MembershipForm';

interface Props {
  companyId: number;
  canChange: boolean;
}

export function MembershipsPanel({ companyId, canChange }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'loaded'; list: CompanyMembership[] } | { status: 'failed' }>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [removing, setRemoving] = useState<CompanyMembership | null>(null);
  const [sending, setSending] = useState(false);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    membershipsApi.list(companyId).then(
      (list) => live && setState({ status: 'loaded', list }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [companyId, version]);

  const remove = async () => {
    if (!removing) return;
    setSending(true);
    try {
      await membershipsApi.remove(companyId, removing.id);
      toast('success', 'memberships.removed');
    } catch (error) {
      toast('warning', error instanceof ApiError && error.body?.message ? error.body.message : 'pateva.errors.server');
    } finally {
      setSending(false);
      setRemoving(null);
      reload();
    }
  };

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('memberships.title')}</Typography>
      {state.status === 'loading' && <Typography color="text.secondary">{translate('memberships.loading')}</Typography>}
      {state.status === 'failed' && <Alert severity="error">{translate('memberships.loadFailed')}</Alert>}
      {state.status === 'loaded' && state.list.length === 0 && <Typography color="text.secondary">{translate('memberships.empty')}</Typography>}
      {state.status === 'loaded' && state.list.length > 0 && (
        <Table size="small" aria-label={translate('memberships.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('memberships.union')}</TableCell>
              <TableCell>{translate('memberships.description')}</TableCell>
              {canChange && <TableCell align="right">{translate('memberships.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {state.list.map((membership) => (
              <TableRow key={membership.id}>
                <TableCell>{membership.union.name}</TableCell>
                <TableCell>{membership.description ?? '–'}</TableCell>
                {canChange && (
                  <TableCell align="right">
                    <Button
                      color="error"
                      aria-label={translate('memberships.removeLabel', { name: membership.union.name })}
                      onClick={() => setRemoving(membership)}
                    >
                      {translate('memberships.remove')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {canChange && state.status === 'loaded' && (
        <MembershipForm companyId={companyId} takenUnionIds={state.list.map((m) => m.companyMembershipUnionId)} onAdded={reload} />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={sending}
        title="memberships.confirmTitle"
        content="memberships.confirmContent"
        contentTranslateOptions={{ name: removing?.union.name ?? '' }}
        confirm="memberships.confirm"
        cancel="memberships.cancel"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
