/**
 * Who reaches an audit programme and as what (issue 21, SPEC §6 audit roles; decisions.md
 * "Who reaches an audit programme"): office staff and sysadmins every programme; the master auditor
 * (PATEVA_AUDIT_CERTIFICATE_MASTER) every programme, to review its report; an auditor only the
 * programmes where they are the primary or secondary auditor; the company's own people their
 * company's programmes. Anyone else gets 404, so that programme ids tell nothing.
 * Every route of the module reads the programme through `programAccess` and then asks the returned
 * roles what the caller may do.
 */
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { membershipOf } from '../../http/access';
import { forbidden, notFound } from '../../http/errors';
import { hasOfficePermission, holdsAuditRole, isAuditMaster, isSysadmin } from '../../../src/domain/permissions';

export const PROGRAM_NOT_FOUND = 'Auditointiohjelmaa ei löytynyt.';

export interface ProgramCore {
  id: number;
  companyId: number;
  applicationId: number | null;
  certificateTypeId: number;
  statusId: number;
  primaryAuditorId: number | null;
  secondaryAuditorId: number | null;
}

export interface ProgramRoles {
  /** Office staff or a sysadmin. */
  office: boolean;
  /** The master auditor: reads every programme, reviews and accepts reports. */
  master: boolean;
  /** The primary or secondary auditor of this programme (holding an audit role). */
  assignedAuditor: boolean;
  /** An active member of the programme's company; `companyAdmin` when an admin there. */
  companyMember: boolean;
  companyAdmin: boolean;
}

export interface ProgramAccess {
  program: ProgramCore;
  roles: ProgramRoles;
}

export async function programAccess(db: Db, user: CurrentUser, programId: number): Promise<ProgramAccess> {
  const row = await db
    .selectFrom('audit_programs')
    .select(['id', 'company_id', 'application_id', 'certificate_type_id', 'status_id', 'primary_auditor_id', 'secondary_auditor_id'])
    .where('id', '=', programId)
    .executeTakeFirst();
  if (!row) throw notFound(PROGRAM_NOT_FOUND);
  const program: ProgramCore = {
    id: row.id,
    companyId: row.company_id,
    applicationId: row.application_id,
    certificateTypeId: row.certificate_type_id,
    statusId: row.status_id,
    primaryAuditorId: row.primary_auditor_id,
    secondaryAuditorId: row.secondary_auditor_id,
  };
  const office = hasOfficePermission(user) || isSysadmin(user);
  const master = isAuditMaster(user);
  const assignedAuditor = holdsAuditRole(user) && (row.primary_auditor_id === user.personId || row.secondary_auditor_id === user.personId);
  const membership = office || master || assignedAuditor ? null : await membershipOf(db, user.id, row.company_id);
  const roles: ProgramRoles = {
    office,
    master,
    assignedAuditor,
    companyMember: !!membership,
    companyAdmin: !!membership?.companyAdmin,
  };
  if (!office && !master && !assignedAuditor && !membership) throw notFound(PROGRAM_NOT_FOUND);
  return { program, roles };
}

/** Staff who read a programme's audit work: the office, the master auditor and its own auditors. */
export const isProgramStaff = (roles: ProgramRoles): boolean => roles.office || roles.master || roles.assignedAuditor;

/** Refuses (403, Finnish) a caller who is not one of the programme's writers: its assigned auditors (and the master auditor). */
export function requireProgramAuditor(roles: ProgramRoles): void {
  if (!roles.assignedAuditor && !roles.master) throw forbidden('Vain ohjelman auditoijat voivat muuttaa raporttia.');
}

/** The SQL condition of the programmes a staff user sees in lists (office and master: all; an auditor: their own). */
export function seesProgramsOf(user: CurrentUser): { all: true } | { personId: number } {
  if (hasOfficePermission(user) || isSysadmin(user) || isAuditMaster(user)) return { all: true };
  return { personId: user.personId };
}
