/**
 * Who sees which application (issue 11): the company's members and office staff every application
 * of the company; an auditor only those assigned to them (auditor_user_id); other staff none. The
 * route's access rule (companyMember) has let through the staff whose work ties them to the company
 * (http/staffReach.ts); this narrows it, and an application a user may not see is 404, as one that
 * does not exist.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { membershipOf } from '../../http/access';
import { hasOfficePermission } from '../../../src/domain/permissions';
import { notFound } from '../../http/errors';

export const APPLICATION_NOT_FOUND = 'Hakemusta ei löytynyt.';

/** Whose applications of the company a user sees: all of them, or only those assigned to the user. */
export type Visibility = { all: true } | { all: false; auditorUserId: number };

export async function visibilityFor(db: Kysely<Database>, user: CurrentUser, companyId: number): Promise<Visibility> {
  if (hasOfficePermission(user)) return { all: true };
  if (await membershipOf(db, user.id, companyId)) return { all: true };
  return { all: false, auditorUserId: user.id };
}

/** The application's row when it is the company's and the user may see it; 404 otherwise. */
export async function visibleApplication(db: Kysely<Database>, user: CurrentUser, companyId: number, appId: number) {
  const row = await db.selectFrom('applications').selectAll().where('id', '=', appId).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  const visibility = await visibilityFor(db, user, companyId);
  if (!visibility.all && row.auditor_user_id !== visibility.auditorUserId) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}
