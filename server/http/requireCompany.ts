/** The company a route names by `:id`, or 404 in Finnish. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { notFound } from './errors';

export interface CompanyRef {
  id: number;
  name: string;
  registration_number: string;
}

/** `lock`: inside a transaction, hold the company row until it ends (two changes that check the company's state then wait for each other). */
export async function requireCompany(db: Kysely<Database>, companyId: number, options: { lock?: boolean } = {}): Promise<CompanyRef> {
  let query = db.selectFrom('companies').select(['id', 'name', 'registration_number']).where('id', '=', companyId);
  if (options.lock) query = query.forUpdate();
  const company = await query.executeTakeFirst();
  if (!company) throw notFound('Yritystä ei löytynyt.');
  return company;
}
