/**
 * Assignment of an application (issue 11): the office's responsible person (a person whose user
 * is office staff) and the auditor (a user holding an audit role); possible unless archived.
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, unprocessable } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import { UserRole } from '../../../src/domain/codes';
import { canAssign } from '../../../src/domain/applications';
import type { ApplicationAssignees, AssignmentBody } from '../../../src/domain/api/applicationReview';
import { applicationFacts, AUDIT_ROLE_IDS } from './access';
import { ASSIGN_NOT_POSSIBLE } from './review';

const OFFICE_ROLE_IDS: readonly number[] = [UserRole.sysadmin, UserRole.office];
export const NOT_OFFICE_PERSON = 'Vastuuhenkilön on oltava Pätevän toimiston henkilö.';
export const NOT_AUDITOR = 'Auditoijalla on oltava auditoijan rooli.';

function staffWith(db: Db, roles: readonly number[]) {
  return db
    .selectFrom('users as u')
    .innerJoin('people as p', 'p.id', 'u.person_id')
    .where((eb) => eb.exists(eb.selectFrom('user_permissions as up').select('up.user_id').whereRef('up.user_id', '=', 'u.id').where('up.permission_id', 'in', [...roles])))
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('u.id');
}

export async function assignees(ctx: AppContext): Promise<ApplicationAssignees> {
  const [office, auditors] = await Promise.all([
    staffWith(ctx.db, OFFICE_ROLE_IDS).select(['p.id', sql<string>`p.first_name || ' ' || p.last_name`.as('name')]).distinctOn(['p.last_name', 'p.first_name', 'u.id']).execute(),
    staffWith(ctx.db, AUDIT_ROLE_IDS).select(['u.id', sql<string>`p.first_name || ' ' || p.last_name`.as('name')]).execute(),
  ]);
  // One person may have two office users; the picker lists the person once.
  const seen = new Set<number>();
  const officePeople = office.filter((row) => !seen.has(row.id) && seen.add(row.id));
  return { officePeople: officePeople.map(({ id, name }) => ({ id, name })), auditors: auditors.map(({ id, name }) => ({ id, name })) };
}

async function isOfficePerson(db: Db, personId: number): Promise<boolean> {
  const row = await staffWith(db, OFFICE_ROLE_IDS).select('u.id').where('p.id', '=', personId).executeTakeFirst();
  return !!row;
}

async function isAuditUser(db: Db, userId: number): Promise<boolean> {
  const row = await staffWith(db, AUDIT_ROLE_IDS).select('u.id').where('u.id', '=', userId).executeTakeFirst();
  return !!row;
}

export async function setAssignment(ctx: AppContext, user: CurrentUser, appId: number, body: AssignmentBody): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const facts = await applicationFacts(trx, user, appId, true);
    if (!canAssign(facts.application_status_id)) throw conflict(ASSIGN_NOT_POSSIBLE, 'application_archived');
    // A field left out keeps what is stored.
    const responsible = body.pateva_responsible_person_id === undefined ? facts.pateva_responsible_person_id : body.pateva_responsible_person_id;
    const auditor = body.auditor_user_id === undefined ? facts.auditor_user_id : body.auditor_user_id;
    const errors: Record<string, string[]> = {};
    if (body.pateva_responsible_person_id != null && !(await isOfficePerson(trx, body.pateva_responsible_person_id))) {
      errors.pateva_responsible_person_id = [NOT_OFFICE_PERSON];
    }
    if (body.auditor_user_id != null && !(await isAuditUser(trx, body.auditor_user_id))) errors.auditor_user_id = [NOT_AUDITOR];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    await trx
      .updateTable('applications')
      .set({ pateva_responsible_person_id: responsible, auditor_user_id: auditor, updated_at: sql`now()` })
      .where('id', '=', appId)
      .execute();
    await recordChange(trx, {
      companyId: facts.company_id,
      userId: user.id,
      entity: 'application',
      entityId: appId,
      action: 'update',
      before: { pateva_responsible_person_id: facts.pateva_responsible_person_id, auditor_user_id: facts.auditor_user_id },
      after: { pateva_responsible_person_id: responsible, auditor_user_id: auditor },
    });
  });
}
