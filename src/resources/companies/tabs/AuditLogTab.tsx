/** Muutoshistoria: who changed what in the company, and when (office staff). */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { LoadState } from '../../../components/data/LoadState';
import { useApiResource } from '../../../components/data/useApiResource';
import type { AuditLogEntry } from '../../../domain/api/audit';
import type { Page } from '../../../domain/api/lists';
import { formatDateTime } from '../../../domain/formats';
import { auditChanges } from './auditChanges';

const PAGE_SIZE = 25;

export function AuditLogTab() {
  const record = useRecordContext<{ id: number }>();
  const [page, setPage] = useState(0);
  const companyId = record?.id;
  const log = useApiResource<Page<AuditLogEntry>>(companyId ? `/companies/${companyId}/audit-log` : null, { page: page + 1, paginate: PAGE_SIZE });

  return (
    <LoadState
      state={log}
      loadingText="pateva.audit.loading"
      failedText="pateva.audit.loadFailed"
      emptyText="pateva.audit.empty"
      isEmpty={(loaded) => loaded.data.length === 0}
    >
      {(loaded) => <AuditLogPage entries={loaded} page={page} onPage={setPage} />}
    </LoadState>
  );
}

function AuditLogPage({ entries, page, onPage }: { entries: Page<AuditLogEntry>; page: number; onPage: (page: number) => void }) {
  const translate = useTranslate();
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
          {entries.data.map((entry) => (
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
        count={entries.meta.total}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next) => onPage(next)}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
      />
    </Box>
  );
}
