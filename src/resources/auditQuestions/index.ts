/** The audit question catalogue resource (Auditointikysymykset), in /office and /audit. */
import QuizIcon from '@mui/icons-material/Quiz';
import { AuditQuestionCreate, AuditQuestionEdit, AuditQuestionList, AuditQuestionShow } from './QuestionViews';

export const auditQuestionsResource = {
  name: 'audit-questions',
  list: AuditQuestionList,
  show: AuditQuestionShow,
  edit: AuditQuestionEdit,
  create: AuditQuestionCreate,
  icon: QuizIcon,
  options: { label: 'auditQuestions.title' },
} as const;
