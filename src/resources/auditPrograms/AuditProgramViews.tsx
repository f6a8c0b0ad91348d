/**
 * Audit programmes (issue 21) as a react-admin resource: the office's list across companies (filters,
 * CSV export), show, edit and create at /office/audit-programs; the auditor's "Omat auditoinnit" at
 * /audit/audit-programs (the server answers an auditor only their own programmes), with links to the
 * report editor, the costs and the self-evaluation of a programme.
 */
import { Alert, Box, Button as MuiButton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  Create,
  Datagrid,
  DateInput,
  Edit,
  List,
  NumberInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { EntityInputs } from '../../components/entity/EntityInputs';
import { entityExporter } from '../../components/entity/entityExporter';
import { CreateAndExportActions, EditActions } from '../../components/entity/ResourceToolbars';
import { LookupField } from '../../components/entity/LookupField';
import { LookupInput } from '../../components/entity/LookupInput';
import { DayField } from '../../components/entity/DayField';
import { useEntityResolver } from '../../components/entity/useEntityResolver';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { programAuditors } from '../../domain/api/auditProgramActions';
import { auditProgram, type AuditProgram } from '../../domain/entities/auditProgram';
import { AUDITED_CERTIFICATE_KINDS } from '../../domain/auditCodes';
import { ReportModalButton } from './AuditReportModal';

import { SelfEvaluationComparison } from '../selfEvaluation';

const LABEL = (field: string) => `resources.audit-programs.fields.${field}`;

function AuditorInput({ source, alwaysOn, label }: { source: string; alwaysOn?: boolean; label?: string }) {
  const auditors = useActionQuery(programAuditors, {}, { staleTime: 5 * 60_000 });
  const choices = (auditors.data?.data ?? []).map((person) => ({ id: person.id, name: person.email ? `${person.name} (${person.email})` : person.name }));
  return <SelectInput source={source} alwaysOn={alwaysOn} label={label ?? LABEL(source)} choices={choices} emptyText="pateva.entity.choose" fullWidth />;
}

const officeFilters = [
  <TextInput key="q" source="q" alwaysOn label="auditPrograms.search" resettable />,
  <LookupInput key="certificate_type_id" source="certificate_type_id" lookup="certificate-kinds" only={AUDITED_CERTIFICATE_KINDS} label="auditPrograms.filters.certificateTypeId" />,
  <LookupInput key="status_id" source="status_id" lookup="audit-program-statuses" label="auditPrograms.filters.statusId" />,
  <LookupInput key="report_status_id" source="report_status_id" lookup="report-statuses" label="auditPrograms.filters.reportStatusId" />,
  <AuditorInput key="auditor_id" source="auditor_id" label="auditPrograms.filters.auditorId" />,
  <DateInput key="planned_from" source="planned_from" label="auditPrograms.filters.plannedFrom" />,
  <DateInput key="planned_to" source="planned_to" label="auditPrograms.filters.plannedTo" />,
];

function ProgramRows() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <SimpleList<AuditProgram>
        linkType="show"
        primaryText={(record) => record.companyName}
        secondaryText={(record) => [record.plannedStartDate?.split('-').reverse().join('.') ?? '–', record.primaryAuditorName ?? ''].filter(Boolean).join(' · ')}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
      <TextField source="companyName" label={LABEL('companyName')} />
      <LookupField source="certificateTypeId" lookup="certificate-kinds" label={LABEL('certificateTypeId')} />
      <LookupField source="auditKindId" lookup="audit-kinds" label={LABEL('auditKindId')} sortable={false} />
      <DayField source="plannedStartDate" label={LABEL('plannedStartDate')} emptyText="–" />
      <TextField source="primaryAuditorName" label={LABEL('primaryAuditorName')} emptyText="–" sortable={false} />
      <LookupField source="statusId" lookup="audit-program-statuses" label={LABEL('statusId')} sortable={false} />
      <LookupField source="reportStatusId" lookup="report-statuses" label={LABEL('reportStatusId')} sortable={false} />
    </Datagrid>
  );
}

export function AuditProgramList() {
  return (
    <List
      sort={{ field: 'plannedStartDate', order: 'ASC' }}
      filters={officeFilters}
      actions={<CreateAndExportActions addLabel="auditPrograms.add" />}
      exporter={entityExporter(auditProgram)}
      title="auditPrograms.title"
      empty={false}
    >
      <ProgramRows />
    </List>
  );
}

/** "Omat auditoinnit": the auditor's programmes by planned date (the server answers only their own). */
export function OwnAuditProgramList() {
  return (
    <List sort={{ field: 'plannedStartDate', order: 'ASC' }} filters={[<TextInput key="q" source="q" alwaysOn label="auditPrograms.search" resettable />]} actions={false} exporter={false} title="auditPrograms.ownTitle" empty={false}>
      <ProgramRows />
    </List>
  );
}

function ProgramForm({ creating }: { creating: boolean }) {
  const resolver = useEntityResolver(auditProgram);
  return (
    <SimpleForm resolver={resolver}>
      {creating && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {useTranslate()('auditPrograms.create.intro')}
        </Typography>
      )}
      <EntityInputs
        entity={auditProgram}
        overrides={{
          applicationId: creating ? <NumberInput source="applicationId" label="auditPrograms.create.application" min={1} /> : null,
          companyId: creating ? <NumberInput source="companyId" label="auditPrograms.create.company" min={1} /> : null,
          certificateTypeId: creating ? <LookupInput source="certificateTypeId" lookup="certificate-kinds" only={AUDITED_CERTIFICATE_KINDS} label={LABEL('certificateTypeId')} /> : null,
          auditKindId: creating ? undefined : null,
          primaryAuditorId: <AuditorInput source="primaryAuditorId" />,
          secondaryAuditorId: <AuditorInput source="secondaryAuditorId" />,
          statementId: <LookupInput source="statementId" lookup="review-statuses" only={[6, 7, 8, 9]} label={LABEL('statementId')} />,
        }}
      />
    </SimpleForm>
  );
}

export function AuditProgramCreate() {
  return (
    <Create redirect="show" title="auditPrograms.add">
      <ProgramForm creating />
    </Create>
  );
}

export function AuditProgramEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ProgramForm creating={false} />
    </Edit>
  );
}

function ProgramTitle() {
  const record = useRecordContext<AuditProgram>();
  return <span>{record?.companyName ?? ''}</span>;
}

/** Links to the programme's other pages in the area (report editor, costs, self-evaluation). */
function ProgramLinks({ area }: { area: 'office' | 'audit' }) {
  const record = useRecordContext<AuditProgram>();
  const translate = useTranslate();
  if (!record) return null;
  const base = `/${area}/audit-programs/${record.id}`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ p: { xs: 1, sm: 2 } }}>
      <MuiButton component={Link} to={`${base}/report`} variant="contained">
        {translate('auditPrograms.links.report')}
      </MuiButton>
      <ReportModalButton />

      {/* The office reads the costs (ProgramCostsPage); the auditor writes their own. */}
      <MuiButton component={Link} to={`${base}/costs`} variant="outlined">
        {translate('auditPrograms.links.costs')}
      </MuiButton>
      {area === 'audit' && (
        <MuiButton component={Link} to={`${base}/self-evaluation`} variant="outlined">
          {translate('auditPrograms.links.selfEvaluation')}
        </MuiButton>
      )}
    </Stack>
  );
}

function Objection() {
  const record = useRecordContext<AuditProgram>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
      {record.requiresNewAuditor && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('auditPrograms.rotation')}
        </Alert>
      )}
      <Typography variant="subtitle2" component="h2">
        {translate('auditPrograms.objection.title')}
      </Typography>
      {record.companyObjection ? (
        <Alert severity="info" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.companyObjection}
        </Alert>
      ) : (
        <Typography variant="body2">{translate('auditPrograms.objection.none')}</Typography>
      )}
    </Box>
  );
}

/** The company's self-evaluation beside the auditor's scores (a panel, closed until opened). */
function Comparison() {
  const record = useRecordContext<AuditProgram>();
  if (!record || record.companyId === null) return null;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
      <SelfEvaluationComparison companyId={record.companyId} programId={record.id} />
    </Box>
  );
}

function ProgramShowLayout() {
  return (
    <SimpleShowLayout>
      <TextField source="companyName" label={LABEL('companyName')} />
      <LookupField source="certificateTypeId" lookup="certificate-kinds" label={LABEL('certificateTypeId')} />
      <LookupField source="auditKindId" lookup="audit-kinds" label={LABEL('auditKindId')} />
      <LookupField source="statusId" lookup="audit-program-statuses" label={LABEL('statusId')} />
      <DayField source="plannedStartDate" label={LABEL('plannedStartDate')} emptyText="–" />
      <DayField source="startDate" label={LABEL('startDate')} emptyText="–" />
      <TextField source="durationInDays" label={LABEL('durationInDays')} emptyText="–" />
      <DayField source="reportDueDate" label={LABEL('reportDueDate')} emptyText="–" />
      <TextField source="primaryAuditorName" label={LABEL('primaryAuditorName')} emptyText="–" />
      <TextField source="secondaryAuditorName" label={LABEL('secondaryAuditorName')} emptyText="–" />
      <TextField source="previousAuditorName" label={LABEL('previousAuditorName')} emptyText="–" />
      <TextField source="nextAuditorName" label={LABEL('nextAuditorName')} emptyText="–" />
      <BooleanField source="requiresNewAuditor" label={LABEL('requiresNewAuditor')} />
      <LookupField source="reportStatusId" lookup="report-statuses" label={LABEL('reportStatusId')} emptyText="–" />
      <LookupField source="statementId" lookup="review-statuses" label={LABEL('statementId')} emptyText="–" />
      <TextField source="statementAdditionalInfo" label={LABEL('statementAdditionalInfo')} emptyText="–" sx={{ whiteSpace: 'pre-wrap' }} />
      <DayField source="companyNotifiedAt" withTime label={LABEL('companyNotifiedAt')} emptyText="–" />
    </SimpleShowLayout>
  );
}

export function AuditProgramShow() {
  return (
    <Show actions={<EditActions />} title={<ProgramTitle />}>
      <ProgramShowLayout />
      <Objection />
      <ProgramLinks area="office" />
      <Comparison />
    </Show>
  );
}

export function OwnAuditProgramShow() {
  return (
    <Show actions={<TopToolbar />} title={<ProgramTitle />}>
      <ProgramLinks area="audit" />
      <ProgramShowLayout />
      <Objection />
      <Comparison />
    </Show>
  );
}
