/** The office's join requests resource (list only). */
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { JoinRequestList } from './JoinRequestList';

export const joinRequests = {
  name: 'join-requests',
  list: JoinRequestList,
  icon: PersonAddIcon,
} as const;
