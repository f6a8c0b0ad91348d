/** The board meetings resources: the office's (create, edit, agenda) and the board area's (read only). */
import EventIcon from '@mui/icons-material/Event';
import { MeetingCreate, MeetingEdit, MeetingList, MeetingShow, OfficeMeetingList, OfficeMeetingShow } from './MeetingViews';

export const officeMeetingsResource = {
  name: 'board-meetings',
  list: OfficeMeetingList,
  show: OfficeMeetingShow,
  edit: MeetingEdit,
  create: MeetingCreate,
  icon: EventIcon,
  recordRepresentation: 'title',
  options: { label: 'meetings.officeTitle' },
} as const;

export const boardMeetingsResource = {
  name: 'board-meetings',
  list: MeetingList,
  show: MeetingShow,
  icon: EventIcon,
  recordRepresentation: 'title',
  options: { label: 'meetings.title' },
} as const;
