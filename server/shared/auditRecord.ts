/**
 * Every change to company data writes one audit row (who, when, what, before
 * and after), in the same transaction as the change itself.
 */
import type { Kysely, Transaction } from 'kysely';
import type { AuditAction, Database } from '../db/types';

export interface AuditEntry {
  companyId: number | null;
  userId: number | null;
  /** The kind of record, e.g. 'company', 'address', 'company_person'. */
  entity: string;
  entityId: number | null;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}

/** Row values as JSON: dates as ISO strings, nothing that cannot be stored. */
const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function recordChange(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      company_id: entry.companyId,
      user_id: entry.userId,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      before: asJson(entry.before),
      after: asJson(entry.after),
    })
    .execute();
}
