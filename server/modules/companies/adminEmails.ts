import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

/** The addresses of the company's active admins who can sign in: who is told of a join request, and who consents to a group relation. */
export async function companyAdminEmails(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('company_people as cp')
    .innerJoin('users as u', 'u.id', 'cp.user_id')
    .select('u.email')
    .where('cp.company_id', '=', companyId)
    .where('cp.status', '=', 'active')
    .where('cp.company_admin', '=', true)
    .execute();
  return rows.map((row) => row.email);
}

/**
 * Who hears of the company's certificates, audits and board decisions: its active admins and
 * contact persons, by the address its page shows (their own before the company's copy), each once.
 */
export async function companyNoticeRecipients(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('company_people as cp')
    .innerJoin('people as p', 'p.id', 'cp.person_id')
    .select(sql<string | null>`lower(coalesce(p.email, cp.email))`.as('email'))
    .where('cp.company_id', '=', companyId)
    .where('cp.status', '=', 'active')
    .where((eb) => eb.or([eb('cp.company_admin', '=', true), eb('cp.company_contact_person', '=', true)]))
    .execute();
  return [...new Set(rows.map((row) => row.email).filter((email): email is string => !!email))].sort();
}
