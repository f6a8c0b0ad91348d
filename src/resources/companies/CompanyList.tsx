/** Company register: search by name or business ID, 25 a page, a row opens the company; columns from the company declaration; CSV export. */
import { Datagrid, List, Pagination, SearchInput, useTranslate } from 'react-admin';
import { entityExporter } from '../../components/entity/entityExporter';
import { entityFields } from '../../components/entity/entityFields';
import { company } from '../../domain/entities/company';
import { DEFAULT_PAGE_SIZE } from '../../domain/schemas/list';
import { CompaniesEmpty } from './CompaniesEmpty';
import { DateField } from './DateField';

const PAGE_SIZES = [10, 25, 50, 100];

/** The register shows the day a company was added, not the moment. */
const COLUMNS = { createdAt: <DateField source="createdAt" /> };

export function CompanyList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('pateva.companies.search')} sx={{ minWidth: 320 }} />,
  ];
  return (
    <List
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'name', order: 'ASC' }}
      filters={filters}
      exporter={entityExporter(company)}
      empty={<CompaniesEmpty />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {entityFields(company, 'list', COLUMNS)}
      </Datagrid>
    </List>
  );
}

export default CompanyList;
