/**
 * What the browser offers a user (buttons, views), per resource and action.
 * The server decides for real on every request; this only keeps the UI from
 * offering what the server would refuse.
 */
import { hasOfficePermission, type PermissionHolder } from '../domain/permissions';

export interface AccessUser extends PermissionHolder {
  companies?: ReadonlyArray<{ id: number; companyAdmin: boolean; status: string }>;
}

export interface AccessRequest {
  action: string;
  resource: string;
  record?: { id?: unknown } & Record<string, unknown>;
}

type Rule = (user: AccessUser, record: AccessRequest['record']) => boolean;

const signedIn: Rule = () => true;

/** Company admin of this very company (an active membership, not a pending join request). */
const adminOf: Rule = (user, record) =>
  record?.id !== undefined &&
  (user.companies ?? []).some((c) => String(c.id) === String(record.id) && c.companyAdmin && c.status === 'active');

/** docs/api.md: PUT /companies/:id is for office and company admins; there is no DELETE. */
const RULES: Record<string, Record<string, Rule>> = {
  companies: {
    list: signedIn,
    show: signedIn,
    create: signedIn,
    edit: (user, record) => hasOfficePermission(user) || adminOf(user, record),
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
