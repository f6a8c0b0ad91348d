/**
 * What the browser offers a user (buttons, views), per resource and action.
 * The server decides for real on every request; this only keeps the UI from
 * offering what the server would refuse.
 */
import { hasCompanyPermission, type CompanyPermission } from '../domain/companyPermissions';
import { hasOfficePermission, type PermissionHolder } from '../domain/permissions';

export interface AccessUser extends PermissionHolder {
  companies?: ReadonlyArray<{ id: number; companyAdmin: boolean; status: string; permissions?: readonly string[] }>;
}

export interface AccessRequest {
  action: string;
  resource: string;
  record?: { id?: unknown } & Record<string, unknown>;
}

type Rule = (user: AccessUser, record: AccessRequest['record']) => boolean;

const signedIn: Rule = () => true;

/**
 * An active membership (not a pending join request) holding the company permission: in this very
 * company when a record is named, in any of the user's companies when none is. react-admin's
 * EditBase and CreateBase ask without a record (the resource, before the record loads); answering
 * false there sent every company admin to "Pääsy estetty" (issue 18). The server judges the record.
 */
const holds =
  (permission: CompanyPermission): Rule =>
  (user, record) =>
    (user.companies ?? []).some(
      (c) =>
        c.status === 'active' &&
        (record?.id === undefined || String(c.id) === String(record.id)) &&
        hasCompanyPermission({ companyAdmin: c.companyAdmin, permissions: c.permissions ?? [] }, permission),
    );

/** docs/api.md: PUT /companies/:id is for office staff and company_details holders (admins hold it); there is no DELETE. */
const RULES: Record<string, Record<string, Rule>> = {
  companies: {
    list: signedIn,
    show: signedIn,
    create: signedIn,
    edit: (user, record) => hasOfficePermission(user) || holds('company_details')(user, record),
  },
};

export function canAccess(user: AccessUser | null | undefined, request: AccessRequest): boolean {
  if (!user) return false;
  const rules = RULES[request.resource];
  // Resources without rules here are guarded by the server alone; hiding them would only hide its answer.
  if (!rules) return true;
  const rule = rules[request.action];
  return rule ? rule(user, request.record) : false;
}
