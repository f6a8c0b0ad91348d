/**
 * Muutoshistoria: who changed what in the company, and when (office staff). A
 * react-admin list of `companies/:companyId/audit-log`, newest first, a page at
 * a time with react-admin's Finnish pager.
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ListBase, Pagination, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { ListState } from '../../../components/entity/ListState';
import { AUDIT_LOG_RESOURCE, type AuditLogEntry } from '../../../domain/api/audit';
import { formatDateTime } from '../../../domain/formats';
import { auditChanges } from './auditChanges';

const PAGE_SIZE = 25;

export function AuditLogTab() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <ListBase
      resource={AUDIT_LOG_RESOURCE}
      queryOptions={{ meta: { companyId: record.id } }}
      disableSyncWithLocation
      perPage={PAGE_SIZE}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <ListState loadingText="pateva.audit.loading" failedText="pateva.audit.loadFailed">
        <AuditLogTable />
        <Pagination rowsPerPageOptions={[]} />
      </ListState>
    </ListBase>
  );
}

function AuditLogTable() {
  const translate = useTranslate();
  const { data = [] } = useListContext<AuditLogEntry>();
  if (data.length === 0) return <Typography color="text.secondary">{translate('pateva.audit.empty')}</Typography>;
  return (
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
        {data.map((entry) => (
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
  );
}
