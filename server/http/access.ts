/**
 * Access rules: every route declares one (route.ts refuses a route without it),
 * and one hook enforces it before the handler runs.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/kysely';
import { hasAnyPermission, hasBoardPermission, hasOfficePermission, holdsAuditRole, type PermissionHolder } from '../../src/domain/permissions';
import { hasCompanyPermission, type CompanyPermission, type Membership } from '../../src/domain/companyPermissions';
import { ADMIN_RECORD_ONLY, canChangePersonRecord, refusedAsAdminRecord, type PersonRecordChanger } from '../../src/domain/personRecords';
import type { AccessFacts, CurrentUser } from './currentUser';
import type { SessionPreload } from './session';
import { forbidden, notFound, unauthorized } from './errors';
import { requireCompany } from './requireCompany';
import { isCompanyAdmin, membershipsBeside } from './personFacts';
import { STAFF_TIES_DESCRIPTION, tiedToCompany } from './staffReach';

export type AccessRule =
  | { kind: 'public' }
  /** `preload`: a value read with the session in the same query (session.ts), e.g. /users/me's view. */
  | { kind: 'signedIn'; preload?: SessionPreload<unknown> }
  | { kind: 'permission'; name: string; allows: (user: PermissionHolder) => boolean }
  | {
      kind: 'company';
      /**
       * member: any active person of the company; admin: its company admins;
       * a company permission: admins and the people who hold that permission.
       */
      role: 'member' | 'admin' | CompanyPermission;
      /** Staff who may act on every company without belonging to it. */
      staff: (user: PermissionHolder) => boolean;
      staffName: string;
      /**
       * Other staff too, for a company their work ties them to (staffReach.ts): the rule for reading
       * a company's data (issue 18 #1). Changing it stays with the company's people and the office.
       */
      staffTies: boolean;
    }
  /**
   * The person `:id` themself, office staff, or who manages them in a company where that person is
   * active (src/domain/personRecords.ts: its admins; 'people' holders unless the person is an admin).
   */
  | { kind: 'personEditor' };

export const access = {
  public: (): AccessRule => ({ kind: 'public' }),
  signedIn: (options: { preload?: SessionPreload<unknown> } = {}): AccessRule =>
    options.preload ? { kind: 'signedIn', preload: options.preload } : { kind: 'signedIn' },
  office: (): AccessRule => ({ kind: 'permission', name: 'office', allows: hasOfficePermission }),
  /** Office staff, and board members (the handler limits them to their own boards, issue 20). */
  boardOrOffice: (): AccessRule => ({
    kind: 'permission',
    name: 'office, or board (a board member: their own boards only)',
    allows: (user) => hasOfficePermission(user) || hasBoardPermission(user),
  }),
  /**
   * Office staff and auditors of any audit role (issue 21); the handler limits an auditor to the
   * programmes assigned to them (server/modules/auditPrograms/programAccess.ts).
   */
  auditOrOffice: (): AccessRule => ({
    kind: 'permission',
    name: 'office, or an auditor (an auditor: the programmes assigned to them; the master auditor: every programme)',
    allows: (user) => hasOfficePermission(user) || holdsAuditRole(user),
  }),
  /**
   * Reading a company's data: its members, office staff and sysadmins, and other staff only while
   * their work ties them to the company (staffReach.ts; an auditor assigned one of its applications).
   */
  companyMember: (): AccessRule => ({ kind: 'company', role: 'member', staff: hasOfficePermission, staffName: 'office', staffTies: true }),
  /** Company admins, and office staff. */
  companyAdmin: (): AccessRule => ({ kind: 'company', role: 'admin', staff: hasOfficePermission, staffName: 'office', staffTies: false }),
  /** Company admins, members holding the permission, and office staff. */
  companyPermission: (permission: CompanyPermission): AccessRule => ({
    kind: 'company',
    role: permission,
    staff: hasOfficePermission,
    staffName: 'office',
    staffTies: false,
  }),
  /** Person routes (`:id` = person id): the person themself, office staff, or who manages them in one of their companies. */
  personEditor: (): AccessRule => ({ kind: 'personEditor' }),
};

export function describeAccess(rule: AccessRule): string {
  switch (rule.kind) {
    case 'public':
      return 'public';
    case 'signedIn':
      return 'signed in';
    case 'permission':
      return `permission: ${rule.name}`;
    case 'company': {
      const who =
        rule.role === 'member' || rule.role === 'admin'
          ? `company ${rule.role} or staff (${rule.staffName})`
          : `company admin, company permission ${rule.role}, or staff (${rule.staffName})`;
      // Other staff without the tie are refused (403) as any outsider is, whether or not the company exists.
      return rule.staffTies ? `${who}; other staff only while their work ties them to the company: ${STAFF_TIES_DESCRIPTION}` : who;
    }
    case 'personEditor':
      return 'the person themself, staff (office), or in a company where the person is active its company admin, or a holder of permission people when the person is no company admin';
  }
}

/** The caller's active membership in the company, or null. */
export async function membershipOf(db: Db, userId: number, companyId: number): Promise<Membership | null> {
  const row = await db
    .selectFrom('company_people')
    .select(['company_admin', 'permissions'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('company_admin', 'desc')
    .executeTakeFirst();
  return row ? { companyAdmin: row.company_admin, permissions: row.permissions } : null;
}

/** Whether the user's work ties them to the company (staffReach.ts); asked only of staff who are not office. */
async function tiedByWork(db: Db, user: CurrentUser, companyId: number): Promise<boolean> {
  if (!hasAnyPermission(user)) return false;
  const row = await db.selectNoFrom(tiedToCompany(companyId, user.id).as('tied')).executeTakeFirstOrThrow();
  return row.tied;
}

/**
 * The rule for reading a company's data (issue 18 #1), for a handler that takes the company from
 * its body rather than its path: members, office staff and sysadmins, and staff tied to it by work.
 */
export async function readsCompany(db: Db, user: CurrentUser, companyId: number): Promise<boolean> {
  if (hasOfficePermission(user)) return true;
  if (await membershipOf(db, user.id, companyId)) return true;
  return tiedByWork(db, user, companyId);
}

/** Admin rights are given and taken only by the company's own admins and office staff. */
export async function actsAsCompanyAdmin(db: Db, user: CurrentUser, companyId: number): Promise<boolean> {
  if (hasOfficePermission(user)) return true;
  return !!(await membershipOf(db, user.id, companyId))?.companyAdmin;
}

function allows(membership: Membership | null, role: 'member' | 'admin' | CompanyPermission): boolean {
  if (!membership) return false;
  if (role === 'member') return true;
  if (role === 'admin') return membership.companyAdmin;
  return hasCompanyPermission(membership, role);
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
  if (rule.kind === 'personEditor') return enforcePersonEditor(db, user, request);
  const companyId = Number((request.params as Record<string, string>).id);
  const validId = Number.isSafeInteger(companyId) && companyId > 0;
  // Read with the session (session.ts) when it was about this company; else asked here.
  const facts = factsAbout(request.accessFacts, 'companyId', companyId);
  if (rule.staff(user)) {
    // Staff reach every company, so to them a missing one is 404 (a malformed id is the schema's 422).
    // Members need no such check: a membership implies the company.
    if (validId) {
      if (!facts) await requireCompany(db, companyId);
      else if (!facts.companyExists) throw notFound('Yritystä ei löytynyt.');
    }
    return;
  }
  // Anyone else outside the company, staff without a tie too, is 403 whether or not it exists:
  // the answer tells nothing of other companies (docs/decisions.md).
  if (!validId) throw forbidden();
  const membership = facts ? facts.membership : await membershipOf(db, user.id, companyId);
  if (allows(membership, rule.role)) return;
  if (rule.staffTies && !membership && (facts ? facts.staffTie : await tiedByWork(db, user, companyId))) return;
  throw forbidden(
    membership
      ? rule.role === 'admin'
        ? 'Tämä toiminto on vain yrityksen pääkäyttäjille.'
        : 'Sinulla ei ole tähän toimintoon tarvittavaa oikeutta tässä yrityksessä.'
      : 'Sinulla ei ole oikeutta tämän yrityksen tietoihin.',
  );
}

function factsAbout(facts: AccessFacts | null, key: 'companyId' | 'personId', id: number): AccessFacts | null {
  return facts && facts[key] === id ? facts : null;
}

/** What the session did not read of the person (session.ts reads the same with the same SQL). */
async function personFacts(db: Db, userId: number, personId: number): Promise<Pick<AccessFacts, 'personMemberships' | 'personIsAdmin'>> {
  const row = await db
    .selectNoFrom([membershipsBeside(personId, userId).as('memberships'), isCompanyAdmin(personId).as('admin')])
    .executeTakeFirstOrThrow();
  return { personMemberships: row.memberships, personIsAdmin: row.admin };
}

/**
 * personEditor: `:id` is a person; the domain's rule for changing a person's record
 * (src/domain/personRecords.ts), the same one the company's people routes apply. The person's
 * record is one for all their companies, so an admin of any of them is an admin here.
 */
async function enforcePersonEditor(db: Db, user: CurrentUser, request: FastifyRequest): Promise<void> {
  if (hasOfficePermission(user)) return;
  const personId = Number((request.params as Record<string, string>).id);
  if (!Number.isSafeInteger(personId) || personId <= 0) throw forbidden();
  if (personId === user.personId) return;
  const facts = factsAbout(request.accessFacts, 'personId', personId) ?? (await personFacts(db, user.id, personId));
  const caller: PersonRecordChanger = { office: false, self: false, memberships: facts.personMemberships };
  const target = { admin: facts.personIsAdmin };
  if (canChangePersonRecord(caller, target)) return;
  throw forbidden(refusedAsAdminRecord(caller, target) ? ADMIN_RECORD_ONLY : 'Sinulla ei ole oikeutta muuttaa tämän henkilön tietoja.');
}
