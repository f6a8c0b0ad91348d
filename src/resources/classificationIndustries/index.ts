/** The office's classification industries resource (Toimialaluokitus). */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { IndustryCreate, IndustryEdit, IndustryList, IndustryShow } from './IndustryViews';

export const classificationIndustriesResource = {
  name: 'classification-industries',
  list: IndustryList,
  show: IndustryShow,
  edit: IndustryEdit,
  create: IndustryCreate,
  icon: AccountTreeIcon,
  options: { label: 'industries.office.title' },
} as const;
