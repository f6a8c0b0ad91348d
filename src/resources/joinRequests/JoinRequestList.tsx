/** The office desk's pending join requests of every company, oldest first at first; sortable, searchable, CSV export (resource `join-requests`, entities/joinRequest.ts). */
import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, Pagination, SearchInput, TextField, useTranslate } from 'react-admin';
import { CompanyFilter } from '../officeLists/CompanyFilter';
import { formatDateTime } from '../../domain/formats';
import { DEFAULT_PAGE_SIZE } from '../../domain/schemas/list';
import { JoinRequestActions } from './JoinRequestActions';
import { joinRequest, type JoinRequest } from '../../domain/entities/joinRequest';
import { entityExporter } from '../../components/entity/entityExporter';
import { ListExportActions } from '../../components/entity/ListExportButton';

function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate('pateva.joinRequests.empty')}
    </Typography>
  );
}

export function JoinRequestList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('pateva.joinRequests.search')} sx={{ minWidth: 300 }} />,
    <CompanyFilter key="company_id" source="company_id" label="resources.join-requests.fields.company" />,
  ];
  return (
    <List perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'requestedAt', order: 'ASC' }} pagination={<Pagination rowsPerPageOptions={[DEFAULT_PAGE_SIZE]} />} empty={<Empty />} exporter={entityExporter(joinRequest, { companyId: null, personId: null })}
      filters={filters} actions={<ListExportActions />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<JoinRequest> label={translate('resources.join-requests.fields.company')} sortBy="companyName"
          render={(r) => `${r.companyName} (${r.registrationNumber})`} />
        <FunctionField<JoinRequest> label={translate('resources.join-requests.fields.person')} sortable={false}
          render={(r) => `${r.firstName} ${r.lastName}`} />
        <TextField source="email" />
        <FunctionField<JoinRequest> label={translate('resources.join-requests.fields.requestedAt')} sortBy="requestedAt"
          render={(r) => formatDateTime(r.requestedAt)} />
        <JoinRequestActions />
      </Datagrid>
    </List>
  );
}
