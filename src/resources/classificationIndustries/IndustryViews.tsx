/**
 * The office's "Toimialaluokitus": the association's classification industries as a react-admin
 * resource — the list in sort-number order (SPEC §9, so it reads as the tree) with search and
 * CSV export, create and edit of an industry, and its show view with its requirements.
 */
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SelectArrayInput,
  SimpleList,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EntityInputs } from '../../components/entity/EntityInputs';
import { EntityPanel } from '../../components/entity/EntityPanel';
import { ListPagination } from '../../components/entity/ListPagination';
import { MAX_PAGE_SIZE } from '../../domain/schemas/list';
import { entityExporter } from '../../components/entity/entityExporter';
import { CreateAndExportActions, EditActions, SaveAndDeleteToolbar } from '../../components/entity/ResourceToolbars';
import { lookupChoices, useLookup } from '../../components/entity/useLookup';
import { useEntityResolver } from '../../components/entity/useEntityResolver';
import { classificationIndustry, industryRequirement, type ClassificationIndustry, type IndustryRequirement } from '../../domain/entities/classificationIndustry';
import { industryLevel } from '../../domain/industries';

const LABEL = (field: string) => `resources.classification-industries.fields.${field}`;


export function IndustryList() {
  // On a phone the rows are a simple list: the table's columns are wider than the screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      perPage={MAX_PAGE_SIZE}
      pagination={<ListPagination />}
      sort={{ field: 'sortNumber', order: 'ASC' }}
      filters={[<TextInput key="q" source="q" alwaysOn label="industries.picker.search" resettable />]}
      actions={<CreateAndExportActions addLabel="industries.office.add" />}
      exporter={entityExporter(classificationIndustry)}
      title="industries.office.title"
    >
      {phone ? (
        <SimpleList<ClassificationIndustry>
          linkType="show"
          primaryText={(record) => `${record.symbolicNumber} ${record.shortDescription}`}
          sx={{ '.MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
        />
      ) : (
      <Datagrid bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
        <FunctionField
          source="symbolicNumber"
          label={LABEL('symbolicNumber')}
          sortBy="sortNumber"
          render={(record: ClassificationIndustry) => (
            <Box component="span" sx={{ pl: (industryLevel(record.symbolicNumber) - 1) * 2, fontWeight: industryLevel(record.symbolicNumber) === 1 ? 600 : 400, whiteSpace: 'nowrap' }}>
              {record.symbolicNumber}
            </Box>
          )}
        />
        <TextField source="shortDescription" label={LABEL('shortDescription')} />
        <BooleanField source="availableProficiency" label={LABEL('availableProficiency')} sortable={false} />
        <BooleanField source="availableCertification" label={LABEL('availableCertification')} sortable={false} />
        <BooleanField source="active" label={LABEL('active')} sortable={false} />
      </Datagrid>
      )}
    </List>
  );
}

function IndustryForm() {
  const resolver = useEntityResolver(classificationIndustry);
  const translate = useTranslate();
  return (
    <SimpleForm resolver={resolver} toolbar={industryToolbar}>
      <Typography variant="body2" color="text.secondary">
        {translate('industries.office.numberHint')}
      </Typography>
      <EntityInputs entity={classificationIndustry} />
    </SimpleForm>
  );
}

const industryToolbar = (
  <SaveAndDeleteToolbar<ClassificationIndustry>
    confirmTitle="industries.office.confirmIndustry.title"
    confirmContent="industries.office.confirmIndustry.body"
    name={(record) => `${record.symbolicNumber} ${record.shortDescription}`}
  />
);

export function IndustryCreate() {
  return (
    <Create redirect="show" title="industries.office.add">
      <IndustryForm />
    </Create>
  );
}

export function IndustryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <IndustryForm />
    </Edit>
  );
}

function IdsInput({ source, lookup }: { source: string; lookup: string }) {
  const list = useLookup(lookup);
  return <SelectArrayInput source={source} label={`resources.classification-industry-requirements.fields.${source}`} choices={lookupChoices(list.data)} fullWidth />;
}

function IdsField({ record, lookup, source }: { record: IndustryRequirement; lookup: string; source: 'educationDegreeIds' | 'personCertificateTypeIds' }) {
  const list = useLookup(lookup);
  const names = new Map(lookupChoices(list.data).map((choice) => [choice.id, choice.name]));
  return <span>{record[source].map((id) => names.get(id) ?? `#${id}`).join(', ')}</span>;
}

const REQUIREMENT_TEXTS = { prefix: 'industries.requirements', created: 'industries.requirements.saved', updated: 'industries.requirements.saved', deleted: 'industries.requirements.removed' };

function Requirements() {
  const record = useRecordContext<ClassificationIndustry>();
  if (!record?.id) return null;
  return (
    <EntityPanel
      entity={industryRequirement}
      parent={{ classificationIndustryId: record.id }}
      canChange
      texts={REQUIREMENT_TEXTS}
      recordName={(requirement) => `#${requirement.id}`}
      sort={{ field: 'id', order: 'ASC' }}
      extraColumns={[
        <FunctionField
          key="educationDegreeIds"
          label="resources.classification-industry-requirements.fields.educationDegreeIds"
          render={(requirement: IndustryRequirement) => <IdsField record={requirement} lookup="education-degrees" source="educationDegreeIds" />}
        />,
      ]}
      inputs={{
        educationDegreeIds: <IdsInput source="educationDegreeIds" lookup="education-degrees" />,
        personCertificateTypeIds: <IdsInput source="personCertificateTypeIds" lookup="person-certificate-types" />,
      }}
    />
  );
}

export function IndustryShow() {
  return (
    <Show actions={<EditActions />}>
      <SimpleShowLayout>
        <TextField source="symbolicNumber" label={LABEL('symbolicNumber')} />
        <TextField source="shortDescription" label={LABEL('shortDescription')} />
        <TextField source="longDescription" label={LABEL('longDescription')} emptyText="–" />
        <TextField source="sortNumber" label={LABEL('sortNumber')} />
        <BooleanField source="availableProficiency" label={LABEL('availableProficiency')} />
        <BooleanField source="availableCertification" label={LABEL('availableCertification')} />
        <BooleanField source="active" label={LABEL('active')} />
      </SimpleShowLayout>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Requirements />
      </Box>
    </Show>
  );
}
