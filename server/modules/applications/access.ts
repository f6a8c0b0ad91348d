/**
 * Who sees which application (issue 11): the company's members and office staff every application
 * of the company; an auditor only those assigned to them (auditor_user_id); a board member those
 * on the agenda of an unarchived meeting of a board they are an active member of (issue 20); other
 * staff none. The
 * route's access rule (companyMember) has let through the staff whose work ties them to the company
 * (http/staffReach.ts); this narrows it, and an application a user may not see is 404, as one that
 * does not exist.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { membershipOf } from '../../http/access';
import { hasOfficePermission } from '../../../src/domain/permissions';
import { notFound } from '../../http/errors';

export const APPLICATION_NOT_FOUND = 'Hakemusta ei löytynyt.';

/** Whose applications of the company a user sees: all of them, or only those the user's work ties them to. */
export type Visibility = { all: true } | { all: false; userId: number };

/** The application `a` is the user's work: assigned to them, or on the agenda of their board's unarchived meeting. */
export function tiedApplication(userId: number): RawBuilder<boolean> {
  return sql<boolean>`(a.auditor_user_id = ${userId} or exists (
    select 1 from board_meetings vm
    join board_members vb on vb.board_id = vm.board_id and vb.active
    join users vu on vu.person_id = vb.person_id
    where vm.id = a.board_meeting_id and vm.archived_at is null and vu.id = ${userId}))`;
}

export async function visibilityFor(db: Kysely<Database>, user: CurrentUser, companyId: number): Promise<Visibility> {
  if (hasOfficePermission(user)) return { all: true };
  if (await membershipOf(db, user.id, companyId)) return { all: true };
  return { all: false, userId: user.id };
}

/** The application's row when it is the company's and the user may see it; 404 otherwise. */
export async function visibleApplication(db: Kysely<Database>, user: CurrentUser, companyId: number, appId: number) {
  const visibility = await visibilityFor(db, user, companyId);
  let select = db.selectFrom('applications as a').selectAll('a').where('a.id', '=', appId).where('a.company_id', '=', companyId);
  if (!visibility.all) select = select.where(tiedApplication(visibility.userId));
  const row = await select.executeTakeFirst();
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}
