/**
 * Board meetings (issue 20): the office's "Lautakuntien kokoukset" (list with the board and status
 * filters, create, edit, the meeting page with its agenda) and the board area's "Kokoukset" (the
 * member's boards' meetings, read only; the meeting page is SPEC §2's board modal: the meeting's
 * details, its members and its items at a glance).
 */
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Create,
  Datagrid,
  DateTimeInput,
  Edit,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  EditButton,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EntityInputs } from '../../components/entity/EntityInputs';
import { CreateAndExportActions, SaveAndDeleteToolbar } from '../../components/entity/ResourceToolbars';
import { entityExporter } from '../../components/entity/entityExporter';
import { useEntityResolver } from '../../components/entity/useEntityResolver';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { boardPeople } from '../../domain/api/boardActions';
import { boardMeeting, type BoardMeeting } from '../../domain/entities/board';
import { MEETING_STATUS_NAMES, MEETING_STATUS_TEXTS, type MeetingStatusText } from '../../domain/boardMeetings';
import { formatDate, formatDateTime } from '../../domain/formats';
import { Agenda } from './Agenda';
import { MeetingDocuments } from './MeetingDocuments';
import { MeetingReminders } from './MeetingReminders';
import { MemberAttendance, Quorum, StartButton } from './MeetingRun';
import { MeetingCases } from '../companyCases/MeetingCases';
import { CloseButtons } from './MeetingClose';

const LABEL = (field: string) => `resources.board-meetings.fields.${field}`;
const STATUS_CHOICES = MEETING_STATUS_TEXTS.map((id) => ({ id, name: MEETING_STATUS_NAMES[id] }));
// Colours whose white text meets WCAG AA contrast (axe): MUI's info blue does not.
const STATUS_COLOR: Record<MeetingStatusText, 'primary' | 'success' | 'default'> = { in_future: 'primary', active: 'success', archived: 'default' };

export function MeetingStatus({ status }: { status: MeetingStatusText }) {
  return <Chip size="small" color={STATUS_COLOR[status]} label={MEETING_STATUS_NAMES[status]} />;
}

const filters = (office: boolean) => [
  <TextInput key="q" source="q" alwaysOn label="meetings.search" resettable />,
  <SelectInput key="status" source="status_text" alwaysOn label="meetings.filters.status" choices={STATUS_CHOICES} />,
  ...(office ? [<ReferenceInput key="board" source="board_id" reference="boards" alwaysOn><SelectInput label="meetings.filters.board" optionText="name" /></ReferenceInput>] : []),
];

export function MeetingList({ office = false }: { office?: boolean }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      sort={{ field: 'meetingTime', order: 'DESC' }}
      filters={filters(office)}
      actions={office ? <CreateAndExportActions addLabel="meetings.add" /> : false}
      exporter={office ? entityExporter(boardMeeting) : false}
      title={office ? 'meetings.officeTitle' : 'meetings.title'}
      empty={false}
    >
      {phone ? (
        <SimpleList<BoardMeeting>
          linkType="show"
          primaryText={(record) => record.title}
          secondaryText={(record) => `${formatDateTime(record.meetingTime)} · ${record.boardName}`}
          tertiaryText={(record) => MEETING_STATUS_NAMES[record.statusText]}
          sx={{ '.MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
          <FunctionField source="meetingTime" label={LABEL('meetingTime')} render={(record: BoardMeeting) => formatDateTime(record.meetingTime)} />
          <TextField source="title" label={LABEL('title')} />
          <TextField source="boardName" label={LABEL('boardName')} />
          <TextField source="location" label={LABEL('location')} sortable={false} emptyText="–" />
          <FunctionField label={LABEL('statusText')} render={(record: BoardMeeting) => <MeetingStatus status={record.statusText} />} />
          <TextField source="applicationCount" label={LABEL('applicationCount')} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

export const OfficeMeetingList = () => <MeetingList office />;

/** The office's staff as choices of a person field (the caller). */
function OfficePersonInput({ source }: { source: string }) {
  const people = useActionQuery(boardPeople, {}, { staleTime: 5 * 60_000 });
  const choices = (people.data?.officePeople ?? []).map((person) => ({ id: person.id, name: person.name }));
  return <SelectInput source={source} label={LABEL(source)} choices={choices} emptyText="pateva.entity.choose" fullWidth />;
}

const meetingToolbar = (
  <SaveAndDeleteToolbar<BoardMeeting> confirmTitle="meetings.confirm.title" confirmContent="meetings.confirm.body" name={(record) => record.title} />
);

function MeetingForm({ creating }: { creating: boolean }) {
  const resolver = useEntityResolver(boardMeeting);
  const translate = useTranslate();
  return (
    <SimpleForm resolver={resolver} toolbar={meetingToolbar}>
      <EntityInputs
        entity={boardMeeting}
        overrides={{
          boardId: creating ? (
            <ReferenceInput source="boardId" reference="boards" filter={{ active: true }}>
              <SelectInput label={LABEL('boardId')} optionText="name" fullWidth isRequired />
            </ReferenceInput>
          ) : null,
          meetingTime: <DateTimeInput source="meetingTime" label={LABEL('meetingTime')} parse={(value: string) => (value ? new Date(value) : null)} fullWidth isRequired />,
          callerPersonId: <OfficePersonInput source="callerPersonId" />,
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('meetings.renewalHint')}
      </Typography>
    </SimpleForm>
  );
}

export function MeetingCreate() {
  return (
    <Create redirect="show" title="meetings.add">
      <MeetingForm creating />
    </Create>
  );
}

export function MeetingEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <MeetingForm creating={false} />
    </Edit>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <dt>{translate(label)}</dt>
      <dd>{children}</dd>
    </>
  );
}

const day = (value: string | null) => (value ? formatDate(value) : '–');

/** The meeting's details and its members with their attendance (SPEC §3 Board meeting). */
function MeetingDetails() {
  const record = useRecordContext<BoardMeeting>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {record.title}
        </Typography>
        <MeetingStatus status={record.statusText} />
      </Box>
      <Box
        component="dl"
        aria-label={translate('meetings.sections.details')}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}
      >
        <Detail label={LABEL('boardName')}>{record.boardName}</Detail>
        <Detail label={LABEL('meetingTime')}>{formatDateTime(record.meetingTime)}</Detail>
        <Detail label={LABEL('location')}>{record.location ?? '–'}</Detail>
        {record.description && <Detail label={LABEL('description')}>{record.description}</Detail>}
        <Detail label={LABEL('applicationCount')}>{record.applicationCount}</Detail>
        <Detail label={LABEL('remindRenewalDate')}>{day(record.remindRenewalDate)}</Detail>
        <Detail label={LABEL('secondRemindRenewalDate')}>{day(record.secondRemindRenewalDate)}</Detail>
        <Detail label={LABEL('sentRenewalDate')}>{day(record.sentRenewalDate)}</Detail>
        {record.returnDueDate && <Detail label={LABEL('returnDueDate')}>{day(record.returnDueDate)}</Detail>}
        {(['startedAt', 'endedAt', 'notifiedAt', 'archivedAt'] as const).map((step) => {
          const at = record[step];
          return at ? <Detail key={step} label={LABEL(step)}>{formatDateTime(at)}</Detail> : null;
        })}
      </Box>
      <StartButton meeting={record} />
      <CloseButtons meeting={record} />
      <Box component="section" aria-labelledby="meeting-members" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="meeting-members" variant="h6" component="h2">
          {translate('meetings.sections.members')}
        </Typography>
        {record.statusText !== 'in_future' && <Quorum meeting={record} />}
        <MemberAttendance meeting={record} />
      </Box>
      <MeetingDocuments meeting={record} />
    </Box>
  );
}

function MeetingAgenda({ editable }: { editable: boolean }) {
  const record = useRecordContext<BoardMeeting>();
  if (!record) return null;
  // The agenda changes only before the meeting starts (the server refuses it after).
  return <Agenda meetingId={record.id} editable={editable && record.statusText === 'in_future'} extracts={record.statusText !== 'in_future'} />;
}

/** The renewal reminders sent for the meeting: the office's page only (the board member's needs the agenda). */
function OfficeMeetingReminders() {
  const record = useRecordContext<BoardMeeting>();
  return record ? <MeetingReminders meetingId={record.id} /> : null;
}

export function MeetingShow({ office = false }: { office?: boolean }) {
  return (
    <Show actions={office ? <TopToolbar><EditButton /></TopToolbar> : false} title={<MeetingTitle />}>
      <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 3 }}>
        <MeetingDetails />
        <MeetingAgenda editable={office} />
        <MeetingCases />
        {office && <OfficeMeetingReminders />}
      </Box>
    </Show>
  );
}

function MeetingTitle() {
  const record = useRecordContext<BoardMeeting>();
  return <span>{record?.title ?? ''}</span>;
}

export const OfficeMeetingShow = () => <MeetingShow office />;
