/**
 * The office's "Hakemuskysymykset" (issue 11, SPEC §2 listing, creating, showing, editing, deleting):
 * the catalogue of questions per application type and review section that companies answer in their
 * applications. A question already answered is deactivated instead of removed (the server says 409).
 */
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  List,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { EntityInputs } from '../../components/entity/EntityInputs';
import { entityExporter } from '../../components/entity/entityExporter';
import { CreateAndExportActions, EditActions, SaveAndDeleteToolbar } from '../../components/entity/ResourceToolbars';
import { LookupField } from '../../components/entity/LookupField';
import { lookupChoices, useLookup } from '../../components/entity/useLookup';
import { useEntityResolver } from '../../components/entity/useEntityResolver';
import { applicationQuestion, type ApplicationQuestion } from '../../domain/entities/applicationQuestion';

const LABEL = (field: string) => `resources.application-questions.fields.${field}`;


function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography variant="h6" component="p">
        {translate('applicationQuestions.empty')}
      </Typography>
      <CreateButton label="applicationQuestions.add" variant="contained" />
    </Box>
  );
}

function LookupFilter({ source, lookup, label }: { source: string; lookup: string; label: string }) {
  const list = useLookup(lookup);
  return <SelectInput source={source} label={label} choices={lookupChoices(list.data)} />;
}

const filters = [
  <TextInput key="q" source="q" alwaysOn label="applicationQuestions.search" resettable />,
  <LookupFilter key="type" source="application_type_id" lookup="application-types" label={LABEL('applicationTypeId')} />,
  <LookupFilter key="section" source="section_id" lookup="application-review-sections" label={LABEL('sectionId')} />,
];

export function QuestionList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      sort={{ field: 'orderNumber', order: 'ASC' }}
      filters={filters}
      actions={<CreateAndExportActions addLabel="applicationQuestions.add" />}
      exporter={entityExporter(applicationQuestion)}
      title="applicationQuestions.title"
      empty={<Empty />}
    >
      {phone ? (
        <SimpleList<ApplicationQuestion> linkType="show" primaryText={(record) => record.text} sx={{ '.MuiListItemText-primary': { overflowWrap: 'anywhere' } }} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
          <TextField source="text" label={LABEL('text')} />
          <LookupField source="applicationTypeId" label={LABEL('applicationTypeId')} lookup="application-types" />
          <LookupField source="sectionId" label={LABEL('sectionId')} lookup="application-review-sections" />
          <TextField source="orderNumber" label={LABEL('orderNumber')} />
          <BooleanField source="active" label={LABEL('active')} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

const questionToolbar = (
  <SaveAndDeleteToolbar<ApplicationQuestion>
    confirmTitle="applicationQuestions.confirm.title"
    confirmContent="applicationQuestions.confirm.body"
    name={(record) => record.text.slice(0, 80)}
  />
);

function QuestionForm() {
  const resolver = useEntityResolver(applicationQuestion);
  return (
    <SimpleForm resolver={resolver} toolbar={questionToolbar} defaultValues={{ active: true, orderNumber: 0 }}>
      <EntityInputs entity={applicationQuestion} />
    </SimpleForm>
  );
}

export function QuestionCreate() {
  return (
    <Create redirect="show" title="applicationQuestions.add">
      <QuestionForm />
    </Create>
  );
}

export function QuestionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <QuestionForm />
    </Edit>
  );
}

export function QuestionShow() {
  return (
    <Show actions={<EditActions />}>
      <SimpleShowLayout>
        <TextField source="text" label={LABEL('text')} sx={{ whiteSpace: 'pre-wrap' }} />
        <LookupField source="applicationTypeId" label={LABEL('applicationTypeId')} lookup="application-types" />
        <LookupField source="sectionId" label={LABEL('sectionId')} lookup="application-review-sections" />
        <TextField source="orderNumber" label={LABEL('orderNumber')} />
        <BooleanField source="active" label={LABEL('active')} />
      </SimpleShowLayout>
    </Show>
  );
}
