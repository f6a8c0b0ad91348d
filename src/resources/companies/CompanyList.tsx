/** Company register: search by name or business ID, 25 a page, a row opens the company. */
import { Datagrid, List, Pagination, SearchInput, TextField, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../domain/schemas/list';
import { CompaniesEmpty } from './CompaniesEmpty';
import { DateField } from './DateField';

const PAGE_SIZES = [10, 25, 50, 100];

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
      exporter={false}
      empty={<CompaniesEmpty />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="registrationNumber" />
        <TextField source="switchboardNumber" sortable={false} />
        <DateField source="createdAt" />
      </Datagrid>
    </List>
  );
}

export default CompanyList;
