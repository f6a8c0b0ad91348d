/** The office desk's pending join requests of every company, oldest first (resource `join-requests`, entities/joinRequest.ts). */
import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, Pagination, TextField, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/formats';
import { DEFAULT_PAGE_SIZE } from '../../domain/schemas/list';
import { JoinRequestActions } from './JoinRequestActions';
import type { JoinRequest } from '../../domain/entities/joinRequest';

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
  return (
    <List perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'requestedAt', order: 'ASC' }} pagination={<Pagination rowsPerPageOptions={[DEFAULT_PAGE_SIZE]} />} empty={<Empty />} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<JoinRequest> label={translate('resources.join-requests.fields.company')} sortable={false}
          render={(r) => `${r.companyName} (${r.registrationNumber})`} />
        <FunctionField<JoinRequest> label={translate('resources.join-requests.fields.person')} sortable={false}
          render={(r) => `${r.firstName} ${r.lastName}`} />
        <TextField source="email" sortable={false} />
        <FunctionField<JoinRequest> label={translate('resources.join-requests.fields.requestedAt')} sortable={false}
          render={(r) => formatDateTime(r.requestedAt)} />
        <JoinRequestActions />
      </Datagrid>
    </List>
  );
}
