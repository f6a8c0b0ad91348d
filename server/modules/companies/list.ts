/** GET /api/companies: staff search all companies; others find one by business ID or list their own. */
import { sql, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { hasAnyPermission } from '../../../src/domain/permissions';
import { businessIdSchema } from '../../../src/domain/schemas/company';
import { listQuerySchema, pageSize, listMeta } from '../../../src/domain/schemas/list';
import { sortableColumns } from '../../../src/domain/entities/entity';
import { company, type Company, type CompanyList, type PublicCompany } from '../../../src/domain/entities/company';
import { companyView, selectCompanyColumns } from './view';

/** The declaration's sortable fields (name, business ID, created, id) and their columns. */
const SORTABLE = sortableColumns(company);
const SORT_KEYS = Object.keys(SORTABLE) as [string, ...string[]];

export const companyListQuerySchema = listQuerySchema.extend({
  registration_number: businessIdSchema.optional(),
  q: z.string().trim().max(100, 'Hakusana on liian pitkä.').optional(),
  sort: z.enum(SORT_KEYS).default('name'),
});
export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

/** What someone outside a company may learn of it: enough to ask to join. */
const publicPart = (c: Company): PublicCompany => ({ id: c.id, name: c.name, registrationNumber: c.registrationNumber, hasAdmin: c.hasAdmin });

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

type CompanyQuery<O> = SelectQueryBuilder<Database, 'companies', O>;

function applyFilters<O>(select: CompanyQuery<O>, user: CurrentUser, query: CompanyListQuery, staff: boolean): CompanyQuery<O> {
  let filtered = select;
  if (query.registration_number) filtered = filtered.where('companies.registration_number', '=', query.registration_number);
  if (staff && query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    filtered = filtered.where((eb) =>
      eb.or([eb(sql`lower(companies.name)`, 'like', pattern), eb('companies.registration_number', 'like', pattern)]),
    );
  }
  if (!staff && !query.registration_number) {
    filtered = filtered.where('companies.id', 'in', (eb) =>
      eb.selectFrom('company_people').select('company_id').where('user_id', '=', user.id).where('status', '=', 'active'),
    );
  }
  return filtered;
}

export async function listCompanies(db: Db, user: CurrentUser, query: CompanyListQuery): Promise<CompanyList> {
  const staff = hasAnyPermission(user);
  const size = pageSize(query.paginate);
  const sortColumn = sql.ref(`companies.${SORTABLE[query.sort]}`);
  // The page's ids and the total first, then the per-company columns for that page's rows only:
  // computed in one query they would be evaluated for every matching company.
  let page = applyFilters(db.selectFrom('companies'), user, query, staff)
    .select(['companies.id', sql<number>`count(*) over()`.as('total')])
    .orderBy(sortColumn, query.order)
    .orderBy('companies.id', query.order);
  if (size !== null) page = page.limit(size).offset((query.page - 1) * size);
  const pageRows = await page.execute();
  const ids = pageRows.map((r) => r.id);
  const details = ids.length
    ? await selectCompanyColumns(db.selectFrom('companies')).where('companies.id', 'in', ids).execute()
    : [];
  const byId = new Map(details.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, total: pageRows[0].total }] : [];
  });
  // A page past the end has no row to carry the window total: count separately.
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? (
          await applyFilters(db.selectFrom('companies'), user, query, staff)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count
      : 0);
  const views = rows.map(companyView);
  const ownOnly = !staff && !query.registration_number;
  const data = staff || ownOnly ? views : views.map(publicPart);
  const perPage = size ?? Math.max(total, 1);
  const meta = listMeta(query.page, perPage, total);
  return { data, meta };
}
