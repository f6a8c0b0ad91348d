/**
 * The office's help pages (issue 22 §4): Markdown by slug; the help modal opens 'common'. The show
 * view previews the page as the modal shows it (SafeMarkdown).
 */
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Create, CreateButton, Datagrid, Edit, Labeled, List, Show, SimpleForm, SimpleList, SimpleShowLayout, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { DayField } from '../../components/entity/DayField';
import { EntityInputs } from '../../components/entity/EntityInputs';
import { CreateAndExportActions, EditActions, SaveAndDeleteToolbar } from '../../components/entity/ResourceToolbars';
import { entityExporter } from '../../components/entity/entityExporter';
import { useEntityResolver } from '../../components/entity/useEntityResolver';
import { helpPage, type HelpPage } from '../../domain/entities/helpPage';
import SafeMarkdown from '../../components/markdown/SafeMarkdown';

const LABEL = (field: string) => `resources.help-pages.fields.${field}`;

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography variant="h6" component="p">{translate('help.office.empty')}</Typography>
      <CreateButton label="help.office.add" variant="contained" />
    </Box>
  );
}

const filters = [<TextInput key="q" source="q" alwaysOn label="help.office.search" resettable />];

export function HelpPageList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List sort={{ field: 'slug', order: 'ASC' }} filters={filters} actions={<CreateAndExportActions addLabel="help.office.add" />} exporter={entityExporter(helpPage)} title="help.office.title" empty={<Empty />}>
      {phone ? (
        <SimpleList<HelpPage> linkType="show" primaryText={(record) => record.title} secondaryText={(record) => record.slug} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
          <TextField source="slug" label={LABEL('slug')} />
          <TextField source="title" label={LABEL('title')} />
          <DayField source="updatedAt" label={LABEL('updatedAt')} withTime />
        </Datagrid>
      )}
    </List>
  );
}

const toolbar = <SaveAndDeleteToolbar<HelpPage> confirmTitle="help.office.confirm.title" confirmContent="help.office.confirm.body" name={(record) => record.title.slice(0, 80)} />;

function HelpPageForm() {
  const resolver = useEntityResolver(helpPage);
  const translate = useTranslate();
  return (
    <SimpleForm resolver={resolver} toolbar={toolbar}>
      <EntityInputs entity={helpPage} />
      <Typography variant="body2" color="text.secondary">{translate('help.office.contentHelp')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('help.office.slugHelp')}</Typography>
    </SimpleForm>
  );
}

export function HelpPageCreate() {
  return (
    <Create redirect="show" title="help.office.add">
      <HelpPageForm />
    </Create>
  );
}

export function HelpPageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <HelpPageForm />
    </Edit>
  );
}

function Preview() {
  const record = useRecordContext<HelpPage>();
  if (!record) return null;
  return (
    <Labeled label="help.office.preview" fullWidth>
      <SafeMarkdown>{record.content}</SafeMarkdown>
    </Labeled>
  );
}

export function HelpPageShow() {
  return (
    <Show actions={<EditActions />}>
      <SimpleShowLayout>
        <TextField source="slug" label={LABEL('slug')} />
        <TextField source="title" label={LABEL('title')} />
        <Preview />
      </SimpleShowLayout>
    </Show>
  );
}
