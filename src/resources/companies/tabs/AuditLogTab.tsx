/** Muutoshistoria: who changed what in the company, and when (office staff). */
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, TablePagination, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { apiFetch } from '../../../dataProvider/httpClient';
import type { AuditLogEntry } from '../../../domain/api/audit';
import type { Page } from '../../../domain/api/lists';
import { formatDateTime } from '../../../domain/formats';
import { auditChanges } from './auditChanges';

const PAGE_SIZE = 25;

export function AuditLogTab() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [state, setState] = useState<{ status: 'loading' } | { status: 'loaded'; page: Page<AuditLogEntry> } | { status: 'failed' }>({ status: 'loading' });
  const companyId = record?.id;

  useEffect(() => {
    if (!companyId) return;
    let live = true;
    setState({ status: 'loading' });
    apiFetch<Page<AuditLogEntry>>(`/companies/${companyId}/audit-log`, { query: { page: page + 1, paginate: PAGE_SIZE } }).then(
      (loaded) => live && setState({ status: 'loaded', page: loaded }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [companyId, page]);

  if (state.status === 'failed') return <Alert severity="error">{translate('pateva.audit.loadFailed')}</Alert>;
  if (state.status === 'loading') return <Typography color="text.secondary">{translate('pateva.audit.loading')}</Typography>;
  if (state.page.data.length === 0) return <Typography color="text.secondary">{translate('pateva.audit.empty')}</Typography>;
  return (
    <Box>
      <Table size="small" aria-label={translate('pateva.companies.tabs.auditLog')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('pateva.audit.when')}</TableCell>
            <TableCell>{translate('pateva.audit.who')}</TableCell>
            <TableCell>{translate('pateva.audit.what')}</TableCell>
            <TableCell>{translate('pateva.audit.changes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {state.page.data.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
              <TableCell>{entry.user ? `${entry.user.name} (${entry.user.email})` : translate('pateva.audit.system')}</TableCell>
              <TableCell>
                {translate(`pateva.audit.actions.${entry.action}`)}: {translate(`pateva.audit.entities.${entry.entity}`, { _: entry.entity })}
              </TableCell>
              <TableCell>
                {auditChanges(entry.before, entry.after, translate).map((line) => (
                  <Typography key={line} variant="body2" sx={{ wordBreak: 'break-word' }}>{line}</Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={state.page.meta.total}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
      />
    </Box>
  );
}
