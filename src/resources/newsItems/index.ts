/** The office's news items resource (Uutiset). */
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { NewsItemCreate, NewsItemEdit, NewsItemList, NewsItemShow } from './NewsItemViews';

export const newsItemsResource = {
  name: 'news-items',
  list: NewsItemList,
  show: NewsItemShow,
  edit: NewsItemEdit,
  create: NewsItemCreate,
  icon: NewspaperIcon,
  options: { label: 'news.office.title' },
} as const;
