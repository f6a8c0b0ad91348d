/**
 * Access rules: every route declares one (route.ts refuses a route without it),
 * and one hook enforces it before the handler runs.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import { hasAnyPermission, hasOfficePermission, type PermissionHolder } from '../../src/domain/permissions';
import { forbidden, unauthorized } from './errors';
import type { CurrentUser } from './currentUser';
import type { RegisteredRoute } from '../modules/docs/openapi';

export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'permission'; name: string; allows: (user: PermissionHolder) => boolean }
  | {
      kind: 'company';
      /** member: any active person of the company; admin: its company admins. */
      role: 'member' | 'admin';
      /** Staff who may act on every company without belonging to it. */
      staff: (user: PermissionHolder) => boolean;
      staffName: string;
    };

export const access = {
  public: (): AccessRule => ({ kind: 'public' }),
  signedIn: (): AccessRule => ({ kind: 'signedIn' }),
  office: (): AccessRule => ({ kind: 'permission', name: 'office', allows: hasOfficePermission }),
  /** Company members, and every internal role (office, board, auditors, sysadmin) for reading. */
  companyMember: (): AccessRule => ({ kind: 'company', role: 'member', staff: hasAnyPermission, staffName: 'any' }),
  /** Company admins, and office staff. */
  companyAdmin: (): AccessRule => ({ kind: 'company', role: 'admin', staff: hasOfficePermission, staffName: 'office' }),
};

export function describeAccess(rule: AccessRule): string {
  switch (rule.kind) {
    case 'public':
      return 'public';
    case 'signedIn':
      return 'signed in';
    case 'permission':
      return `permission: ${rule.name}`;
    case 'company':
      return `company ${rule.role} or staff (${rule.staffName})`;
  }
}

async function companyRole(db: Db, user: CurrentUser, companyId: number): Promise<'admin' | 'member' | null> {
  const row = await db
    .selectFrom('company_people')
    .select(sql<boolean>`bool_or(company_admin)`.as('admin'))
    .where('company_id', '=', companyId)
    .where('user_id', '=', user.id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!row || row.admin === null) return null;
  return row.admin ? 'admin' : 'member';
}

export async function enforceAccess(db: Db, rule: AccessRule, request: FastifyRequest): Promise<void> {
  if (rule.kind === 'public') return;
  const user = request.user;
  if (!user) throw unauthorized();
  if (rule.kind === 'signedIn') return;
  if (rule.kind === 'permission') {
    if (!rule.allows(user)) throw forbidden();
    return;
  }
  if (rule.staff(user)) return;
  const companyId = Number((request.params as Record<string, string>).id);
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw forbidden();
  const role = await companyRole(db, user, companyId);
  if (role === 'admin' || (role === 'member' && rule.role === 'member')) return;
  throw forbidden(
    role === 'member'
      ? 'Tämä toiminto on vain yrityksen pääkäyttäjille.'
      : 'Sinulla ei ole oikeutta tämän yrityksen tietoihin.',
  );
}

/** onRoute hook: a route without an access rule stops the app from starting; the others are listed. */
export function requireAccessRule(routes: RegisteredRoute[]) {
  return (route: RouteOptions): void => {
    const rule = route.config?.access;
    if (!rule) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    // Fastify adds HEAD for every GET itself, with the GET's options: listed once, as the GET.
    if (route.method === 'HEAD') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url, access: rule, schemas: route.config?.schemas ?? {}, summary: route.config?.summary ?? '' });
    }
  };
}
