/** The company a route names by `:id`, or 404 in Finnish. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { notFound } from '../../http/errors';

export async function requireCompany(db: Kysely<Database>, companyId: number): Promise<{ id: number; name: string }> {
  const company = await db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirst();
  if (!company) throw notFound('Yritystä ei löytynyt.');
  return company;
}
