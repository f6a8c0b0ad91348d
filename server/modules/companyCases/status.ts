/**
 * The office's status of a company (issue 22 §1): GET and PUT /companies/{id}/status. Every change
 * has a reason and is written three times in one transaction: the status row, a status change (the
 * status history the office page lists), an entry in the company's history and the audit log.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Db } from '../../db/kysely';
import { notFound } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { monitoringAfter, type CompanyStatusRecord, type StatusChangeBody } from '../../../src/domain/companyStatus';

export const COMPANY_NOT_FOUND = 'Yritystä ei löytynyt.';
/** company_history_entries type 5 "Muu": a status change is the office's own event. */
const HISTORY_TYPE_OTHER = 5;

const statusLabel = (id: number | null) => (id === null ? 'ei tilaa' : (DESCRIBABLES['company-statuses'] ?? []).find((s) => s.id === id)?.shortDescription ?? String(id));

export async function loadCompanyStatus(db: Db | Transaction<Database>, companyId: number): Promise<CompanyStatusRecord> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'company_status_id', 'monitoring_started_at', 'auditor_comments'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const changes = await db
    .selectFrom('company_status_changes as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('people as p', 'p.id', 'u.person_id')
    .select(['s.id', 's.from_status_id', 's.to_status_id', 's.reason', 's.created_at', 'p.first_name', 'p.last_name'])
    .where('s.company_id', '=', companyId)
    .orderBy('s.id', 'desc')
    .execute();
  return {
    companyId: company.id,
    companyStatusId: company.company_status_id,
    monitoringStartedAt: company.monitoring_started_at ? company.monitoring_started_at.toISOString() : null,
    auditorComments: company.auditor_comments,
    changes: changes.map((row) => ({
      id: row.id,
      fromStatusId: row.from_status_id,
      toStatusId: row.to_status_id,
      reason: row.reason,
      changedBy: row.first_name || row.last_name ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() : null,
      createdAt: row.created_at.toISOString(),
    })),
  };
}

export interface StatusChange {
  companyId: number;
  toStatusId: number;
  reason: string;
  /** undefined: kept as stored. */
  auditorComments?: string | null;
  userId: number | null;
}

/** Sets the status in the caller's transaction (the PRH watch uses it too): the change row, the history entry and the audit row. */
export async function changeStatus(trx: Transaction<Database>, change: StatusChange): Promise<void> {
  const before = await trx
    .selectFrom('companies')
    .select(['company_status_id', 'monitoring_started_at', 'auditor_comments'])
    .where('id', '=', change.companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) throw notFound(COMPANY_NOT_FOUND);
  const now = new Date().toISOString();
  const monitoring = monitoringAfter(change.toStatusId, before.monitoring_started_at?.toISOString() ?? null, now);
  const after = {
    company_status_id: change.toStatusId,
    monitoring_started_at: monitoring,
    auditor_comments: change.auditorComments === undefined ? before.auditor_comments : change.auditorComments || null,
  };
  await trx.updateTable('companies').set({ ...after, updated_at: sql`now()` }).where('id', '=', change.companyId).execute();
  await trx
    .insertInto('company_status_changes')
    .values({ company_id: change.companyId, from_status_id: before.company_status_id, to_status_id: change.toStatusId, reason: change.reason, user_id: change.userId })
    .execute();
  if (before.company_status_id !== change.toStatusId) {
    await trx
      .insertInto('company_history_entries')
      .values({
        company_id: change.companyId,
        valid_from: sql<string>`(now() at time zone 'Europe/Helsinki')::date`,
        content: `Yrityksen tila muutettu: ${statusLabel(before.company_status_id)} → ${statusLabel(change.toStatusId)}. Syy: ${change.reason}`,
        company_history_entry_type_id: HISTORY_TYPE_OTHER,
        created_by_user_id: change.userId,
      })
      .execute();
  }
  await recordChange(trx, {
    companyId: change.companyId,
    userId: change.userId,
    entity: 'company',
    entityId: change.companyId,
    action: 'update',
    before: { company_status_id: before.company_status_id, monitoring_started_at: before.monitoring_started_at, auditor_comments: before.auditor_comments },
    after: { ...after, reason: change.reason },
  });
}

export async function setCompanyStatus(db: Db, userId: number, companyId: number, body: StatusChangeBody): Promise<CompanyStatusRecord> {
  return db.transaction().execute(async (trx) => {
    await changeStatus(trx, { companyId, toStatusId: body.company_status_id, reason: body.reason, auditorComments: body.auditor_comments, userId });
    return loadCompanyStatus(trx, companyId);
  });
}
