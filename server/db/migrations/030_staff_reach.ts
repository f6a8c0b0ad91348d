import { sql, type Kysely } from 'kysely';

/**
 * Staff reach (issue 18 #1, server/http/staffReach.ts): an auditor reaches the companies of the
 * applications assigned to them. The access rule asks whether a company is among them on every
 * read of company data, and the auditor's company list asks for all of them: by the auditor, with
 * the company in the index so neither reads the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index applications_auditor on applications (auditor_user_id, company_id) where auditor_user_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index applications_auditor`.execute(db);
}
