/** The office's application questions resource (Hakemuskysymykset). */
import LiveHelpIcon from '@mui/icons-material/LiveHelp';
import { QuestionCreate, QuestionEdit, QuestionList, QuestionShow } from './QuestionViews';

export const applicationQuestionsResource = {
  name: 'application-questions',
  list: QuestionList,
  show: QuestionShow,
  edit: QuestionEdit,
  create: QuestionCreate,
  icon: LiveHelpIcon,
  options: { label: 'applicationQuestions.title' },
} as const;
