/** SPEC §6 permission rules, by the user-role ids of SPEC §3. */
import { UserRole, type UserRoleId } from './codes';

export interface PermissionHolder {
  permissions: ReadonlyArray<{ id: number }>;
}

const has = (user: PermissionHolder | null | undefined, ...roles: UserRoleId[]): boolean =>
  !!user && user.permissions.some((p) => (roles as number[]).includes(p.id));

export const isSysadmin = (u?: PermissionHolder | null) => has(u, UserRole.sysadmin);
/** Office permission: sysadmin or PATEVA_OFFICE. */
export const hasOfficePermission = (u?: PermissionHolder | null) => has(u, UserRole.sysadmin, UserRole.office);
/** Board permission: sysadmin or PATEVA_BOARD. */
export const hasBoardPermission = (u?: PermissionHolder | null) => has(u, UserRole.sysadmin, UserRole.board);
/** Any of the six internal permissions. */
export const hasAnyPermission = (u?: PermissionHolder | null) =>
  has(
    u,
    UserRole.sysadmin,
    UserRole.office,
    UserRole.board,
    UserRole.auditCertificateMaster,
    UserRole.auditCertificate,
    UserRole.audit,
  );
/** Belongs to the provider: PATEVA_OFFICE or PATEVA_AUDIT. */
/** Any audit role (audit, audit certificate master, audit certificate): who may be assigned an application. */
export const AUDIT_ROLE_IDS: readonly UserRoleId[] = [UserRole.audit, UserRole.auditCertificateMaster, UserRole.auditCertificate];
export const holdsAuditRole = (u?: PermissionHolder | null) => has(u, ...AUDIT_ROLE_IDS);
export const belongsToProvider = (u?: PermissionHolder | null) => has(u, UserRole.office, UserRole.audit);
export const belongsToBoard = (u?: PermissionHolder | null) => has(u, UserRole.board);
export const isAuditor = (u?: PermissionHolder | null) => has(u, UserRole.auditCertificate);
export const isAuditMaster = (u?: PermissionHolder | null) => has(u, UserRole.auditCertificateMaster);

/**
 * Who may enter each area (SPEC leaves it open; decision in docs/decisions.md):
 * office and company restructuring: office permission; board: board permission;
 * audit: sysadmin or any audit role; main: every signed-in user.
 */
export type Area = 'main' | 'office' | 'board' | 'audit' | 'companyRestructuring';

export function canEnterArea(user: PermissionHolder | null | undefined, area: Area): boolean {
  switch (area) {
    case 'main':
      return !!user;
    case 'office':
    case 'companyRestructuring':
      return hasOfficePermission(user);
    case 'board':
      return hasBoardPermission(user);
    case 'audit':
      return has(user, UserRole.sysadmin, UserRole.audit, UserRole.auditCertificate, UserRole.auditCertificateMaster);
  }
}

/**
 * Where a user lands after sign-in (issue 9 #7): staff in their own area, company users on the
 * front page (SPEC §2). Office staff and sysadmins go to /office, the board to /board, auditors to /audit.
 */
export function landingPath(user: Partial<PermissionHolder> | null | undefined): string {
  const holder: PermissionHolder = { permissions: Array.isArray(user?.permissions) ? user.permissions : [] };
  if (hasOfficePermission(holder)) return '/office';
  if (hasBoardPermission(holder)) return '/board';
  if (canEnterArea(holder, 'audit')) return '/audit';
  return '/';
}
