import type { Kysely } from 'kysely';

/**
 * The office filters a company's audit log by date (GET /companies/:id/audit-log created_from,
 * created_to): without this index a date range reads every row of the company's log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_log_company_created').on('audit_log').columns(['company_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_company_created').ifExists().execute();
}
