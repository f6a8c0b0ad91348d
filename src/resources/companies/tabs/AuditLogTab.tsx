/**
 * Muutoshistoria: who changed what in the company, and when (office staff). A
 * react-admin list of `companies/:companyId/audit-log`, newest first, a page at
 * a time with react-admin's Finnish pager, narrowed by who, what kind of data and
 * which days. Values read as a person expects: declared labels, lookup names, and
 * the names the API gives for users, people, companies and products.
 */
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  FilterForm,
  ListBase,
  Pagination,
  SelectInput,
  useGetList,
  useInput,
  useListContext,
  useRecordContext,
  useTranslate,
  type InputProps,
} from 'react-admin';
import { DateInput } from '../../../components/form/DateInput';
import { httpFieldErrors } from '../../../components/form/httpErrorFields';
import { ListState } from '../../../components/entity/ListState';
import { useLookups } from '../../../components/entity/useLookup';
import { AUDIT_LOG_RESOURCE, AUDIT_LOG_USERS_RESOURCE, type AuditLogEntry, type AuditLogUser } from '../../../domain/api/audit';
import { AUDIT_ENTITY_NAMES, auditSubjectPerson } from '../../../domain/auditFields';
import { formatDateTime } from '../../../i18n/formats';
import { auditChanges, auditLookups } from './auditChanges';

const PAGE_SIZE = 25;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const ENTITY_CHOICES = AUDIT_ENTITY_NAMES.map((name) => ({ id: name, name: `pateva.audit.entities.${name}` }));

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
      <AuditLogFilters companyId={record.id} />
      <AuditLogBody />
    </ListBase>
  );
}

function AuditLogFilters({ companyId }: { companyId: number }) {
  // Who has changed this company's data: office staff too, so not the company's people.
  const { data: users = [] } = useGetList<AuditLogUser>(AUDIT_LOG_USERS_RESOURCE, { meta: { companyId } });
  const userChoices = users.map((user) => ({ id: user.id, name: user.name === user.email ? user.email : `${user.name} (${user.email})` }));
  const filters = [
    <SelectInput key="user_id" source="user_id" label="pateva.audit.filters.user" choices={userChoices} translateChoice={false} alwaysOn sx={{ minWidth: 240 }} />,
    <SelectInput key="entity" source="entity" label="pateva.audit.filters.entity" choices={ENTITY_CHOICES} alwaysOn sx={{ minWidth: 200 }} />,
    <DayFilter key="created_from" source="created_from" label="pateva.audit.filters.from" alwaysOn />,
    <DayFilter key="created_to" source="created_to" label="pateva.audit.filters.to" alwaysOn />,
  ];
  return <FilterForm filters={filters} />;
}

/**
 * A day of the date range: the Finnish date input, whose value reaches the filter only as a
 * whole day (yyyy-MM-dd) or as none, so that a half-typed date asks the server nothing.
 */
function DayFilter({ label, ...props }: InputProps & { alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { field } = useInput(props);
  return (
    <Box sx={{ width: 170 }}>
      <DateInput
        id={field.name}
        name={field.name}
        label={typeof label === 'string' ? translate(label) : label}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(value) => {
          if (value === '') field.onChange(null);
          else if (ISO_DATE.test(value)) field.onChange(value);
        }}
        onBlur={field.onBlur}
        size="small"
        margin="dense"
      />
    </Box>
  );
}

/** A filter the server refused (an end day before the start) says why in Finnish; it is no failed load. */
function AuditLogBody() {
  const { error } = useListContext();
  const messages = Object.values(httpFieldErrors(error));
  if (messages.length > 0) return <Alert severity="warning">{messages.join(' ')}</Alert>;
  return (
    <ListState loadingText="pateva.audit.loading" failedText="pateva.audit.loadFailed">
      <AuditLogTable />
      <Pagination rowsPerPageOptions={[]} />
    </ListState>
  );
}

/** The entity, and whose data it was when a person's (an update lists only what changed). */
function subject(entry: AuditLogEntry, entityName: string): string {
  const personId = auditSubjectPerson(entry);
  const name = personId === null ? undefined : entry.names.people?.[String(personId)];
  return name ? `${entityName}: ${name}` : entityName;
}

function AuditLogTable() {
  const translate = useTranslate();
  const { data = [], filterValues } = useListContext<AuditLogEntry>();
  const lists = useLookups(useMemo(() => auditLookups(data), [data]));
  if (data.length === 0) {
    const filtered = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== null && value !== '');
    return <Typography color="text.secondary">{translate(filtered ? 'pateva.audit.noMatch' : 'pateva.audit.empty')}</Typography>;
  }
  const lookupName = (lookup: string, id: number) => lists[lookup]?.find((entry) => entry.id === id)?.shortDescription;
  return (
    <Table size="small" aria-label={translate('pateva.companies.tabs.auditLog')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('pateva.audit.when')}</TableCell>
          <TableCell>{translate('pateva.audit.who')}</TableCell>
          <TableCell>{translate('pateva.audit.kind')}</TableCell>
          <TableCell>{translate('pateva.audit.action')}</TableCell>
          <TableCell>{translate('pateva.audit.changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
            <TableCell>{entry.user ? `${entry.user.name} (${entry.user.email})` : translate('pateva.audit.system')}</TableCell>
            <TableCell>{subject(entry, translate(`pateva.audit.entities.${entry.entity}`, { _: entry.entity }))}</TableCell>
            <TableCell>{translate(`pateva.audit.actions.${entry.action}`)}</TableCell>
            <TableCell>
              {auditChanges(entry, { translate, lookupName }).map((line) => (
                <Typography key={line} variant="body2" sx={{ wordBreak: 'break-word' }}>{line}</Typography>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
