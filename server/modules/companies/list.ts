/**
 * GET /api/companies: office staff search all companies; other staff search the companies they
 * reach (their own and those their work ties them to, http/staffReach.ts); others find one by
 * business ID or list their own.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { defineList, entitySortable, textSearch } from '../../http/list';
import { idSchema } from '../../http/params';
import { hasAnyPermission, hasOfficePermission } from '../../../src/domain/permissions';
import { tiedCompanyIds } from '../../http/staffReach';
import { businessIdSchema } from '../../../src/domain/schemas/company';
import { company, type Company, type CompanyList, type PublicCompany } from '../../../src/domain/entities/company';
import { companyView, selectCompanyColumns } from './view';
import { companySearchText } from './searchText';

export const companyList = defineList({
  // The declaration's sortable fields (name, business ID, created, id), on the companies table.
  sortable: entitySortable(company, 'companies'),
  defaultSort: 'name',
  tiebreaker: 'companies.id',
  filters: { registration_number: businessIdSchema, company_status_id: idSchema },
  search: true,
});
export const companyListQuerySchema = companyList.query;
export type CompanyListQuery = z.output<typeof companyList.query>;

/** What someone outside a company may learn of it: enough to ask to join. */
const publicPart = (c: Company): PublicCompany => ({ id: c.id, name: c.name, registrationNumber: c.registrationNumber, hasAdmin: c.hasAdmin });

/** Kept exact by migration 008's triggers: the staff's unfiltered total without counting 10,000 rows. */
const companyCount = sql<number>`(select row_count from row_counts where table_name = 'companies')`;

export async function listCompanies(db: Db, user: CurrentUser, query: CompanyListQuery): Promise<CompanyList> {
  const staff = hasAnyPermission(user);
  const office = hasOfficePermission(user);
  const ownOnly = !staff && !query.registration_number;
  let select = selectCompanyColumns(db.selectFrom('companies'));
  if (ownOnly) {
    select = select.where('companies.id', 'in', (eb) =>
      eb.selectFrom('company_people').select('company_id').where('user_id', '=', user.id).where('status', '=', 'active'),
    );
  } else if (staff && !office) {
    // The board's and auditors' list: only what the rule for reading a company lets them open.
    select = select.where((eb) =>
      eb.or([
        eb('companies.id', 'in', eb.selectFrom('company_people').select('company_id').where('user_id', '=', user.id).where('status', '=', 'active')),
        eb('companies.id', 'in', sql<number>`(${tiedCompanyIds(user.id)})`),
      ]),
    );
  }
  // Only staff search; for others q is ignored, as before.
  const page = await companyList.page(select, staff ? query : { ...query, q: undefined }, {
    filters: {
      registration_number: (value) => (eb) => eb('companies.registration_number', '=', value),
      company_status_id: (id) => (eb) => eb('companies.company_status_id', '=', id),
    },
    search: (q) => textSearch(q, companySearchText('companies')),
    view: companyView,
    unfilteredTotal: office ? companyCount : undefined,
  });
  return staff || ownOnly ? page : { data: page.data.map(publicPart), meta: page.meta };
}
