/** The office's applications resource (Hakemukset): the list across companies and the review page. */
import AssignmentIcon from '@mui/icons-material/Assignment';
import { ApplicationList } from './ApplicationList';
import { ApplicationShow } from './ApplicationShow';

export const applicationsResource = {
  name: 'applications',
  list: ApplicationList,
  show: ApplicationShow,
  icon: AssignmentIcon,
  options: { label: 'applicationReview.list.title' },
} as const;
