/**
 * The office's "Lautakunnat" (issue 20): boards as a react-admin resource — list, create, edit and
 * the board's page with its members (EntityPanel: add, change the role or activity, remove). A member
 * is picked among the people whose user holds the board permission; the responsible person among
 * the office's staff.
 */
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, Create, Datagrid, Edit, List, SelectInput, Show, SimpleForm, SimpleList, SimpleShowLayout, TextField, TextInput, useRecordContext } from 'react-admin';
import { EntityInputs } from '../../components/entity/EntityInputs';
import { EntityPanel } from '../../components/entity/EntityPanel';
import { entityExporter } from '../../components/entity/entityExporter';
import { CreateAndExportActions, EditActions, SaveAndDeleteToolbar } from '../../components/entity/ResourceToolbars';
import { useEntityResolver } from '../../components/entity/useEntityResolver';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { boardPeople } from '../../domain/api/boardActions';
import { board, boardMember, type Board, type BoardMember } from '../../domain/entities/board';

const LABEL = (field: string) => `resources.boards.fields.${field}`;

export function BoardList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      sort={{ field: 'name', order: 'ASC' }}
      filters={[<TextInput key="q" source="q" alwaysOn label="boards.search" resettable />]}
      actions={<CreateAndExportActions addLabel="boards.add" />}
      exporter={entityExporter(board)}
      title="boards.title"
    >
      {phone ? (
        <SimpleList<Board> linkType="show" primaryText={(record) => record.name} secondaryText={(record) => record.shortName ?? ''} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
          <TextField source="name" label={LABEL('name')} />
          <TextField source="shortName" label={LABEL('shortName')} emptyText="–" />
          <TextField source="memberCount" label={LABEL('memberCount')} sortable={false} />
          <BooleanField source="active" label={LABEL('active')} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

/** People as choices of a person field: the board's people (members) or the office's (responsible person). */
function PersonInput({ source, label, kind }: { source: string; label: string; kind: 'boardPeople' | 'officePeople' }) {
  const people = useActionQuery(boardPeople, {}, { staleTime: 5 * 60_000 });
  const choices = (people.data?.[kind] ?? []).map((person) => ({ id: person.id, name: person.email ? `${person.name} (${person.email})` : person.name }));
  return <SelectInput source={source} label={label} choices={choices} emptyText="pateva.entity.choose" fullWidth />;
}

const boardToolbar = <SaveAndDeleteToolbar<Board> confirmTitle="boards.confirm.title" confirmContent="boards.confirm.body" name={(record) => record.name} />;

function BoardForm() {
  const resolver = useEntityResolver(board);
  return (
    <SimpleForm resolver={resolver} toolbar={boardToolbar} defaultValues={{ active: true }}>
      <EntityInputs entity={board} overrides={{ patevaResponsibleId: <PersonInput source="patevaResponsibleId" label={LABEL('patevaResponsibleId')} kind="officePeople" /> }} />
    </SimpleForm>
  );
}

export function BoardCreate() {
  return (
    <Create redirect="show" title="boards.add">
      <BoardForm />
    </Create>
  );
}

export function BoardEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <BoardForm />
    </Edit>
  );
}

/**
 * The member's person is chosen once, when they are added (the field is createOnly): the edit dialog
 * shows only the role and whether the member is active. In the create dialog the record is the
 * starting values (no id); in the edit dialog it is the member (or nothing while it loads).
 */
function MemberPersonInput() {
  const record = useRecordContext<BoardMember>();
  if (!record || record.id) return null;
  return <PersonInput source="personId" label="resources.board-members.fields.personId" kind="boardPeople" />;
}

const MEMBER_TEXTS = { prefix: 'boards.members', created: 'boards.members.saved', updated: 'boards.members.saved', deleted: 'boards.members.removed' };

function Members() {
  const record = useRecordContext<Board>();
  if (!record?.id) return null;
  return (
    <EntityPanel
      entity={boardMember}
      parent={{ boardId: record.id }}
      canChange
      texts={MEMBER_TEXTS}
      recordName={(member) => (member as BoardMember).name}
      sort={{ field: 'boardMemberRoleId', order: 'ASC' }}
      inputs={{ personId: <MemberPersonInput /> }}
    />
  );
}

function BoardTitle() {
  const record = useRecordContext<Board>();
  return <span>{record?.name ?? ''}</span>;
}

export function BoardShow() {
  return (
    <Show actions={<EditActions />} title={<BoardTitle />}>
      <SimpleShowLayout>
        <TextField source="name" label={LABEL('name')} />
        <TextField source="shortName" label={LABEL('shortName')} emptyText="–" />
        <TextField source="description" label={LABEL('description')} emptyText="–" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="patevaResponsibleName" label={LABEL('patevaResponsibleName')} emptyText="–" />
        <BooleanField source="active" label={LABEL('active')} />
      </SimpleShowLayout>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Members />
      </Box>
    </Show>
  );
}
