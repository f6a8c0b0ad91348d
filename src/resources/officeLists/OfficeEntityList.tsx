/**
 * An office list across companies (entities/officeLists.ts) as a react-admin List: columns from
 * the declaration, sortable where the server sorts, filters, 25 a page, CSV export with Finnish
 * headers, and the company of each row as a link to its page (the tab where the record is);
 * cards instead of the table on a phone.
 */
import { Box, Link as MuiLink, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import { Datagrid, FunctionField, List, useCreatePath, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { Link } from 'react-router-dom';
import { entityExporter, type ExportColumns } from '../../components/entity/entityExporter';
import { entityFields } from '../../components/entity/entityFields';
import { RecordCards } from '../../components/entity/RecordCards';
import { labelKey, type Entity } from '../../domain/entities/entity';
import type { CompanySummary } from '../../domain/entities/officeLists';
import { DEFAULT_PAGE_SIZE } from '../../domain/schemas/list';
import { ListPagination } from '../../components/entity/ListPagination';
import { ListExportActions } from '../../components/entity/ListExportButton';


interface Props {
  entity: Entity;
  sort: SortPayload;
  filters: ReactElement[];
  /** The company page's tab that shows the record (`people`, `invites` …). */
  companyTab: string;
  columns?: Partial<Record<string, ReactElement | null>>;
  exportColumns?: ExportColumns;
}

function Empty({ resource }: { resource: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 480 }}>
      <Typography variant="h6" component="p">
        {translate(`pateva.officeLists.empty.${resource}`)}
      </Typography>
    </Box>
  );
}

function CompanyLink({ company, tab }: { company: CompanySummary; tab: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const to = `${createPath({ resource: 'companies', type: 'show', id: company.id })}/${tab}`;
  return (
    <MuiLink component={Link} to={to} aria-label={translate('pateva.officeLists.openCompany', { name: company.name })}>
      {company.name}
    </MuiLink>
  );
}

export function OfficeEntityList({ entity, sort, filters, companyTab, columns = {}, exportColumns }: Props) {
  // On a phone the rows are cards: a table of these columns is wider than the screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const company = (
    <FunctionField<RaRecord>
      source="company"
      label={labelKey(entity, 'company')}
      render={(record) => <CompanyLink company={record.company as CompanySummary} tab={companyTab} />}
    />
  );
  return (
    <List
      perPage={DEFAULT_PAGE_SIZE}
      sort={sort}
      filters={filters}
      actions={<ListExportActions />}
      exporter={entityExporter(entity, exportColumns)}
      empty={<Empty resource={entity.resource} />}
      pagination={<ListPagination />}
    >
      {phone ? (
        <Box sx={{ p: 1 }}>
          <RecordCards fields={entityFields(entity, 'list', { company, ...columns })} emptyText="pateva.officeLists.noMatch" />
        </Box>
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} sx={{ overflowX: 'auto' }}>
          {entityFields(entity, 'list', { company, ...columns })}
        </Datagrid>
      )}
    </List>
  );
}
