/** Companies as the API answers them: rows to the records the company declaration names (src/domain/entities/company.ts). */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/kysely';
import { isoTimestamp } from '../../http/list';
import type { AddressRow, Database } from '../../db/types';
import { entityView } from '../../http/view';
import { company, type CompanyDetails } from '../../../src/domain/entities/company';
import { addressView } from '../addresses';

/** Columns of a company row plus whether it has an active admin and how many active people. */
export function selectCompanyColumns<O>(query: SelectQueryBuilder<Database, 'companies', O>) {
  return query.select([
    'companies.id',
    'companies.name',
    'companies.registration_number',
    'companies.switchboard_number',
    'companies.company_status_id',
    // ISO text from PostgreSQL, the same to the byte as Date#toISOString of the parsed column (both
    // cut microseconds to milliseconds), without parsing and formatting two dates per row in Node.
    isoTimestamp('companies.created_at').as('created_at'),
    isoTimestamp('companies.updated_at').as('updated_at'),
    // Counters kept by company_people's triggers (migration 010), cheaper than counting per row.
    sql<boolean>`companies.active_admin_count > 0`.as('has_admin'),
    'companies.active_people_count as people_count',
  ]);
}

export const companyView = entityView(company);

export async function loadCompany(db: Db, id: number): Promise<CompanyDetails | null> {
  // The addresses in the same query (one round trip): rows as JSON, whose keys and values are
  // the columns' own (the table has no timestamp column that JSON would turn into text).
  const row = await selectCompanyColumns(db.selectFrom('companies'))
    .select(
      sql<AddressRow[]>`coalesce((select json_agg(a order by a.address_type_id, a.id) from addresses a where a.company_id = companies.id), '[]')`.as(
        'addresses',
      ),
    )
    .where('companies.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return { ...companyView(row), addresses: row.addresses.map(addressView) };
}
