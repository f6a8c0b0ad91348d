/** The office's boards resource (Lautakunnat). */
import GroupsIcon from '@mui/icons-material/Groups';
import { BoardCreate, BoardEdit, BoardList, BoardShow } from './BoardViews';

export const boardsResource = {
  name: 'boards',
  list: BoardList,
  show: BoardShow,
  edit: BoardEdit,
  create: BoardCreate,
  icon: GroupsIcon,
  recordRepresentation: 'name',
  options: { label: 'boards.title' },
} as const;
