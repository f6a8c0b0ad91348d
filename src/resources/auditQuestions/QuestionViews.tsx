/**
 * "Auditointikysymykset" (issue 21; SPEC §2 listing, creating, showing, editing, deleting): the
 * catalogue of questions the auditors answer in an audit report, listed by report section. The office
 * and the master auditor keep it (in /office and /audit); other auditors read it. A question already
 * answered in a report is deactivated instead of removed (the server says 409).
 */
import { Alert, Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SelectArrayInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  EditButton,
  useTranslate,
} from 'react-admin';
import { useCurrentUser } from '../../authProvider/currentUser';
import { EntityInputs } from '../../components/entity/EntityInputs';
import { entityExporter } from '../../components/entity/entityExporter';
import { CreateAndExportActions, SaveAndDeleteToolbar } from '../../components/entity/ResourceToolbars';
import { LookupField } from '../../components/entity/LookupField';
import { lookupChoices, useLookup } from '../../components/entity/useLookup';
import { useEntityResolver } from '../../components/entity/useEntityResolver';
import { AUDITED_CERTIFICATE_KINDS } from '../../domain/auditCodes';
import { auditQuestion, type AuditQuestion } from '../../domain/entities/auditQuestion';
import { hasOfficePermission, isAuditMaster } from '../../domain/permissions';

const LABEL = (field: string) => `resources.audit-questions.fields.${field}`;
const KINDS: readonly number[] = AUDITED_CERTIFICATE_KINDS;

/** The office and the master auditor keep the catalogue; other auditors read it. */
function useKeepsCatalogue(): boolean {
  const state = useCurrentUser();
  return state.status === 'signedIn' && (hasOfficePermission(state.user) || isAuditMaster(state.user));
}

function Empty() {
  const translate = useTranslate();
  const keeps = useKeepsCatalogue();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography variant="h6" component="p">
        {translate('auditQuestions.empty')}
      </Typography>
      {keeps && <CreateButton label="auditQuestions.add" variant="contained" />}
    </Box>
  );
}

function LookupFilter({ source, lookup, label, only }: { source: string; lookup: string; label: string; only?: readonly number[] }) {
  const list = useLookup(lookup);
  const choices = lookupChoices(list.data).filter((choice) => !only || only.includes(Number(choice.id)));
  return <SelectInput source={source} label={label} choices={choices} />;
}

const filters = [
  <TextInput key="q" source="q" alwaysOn label="auditQuestions.search" resettable />,
  <LookupFilter key="section" source="section_id" lookup="evaluation-report-sections" label={LABEL('sectionId')} />,
  <LookupFilter key="kind" source="certificate_type_id" lookup="certificate-kinds" label={LABEL('certificateTypeIds')} only={KINDS} />,
  <SelectInput
    key="active"
    source="active"
    label={LABEL('active')}
    choices={[
      { id: 'true', name: 'ra.boolean.true' },
      { id: 'false', name: 'ra.boolean.false' },
    ]}
  />,
];

/** The certificate kinds of a question by their Finnish names. */
function KindsField({ record }: { record: AuditQuestion }) {
  const list = useLookup('certificate-kinds');
  const names = new Map(lookupChoices(list.data).map((choice) => [Number(choice.id), choice.name]));
  return <span>{record.certificateTypeIds.map((id) => names.get(id) ?? `#${id}`).join(', ')}</span>;
}

function KindsInput() {
  const list = useLookup('certificate-kinds');
  const choices = lookupChoices(list.data).filter((choice) => KINDS.includes(Number(choice.id)));
  return <SelectArrayInput source="certificateTypeIds" label={LABEL('certificateTypeIds')} choices={choices} fullWidth />;
}

function ListActions() {
  const keeps = useKeepsCatalogue();
  return keeps ? <CreateAndExportActions addLabel="auditQuestions.add" /> : <TopToolbar />;
}

export function AuditQuestionList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      sort={{ field: 'sectionId', order: 'ASC' }}
      filters={filters}
      actions={<ListActions />}
      exporter={entityExporter(auditQuestion)}
      title="auditQuestions.title"
      empty={<Empty />}
    >
      {phone ? (
        <SimpleList<AuditQuestion>
          linkType="show"
          primaryText={(record) => record.text}
          secondaryText={(record) => `${record.sectionId}. · ${record.symbolicName}${record.active ? '' : ' · –'}`}
          sx={{ '.MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
          <LookupField source="sectionId" label={LABEL('sectionId')} lookup="evaluation-report-sections" />
          <TextField source="text" label={LABEL('text')} />
          <TextField source="symbolicName" label={LABEL('symbolicName')} />
          <FunctionField<AuditQuestion> label={LABEL('certificateTypeIds')} sortable={false} render={(record) => <KindsField record={record} />} />
          <TextField source="orderNumber" label={LABEL('orderNumber')} />
          <BooleanField source="active" label={LABEL('active')} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

const questionToolbar = (
  <SaveAndDeleteToolbar<AuditQuestion>
    confirmTitle="auditQuestions.confirm.title"
    confirmContent="auditQuestions.confirm.body"
    name={(record) => record.text.slice(0, 80)}
  />
);

function QuestionForm() {
  const resolver = useEntityResolver(auditQuestion);
  return (
    <SimpleForm resolver={resolver} toolbar={questionToolbar} defaultValues={{ active: true, orderNumber: 0, certificateTypeIds: [...KINDS] }}>
      <EntityInputs
        entity={auditQuestion}
        overrides={{ certificateTypeIds: <KindsInput />, active: <BooleanInput source="active" label={LABEL('active')} /> }}
      />
    </SimpleForm>
  );
}

export function AuditQuestionCreate() {
  return (
    <Create redirect="show" title="auditQuestions.add">
      <QuestionForm />
    </Create>
  );
}

export function AuditQuestionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <QuestionForm />
    </Edit>
  );
}

function ShowActions() {
  const keeps = useKeepsCatalogue();
  return <TopToolbar>{keeps && <EditButton />}</TopToolbar>;
}

function ReadOnlyNote() {
  const translate = useTranslate();
  const state = useCurrentUser();
  if (state.status !== 'signedIn' || hasOfficePermission(state.user) || isAuditMaster(state.user)) return null;
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {translate('auditQuestions.readOnly')}
    </Alert>
  );
}

export function AuditQuestionShow() {
  return (
    <Show actions={<ShowActions />}>
      <ReadOnlyNote />
      <SimpleShowLayout>
        <LookupField source="sectionId" label={LABEL('sectionId')} lookup="evaluation-report-sections" />
        <TextField source="symbolicName" label={LABEL('symbolicName')} />
        <TextField source="text" label={LABEL('text')} sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="description" label={LABEL('description')} sx={{ whiteSpace: 'pre-wrap' }} emptyText="–" />
        <FunctionField<AuditQuestion> label={LABEL('certificateTypeIds')} render={(record) => <KindsField record={record} />} />
        <TextField source="orderNumber" label={LABEL('orderNumber')} />
        <BooleanField source="active" label={LABEL('active')} />
      </SimpleShowLayout>
    </Show>
  );
}
