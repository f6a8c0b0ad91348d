/** Audit programmes (issue 21): the office's resource (list, show, edit, create) and the auditor's "Omat auditoinnit" (list, show). */
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { AuditProgramCreate, AuditProgramEdit, AuditProgramList, AuditProgramShow, OwnAuditProgramList, OwnAuditProgramShow } from './AuditProgramViews';

export const auditProgramsResource = {
  name: 'audit-programs',
  list: AuditProgramList,
  show: AuditProgramShow,
  edit: AuditProgramEdit,
  create: AuditProgramCreate,
  icon: FactCheckIcon,
  recordRepresentation: 'companyName',
  options: { label: 'auditPrograms.title' },
} as const;

export const ownAuditProgramsResource = {
  name: 'audit-programs',
  list: OwnAuditProgramList,
  show: OwnAuditProgramShow,
  icon: FactCheckIcon,
  recordRepresentation: 'companyName',
  options: { label: 'auditPrograms.ownTitle' },
} as const;
