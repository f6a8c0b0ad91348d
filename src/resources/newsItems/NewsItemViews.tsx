/**
 * The office's news items (issue 22 §4): the portal's own front-page news, served in the association
 * feed's shape when NEWS_FEED_URL is unset. List, add, show, change and remove (after a confirmation).
 */
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Create, CreateButton, Datagrid, Edit, List, Show, SimpleForm, SimpleList, SimpleShowLayout, TextField, TextInput, useTranslate } from 'react-admin';
import { DayField } from '../../components/entity/DayField';
import { EntityInputs } from '../../components/entity/EntityInputs';
import { CreateAndExportActions, EditActions, SaveAndDeleteToolbar } from '../../components/entity/ResourceToolbars';
import { entityExporter } from '../../components/entity/entityExporter';
import { useEntityResolver } from '../../components/entity/useEntityResolver';
import { newsItem, type NewsItem } from '../../domain/entities/newsItem';
import { formatDate } from '../../domain/formats';
import { NewsImagePanel } from './NewsImagePanel';

const LABEL = (field: string) => `resources.news-items.fields.${field}`;

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography variant="h6" component="p">{translate('news.office.empty')}</Typography>
      <CreateButton label="news.office.add" variant="contained" />
    </Box>
  );
}

const filters = [<TextInput key="q" source="q" alwaysOn label="news.office.search" resettable />];

export function NewsItemList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List sort={{ field: 'date', order: 'DESC' }} filters={filters} actions={<CreateAndExportActions addLabel="news.office.add" />} exporter={entityExporter(newsItem)} title="news.office.title" empty={<Empty />}>
      {phone ? (
        <SimpleList<NewsItem> linkType="show" primaryText={(record) => record.title} secondaryText={(record) => formatDate(record.date)} sx={{ '.MuiListItemText-primary': { overflowWrap: 'anywhere' } }} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
          <TextField source="title" label={LABEL('title')} />
          <DayField source="date" label={LABEL('date')} />
          <TextField source="categoryName" label={LABEL('categoryName')} />
        </Datagrid>
      )}
    </List>
  );
}

const toolbar = <SaveAndDeleteToolbar<NewsItem> confirmTitle="news.office.confirm.title" confirmContent="news.office.confirm.body" name={(record) => record.title.slice(0, 80)} />;

function NewsItemForm() {
  const resolver = useEntityResolver(newsItem);
  const today = new Date();
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return (
    <SimpleForm resolver={resolver} toolbar={toolbar} defaultValues={{ date: iso }}>
      <EntityInputs entity={newsItem} />
    </SimpleForm>
  );
}

export function NewsItemCreate() {
  return (
    <Create redirect="show" title="news.office.add">
      <NewsItemForm />
    </Create>
  );
}

export function NewsItemEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <NewsItemForm />
    </Edit>
  );
}

export function NewsItemShow() {
  return (
    <Show actions={<EditActions />}>
      <SimpleShowLayout>
        <TextField source="title" label={LABEL('title')} />
        <DayField source="date" label={LABEL('date')} />
        <TextField source="categoryName" label={LABEL('categoryName')} emptyText="–" />
        <TextField source="description" label={LABEL('description')} emptyText="–" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="body" label={LABEL('body')} emptyText="–" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="image" label={LABEL('image')} emptyText="–" sx={{ overflowWrap: 'anywhere' }} />
      </SimpleShowLayout>
      <NewsImagePanel />
    </Show>
  );
}
