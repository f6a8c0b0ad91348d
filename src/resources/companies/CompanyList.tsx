/** Company register: search by words of the name or the business ID in any order, a status filter, 25 a page, a row opens the company; columns from the company declaration; CSV export. */
import { Box, Link as MuiLink, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, List, SearchInput, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { RecordCards } from '../../components/entity/RecordCards';
import { entityExporter } from '../../components/entity/entityExporter';
import { entityFields } from '../../components/entity/entityFields';
import { company, COMPANY_STATUS_LOOKUP } from '../../domain/entities/company';
import { labelKey } from '../../domain/entities/entity';
import { LookupInput } from '../../components/entity/LookupInput';
import { DEFAULT_PAGE_SIZE } from '../../domain/schemas/list';
import { CompaniesEmpty } from './CompaniesEmpty';
import { DayField } from '../../components/entity/DayField';
import { CompanyStatusField } from '../companyCases/CompanyStatusChip';
import { ListPagination } from '../../components/entity/ListPagination';
import { ListExportActions } from '../../components/entity/ListExportButton';


/** The register shows the day a company was added, not the moment. */
const COLUMNS = { createdAt: <DayField source="createdAt" />, companyStatusId: <CompanyStatusField source="companyStatusId" label={labelKey(company, 'companyStatusId')} /> };

/** On a phone a card's name opens the company (a table row does it on a wider screen). */
function CompanyNameLink(_props: { source: string; label: string }) {
  const record = useRecordContext<{ id: number; name: string }>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={createPath({ resource: 'companies', type: 'show', id: record.id })}>
      {record.name}
    </MuiLink>
  );
}

export function CompanyList() {
  const translate = useTranslate();
  // On a phone the companies are cards: the table is wider than the screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('pateva.companies.search')} sx={{ minWidth: 320 }} />,
    <LookupInput key="company_status_id" source="company_status_id" lookup={COMPANY_STATUS_LOOKUP} label={labelKey(company, 'companyStatusId')} />,
  ];
  return (
    <List
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'name', order: 'ASC' }}
      filters={filters}
      actions={<ListExportActions />}
      exporter={entityExporter(company)}
      empty={<CompaniesEmpty />}
      pagination={<ListPagination />}
    >
      {phone ? (
        <Box sx={{ p: 1 }}>
          <RecordCards fields={entityFields(company, 'list', { ...COLUMNS, name: <CompanyNameLink source="name" label={labelKey(company, 'name')} /> })} emptyText="pateva.officeLists.noMatch" />
        </Box>
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          {entityFields(company, 'list', COLUMNS)}
        </Datagrid>
      )}
    </List>
  );
}

export default CompanyList;
