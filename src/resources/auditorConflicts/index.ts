/** The conflicts register resource (Esteellisyydet), in /office (every declaration) and /audit (the auditor's own). */
import BlockIcon from '@mui/icons-material/Block';
import { ConflictCreate, ConflictEdit, ConflictList, ConflictShow } from './ConflictViews';

export const auditorConflictsResource = {
  name: 'auditor-conflicts',
  list: ConflictList,
  show: ConflictShow,
  edit: ConflictEdit,
  create: ConflictCreate,
  icon: BlockIcon,
  recordRepresentation: 'companyName',
  options: { label: 'pateva.auditorConflicts.title' },
} as const;
