/** Companies as the API returns them: rows mapped to the types of src/domain/api/companies.ts. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/kysely';
import { isoTimestamp } from '../../http/list';
import type { AddressRow, Database } from '../../db/types';
import type { Address } from '../../../src/domain/api/addresses';
import type { Company, CompanyDetails } from '../../../src/domain/api/companies';

export const addressView = (a: AddressRow): Address => ({
  id: a.id,
  addressTypeId: a.address_type_id,
  street: a.street,
  addressLine1: a.address_line1,
  addressLine2: a.address_line2,
  addressLine3: a.address_line3,
  addressLine4: a.address_line4,
  zipcode: a.zipcode,
  city: a.city,
  country: a.country,
  electronicAddress: a.electronic_address,
  location: a.location,
  poBox: a.po_box,
  electronicBillingAddress: a.electronic_billing_address,
  electronicBillingOperator: a.electronic_billing_operator,
  electronicBillingOperatorId: a.electronic_billing_operator_id,
});

/** Columns of a company row plus whether it has an admin and how many active people. */
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
    sql<boolean>`exists (select 1 from company_people cp where cp.company_id = companies.id
                         and cp.status = 'active' and cp.company_admin)`.as('has_admin'),
    sql<number>`(select count(*) from company_people cp where cp.company_id = companies.id
                 and cp.status = 'active')::int`.as('people_count'),
  ]);
}

type CompanyColumns = {
  id: number;
  name: string;
  registration_number: string;
  switchboard_number: string | null;
  company_status_id: number | null;
  created_at: string;
  updated_at: string;
  has_admin: boolean;
  people_count: number;
};

export const companyView = (row: CompanyColumns): Company => ({
  id: row.id,
  name: row.name,
  registrationNumber: row.registration_number,
  switchboardNumber: row.switchboard_number,
  companyStatusId: row.company_status_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  hasAdmin: row.has_admin,
  peopleCount: row.people_count,
});

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
