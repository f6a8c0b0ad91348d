/**
 * "Esteellisyydet" (issue 21; ISO/IEC 17021-1 5.2): the register of auditors' declared conflicts of
 * interest, /api/auditor-conflicts. The office keeps it (in /office: every declaration, any auditor,
 * removal after a confirmation naming the declaration); an auditor in /audit lists, declares and
 * changes only their own — declared for themselves, ended by an end date, never removed (the server
 * refuses, docs/decisions.md "The conflicts register").
 */
import { Alert, Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  EditButton,
  List,
  ReferenceInput,
  SaveButton,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { useCurrentUser } from '../../authProvider/currentUser';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { DayField } from '../../components/entity/DayField';
import { EntityInputs } from '../../components/entity/EntityInputs';
import { entityExporter } from '../../components/entity/entityExporter';
import { LookupField } from '../../components/entity/LookupField';
import { LookupInput } from '../../components/entity/LookupInput';
import { CreateAndExportActions, SaveAndDeleteToolbar } from '../../components/entity/ResourceToolbars';
import { useEntityResolver } from '../../components/entity/useEntityResolver';
import { CompanyFilter } from '../officeLists/CompanyFilter';
import { programAuditors } from '../../domain/api/auditProgramActions';
import { auditorConflict, type AuditorConflict } from '../../domain/entities/auditorConflict';
import { hasOfficePermission } from '../../domain/permissions';

const LABEL = (field: string) => `resources.auditor-conflicts.fields.${field}`;
const T = (key: string) => `pateva.auditorConflicts.${key}`;

/** The office (and sysadmins) keep every declaration; anyone else here is an auditor with their own. */
function useRegister(): { keeps: boolean; personId: number | null } {
  const state = useCurrentUser();
  if (state.status !== 'signedIn') return { keeps: false, personId: null };
  return { keeps: hasOfficePermission(state.user), personId: state.user.personId };
}

function AuditorInput({ source, label, alwaysOn }: { source: string; label: string; alwaysOn?: boolean }) {
  const auditors = useActionQuery(programAuditors, {}, { staleTime: 5 * 60_000 });
  const choices = (auditors.data?.data ?? []).map((person) => ({ id: person.id, name: person.email ? `${person.name} (${person.email})` : person.name }));
  return <SelectInput source={source} label={label} alwaysOn={alwaysOn} choices={choices} emptyText="pateva.entity.choose" fullWidth />;
}

const CURRENT_CHOICES = [
  { id: 'true', name: T('currentChoices.true') },
  { id: 'false', name: T('currentChoices.false') },
];

function filters(keeps: boolean): ReactElement[] {
  const common = [
    <TextInput key="q" source="q" alwaysOn label={T('search')} resettable />,
    <SelectInput key="current" source="current" label={T('current')} choices={CURRENT_CHOICES} />,
    <LookupInput key="conflict_type_id" source="conflict_type_id" lookup="auditor-conflict-types" label={LABEL('conflictTypeId')} />,
  ];
  return keeps
    ? [...common, <AuditorInput key="person_id" source="person_id" label={LABEL('personId')} />, <CompanyFilter key="company_id" source="company_id" label={LABEL('companyId')} />]
    : common;
}

function Empty() {
  const translate = useTranslate();
  const { keeps } = useRegister();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography variant="h6" component="p">
        {translate(T(keeps ? 'empty' : 'ownEmpty'))}
      </Typography>
      <CreateButton label={T('add')} variant="contained" />
    </Box>
  );
}

const day = (value: string | null) => (value ? value.split('-').reverse().join('.') : '…');

function Rows({ keeps }: { keeps: boolean }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <SimpleList<AuditorConflict>
        linkType="show"
        primaryText={(record) => record.companyName}
        secondaryText={(record) => [keeps ? record.personName : null, `${day(record.validFrom)}–${day(record.validTo)}`].filter(Boolean).join(' · ')}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
      {keeps && <TextField source="personName" label={LABEL('personName')} />}
      <TextField source="companyName" label={LABEL('companyName')} />
      <LookupField source="conflictTypeId" lookup="auditor-conflict-types" label={LABEL('conflictTypeId')} />
      <DayField source="validFrom" label={LABEL('validFrom')} />
      <DayField source="validTo" label={LABEL('validTo')} emptyText="–" />
    </Datagrid>
  );
}

function Intro() {
  const translate = useTranslate();
  const { keeps } = useRegister();
  if (keeps) return null;
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {translate(T('intro'))}
    </Alert>
  );
}

export function ConflictList() {
  const { keeps } = useRegister();
  return (
    <>
      <Intro />
      <List
        sort={{ field: 'validFrom', order: 'DESC' }}
        filters={filters(keeps)}
        actions={keeps ? <CreateAndExportActions addLabel={T('add')} /> : <TopToolbar><CreateButton label={T('add')} /></TopToolbar>}
        exporter={keeps ? entityExporter(auditorConflict) : false}
        title={T('title')}
        empty={<Empty />}
      >
        <Rows keeps={keeps} />
      </List>
    </>
  );
}

const officeToolbar = (
  <SaveAndDeleteToolbar<AuditorConflict>
    confirmTitle={T('confirm.title')}
    confirmContent={T('confirm.body')}
    name={(record) => `${record.personName}, ${record.companyName}`}
  />
);

/** The auditor saves; a declaration is ended by its end date, not removed. */
const auditorToolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

function CompanyInput() {
  return (
    <ReferenceInput source="companyId" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput label={LABEL('companyId')} optionText="name" filterToQuery={(q) => ({ q })} fullWidth isRequired />
    </ReferenceInput>
  );
}

function ConflictForm() {
  const resolver = useEntityResolver(auditorConflict);
  const { keeps, personId } = useRegister();
  return (
    <SimpleForm resolver={resolver} toolbar={keeps ? officeToolbar : auditorToolbar} defaultValues={keeps ? {} : { personId }}>
      <EntityInputs
        entity={auditorConflict}
        overrides={{
          // An auditor declares for themselves: the person is theirs, not asked.
          personId: keeps ? <AuditorInput source="personId" label={LABEL('personId')} /> : null,
          companyId: <CompanyInput />,
        }}
      />
    </SimpleForm>
  );
}

export function ConflictCreate() {
  const { personId, keeps } = useRegister();
  // The form's defaults need the signed-in person first (an auditor declares for themselves).
  if (!keeps && personId === null) return null;
  return (
    <Create redirect="show" title={T('add')}>
      <ConflictForm />
    </Create>
  );
}

export function ConflictEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ConflictForm />
    </Edit>
  );
}

export function ConflictShow() {
  const { keeps } = useRegister();
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        {keeps && <TextField source="personName" label={LABEL('personName')} />}
        <TextField source="companyName" label={LABEL('companyName')} />
        <LookupField source="conflictTypeId" lookup="auditor-conflict-types" label={LABEL('conflictTypeId')} />
        <TextField source="description" label={LABEL('description')} emptyText="–" sx={{ whiteSpace: 'pre-wrap' }} />
        <DayField source="validFrom" label={LABEL('validFrom')} />
        <DayField source="validTo" label={LABEL('validTo')} emptyText="–" />
      </SimpleShowLayout>
    </Show>
  );
}
