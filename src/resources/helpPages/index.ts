/** The office's help pages resource (Ohjesivut). */
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import { HelpPageCreate, HelpPageEdit, HelpPageList, HelpPageShow } from './HelpPageViews';

export const helpPagesResource = {
  name: 'help-pages',
  list: HelpPageList,
  show: HelpPageShow,
  edit: HelpPageEdit,
  create: HelpPageCreate,
  icon: HelpOutlineOutlinedIcon,
  options: { label: 'help.office.title' },
} as const;
