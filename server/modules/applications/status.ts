/**
 * Moving an application's status (SPEC §4): only along the transition table of
 * src/domain/applications.ts, with its history row, the audit log and the references' locks, all in
 * the caller's transaction. The company's send and cancel and the office's status call go through here.
 */
import { sql, type Transaction } from 'kysely';
import type { ApplicationRow, Database } from '../../db/types';
import { HttpError } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import { ApplicationStatus } from '../../../src/domain/codes';
import { canMoveTo, locksReferences, type StatusActor } from '../../../src/domain/applications';
import { namedStatus } from './view';

export const STATUS_REFUSED = (from: number, to: number) =>
  `Hakemusta ei voi siirtää tilasta ${namedStatus(from).name.toLowerCase()} tilaan ${namedStatus(to).name.toLowerCase()}.`;

/** Statuses that end the application: it gets its finished_at. */
const FINISHING = new Set<number>([ApplicationStatus.archived, ApplicationStatus.canceled, ApplicationStatus.notified]);

export interface StatusChange {
  application: Pick<ApplicationRow, 'id' | 'company_id' | 'application_status_id'>;
  to: number;
  user: { id: number } | null;
  message?: string | null;
  actor: StatusActor;
}

/**
 * Sets each reference's lock from the applications it is attached to: locked while any of them is in
 * a status that locks references (sent and not cancelled), unlocked when none is.
 */
export async function refreshReferenceLocks(trx: Transaction<Database>, referenceIds: readonly number[]): Promise<void> {
  const ids = [...new Set(referenceIds)];
  if (!ids.length) return;
  const lockingStatuses = Object.values(ApplicationStatus).filter(locksReferences);
  await trx
    .updateTable('company_references as r')
    .set({
      locked: sql<boolean>`exists (
        select 1 from application_industry_references air
        join application_industries ai on ai.id = air.application_industry_id
        join applications a on a.id = ai.application_id
        where air.reference_id = r.id and a.application_status_id in (${sql.join(lockingStatuses)})
      )`,
    })
    .where('r.id', 'in', ids)
    .execute();
}

/** The references attached to an application's industries. */
export async function referenceIdsOf(trx: Transaction<Database>, applicationId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('application_industry_references as air')
    .innerJoin('application_industries as ai', 'ai.id', 'air.application_industry_id')
    .select('air.reference_id')
    .where('ai.application_id', '=', applicationId)
    .execute();
  return rows.map((row) => row.reference_id);
}

/**
 * Moves the application to `to` when the table allows it to the actor (422 in Finnish otherwise):
 * the row (sent_at when sent, finished_at when it ends), a history row, an audit row, the locks.
 */
export async function changeStatus(trx: Transaction<Database>, change: StatusChange): Promise<void> {
  const { application, to, user, actor } = change;
  const from = application.application_status_id;
  if (!canMoveTo(from, to, actor)) throw new HttpError(422, STATUS_REFUSED(from, to), 'status_refused', { application_status_id: [STATUS_REFUSED(from, to)] });
  // The status read by the caller must still be the stored one: two changes at once do not both pass.
  const updated = await trx
    .updateTable('applications')
    .set({
      application_status_id: to,
      updated_at: sql`now()`,
      ...(to === ApplicationStatus.sent ? { sent_at: sql`now()` } : {}),
      ...(FINISHING.has(to) ? { finished_at: sql`now()` } : {}),
    })
    .where('id', '=', application.id)
    .where('application_status_id', '=', from)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new HttpError(409, 'Hakemuksen tila muuttui juuri toisaalla. Päivitä sivu ja yritä uudelleen.', 'conflict');
  const message = change.message?.trim() || null;
  await trx
    .insertInto('application_status_history')
    .values({ application_id: application.id, from_status_id: from, to_status_id: to, message, changed_by_user_id: user?.id ?? null })
    .execute();
  await recordChange(trx, {
    companyId: application.company_id,
    userId: user?.id ?? null,
    entity: 'application',
    entityId: application.id,
    action: 'update',
    before: { application_status_id: from },
    after: { application_status_id: to, ...(message ? { message } : {}) },
  });
  if (locksReferences(from) !== locksReferences(to)) await refreshReferenceLocks(trx, await referenceIdsOf(trx, application.id));
}
