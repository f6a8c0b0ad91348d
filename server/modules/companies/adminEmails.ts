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
