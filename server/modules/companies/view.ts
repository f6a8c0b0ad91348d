/** Companies as the API answers them: rows to the records the company declaration names (src/domain/entities/company.ts). */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import { entityView } from '../../http/view';
import { company, type CompanyDetails } from '../../../src/domain/entities/company';
import { companyAddresses } from '../addresses/service';

/** Columns of a company row plus whether it has an admin and how many active people. */
export function selectCompanyColumns<O>(query: SelectQueryBuilder<Database, 'companies', O>) {
  return query.select([
    'companies.id',
    'companies.name',
    'companies.registration_number',
    'companies.switchboard_number',
    'companies.company_status_id',
    'companies.created_at',
    'companies.updated_at',
    sql<boolean>`exists (select 1 from company_people cp where cp.company_id = companies.id
                         and cp.status = 'active' and cp.company_admin)`.as('has_admin'),
    sql<number>`(select count(*) from company_people cp where cp.company_id = companies.id
                 and cp.status = 'active')::int`.as('people_count'),
  ]);
}

export const companyView = entityView(company);

export async function loadCompany(db: Db, id: number): Promise<CompanyDetails | null> {
  const row = await selectCompanyColumns(db.selectFrom('companies')).where('companies.id', '=', id).executeTakeFirst();
  if (!row) return null;
  return { ...companyView(row), addresses: await companyAddresses(db, id) };
}
