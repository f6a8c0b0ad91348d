/**
 * Hakemukset (issue 11): every company's applications for the office (an auditor's own), newest
 * sent first; filters by status, type, responsible person, company and sent date, "Minulle
 * osoitetut", the counts per status as chips, CSV export with Finnish headers; cards on a phone.
 */
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { applicationAssignees } from '../../domain/api/applicationReviewActions';
import type { OfficeApplicationListItem } from '../../domain/api/applicationReview';
import { formatDate } from '../../domain/formats';
import { lookupChoices, useLookup } from '../../components/entity/useLookup';
import { ListExportActions } from '../../components/entity/ListExportButton';
import { CompanyFilter } from '../officeLists/CompanyFilter';
import { applicationExporter } from './applicationExporter';
import { StatusCountChips } from './StatusCountChips';

const LABEL = (field: string) => `resources.applications.fields.${field}`;

function LookupFilter({ source, lookup, label }: { source: string; lookup: string; label: string; alwaysOn?: boolean }) {
  const list = useLookup(lookup);
  return <SelectInput source={source} label={label} choices={lookupChoices(list.data)} />;
}

export function useAssignees(enabled = true) {
  return useActionQuery(applicationAssignees, {}, { enabled, staleTime: 5 * 60_000 });
}

function ResponsibleFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const assignees = useAssignees();
  return <SelectInput source={source} label={label} choices={assignees.data?.officePeople ?? []} isPending={assignees.isPending} />;
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 6 }}>
      <Typography variant="h6" component="p">
        {translate('applicationReview.list.empty')}
      </Typography>
    </Box>
  );
}

const auditorName = (record: OfficeApplicationListItem) => (record.auditorUser ? `${record.auditorUser.firstName} ${record.auditorUser.lastName}` : '');

export function ApplicationList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('applicationReview.list.search')} />,
    <NullableBooleanInput key="assigned_to_me" source="assigned_to_me" label="applicationReview.list.assignedToMe" alwaysOn />,
    <LookupFilter key="status" source="application_status_id" lookup="application-statuses" label={LABEL('applicationStatusId')} />,
    <LookupFilter key="type" source="application_type_id" lookup="application-types" label={LABEL('applicationTypeId')} />,
    <ResponsibleFilter key="responsible" source="pateva_responsible_person_id" label="applicationReview.list.responsible" />,
    <CompanyFilter key="company_id" source="company_id" label="applicationReview.list.company" />,
    <DateInput key="sent_from" source="sent_from" label="applicationReview.list.sentFrom" />,
    <DateInput key="sent_to" source="sent_to" label="applicationReview.list.sentTo" />,
  ];
  return (
    <List
      title="applicationReview.list.title"
      sort={{ field: 'sentAt', order: 'DESC' }}
      filters={filters}
      actions={<ListExportActions />}
      exporter={applicationExporter}
      empty={<Empty />}
    >
      <StatusCountChips />
      {phone ? (
        <SimpleList<OfficeApplicationListItem>
          linkType="show"
          primaryText={(record) => record.companyName}
          secondaryText={(record) => `${record.target.name} · ${record.status.name}`}
          tertiaryText={(record) => formatDate(record.sentAt)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
          <TextField source="id" label={LABEL('id')} />
          <TextField source="companyName" label={LABEL('companyName')} />
          <FunctionField source="applicationTypeId" label={LABEL('applicationTypeId')} render={(record: OfficeApplicationListItem) => record.target.name} />
          <FunctionField source="applicationStatusId" label={LABEL('applicationStatusId')} render={(record: OfficeApplicationListItem) => record.status.name} />
          <FunctionField label={LABEL('patevaResponsiblePerson')} render={(record: OfficeApplicationListItem) => record.patevaResponsiblePerson ?? ''} />
          <FunctionField label={LABEL('auditorUser')} render={auditorName} />
          <FunctionField source="sentAt" label={LABEL('sentAt')} render={(record: OfficeApplicationListItem) => formatDate(record.sentAt)} />
        </Datagrid>
      )}
    </List>
  );
}
