/** A company's offices (yksiköt): list, add, change, remove; every change in the audit log. */
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { CompanyOfficeRow, Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { notFound } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import { office, type Office, type OfficeBody } from '../../../src/domain/entities/office';
import type { Page } from '../../../src/domain/api/lists';
import { entityView } from '../../http/view';
import type { z } from 'zod';
import { containsPattern, defineList, entitySortable } from '../../http/list';

const officeView = entityView(office);

export const OFFICE_NOT_FOUND = 'Yksikköä ei löytynyt.';

const audited = ({ name, description, street, zipcode, city, country }: CompanyOfficeRow) => ({
  name,
  description,
  street,
  zipcode,
  city,
  country,
});

/** The one list path (http/list.ts), sortable by the declaration's sortable fields; by name at first (SPEC). */
export const officeList = defineList({
  sortable: entitySortable(office, 'company_offices'),
  defaultSort: 'name',
  tiebreaker: 'company_offices.id',
  search: true,
});

export async function listOffices(ctx: AppContext, companyId: number, query: z.output<typeof officeList.query>): Promise<Page<Office>> {
  const select = ctx.db.selectFrom('company_offices').selectAll().where('company_id', '=', companyId);
  return officeList.page(select, query, {
    view: officeView,
    search: (q) => {
      const pattern = containsPattern(q);
      return (eb) => eb.or([eb(sql`lower(company_offices.name)`, 'like', pattern), eb(sql`lower(coalesce(company_offices.city, ''))`, 'like', pattern)]);
    },
  });
}

export async function getOffice(ctx: AppContext, companyId: number, officeId: number): Promise<Office> {
  const row = await ctx.db.selectFrom('company_offices').selectAll().where('id', '=', officeId).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound(OFFICE_NOT_FOUND);
  return officeView(row);
}

export async function createOffice(ctx: AppContext, user: CurrentUser, companyId: number, body: OfficeBody): Promise<Office> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('company_offices').values({ company_id: companyId, ...body }).returningAll().executeTakeFirstOrThrow();
    await recordChange(trx, { companyId, userId: user.id, entity: 'company_office', entityId: row.id, action: 'create', after: audited(row) });
    return officeView(row);
  });
}

async function lockedOffice(trx: Transaction<Database>, companyId: number, officeId: number): Promise<CompanyOfficeRow> {
  const row = await trx
    .selectFrom('company_offices')
    .selectAll()
    .where('id', '=', officeId)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(OFFICE_NOT_FOUND);
  return row;
}

export async function updateOffice(ctx: AppContext, user: CurrentUser, companyId: number, officeId: number, body: Partial<OfficeBody>): Promise<Office> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedOffice(trx, companyId, officeId);
    const row = await trx
      .updateTable('company_offices')
      .set({ ...body, updated_at: sql`now()` })
      .where('id', '=', officeId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'company_office',
      entityId: officeId,
      action: 'update',
      before: audited(before),
      after: audited(row),
    });
    return officeView(row);
  });
}

export async function deleteOffice(ctx: AppContext, user: CurrentUser, companyId: number, officeId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedOffice(trx, companyId, officeId);
    await trx.deleteFrom('company_offices').where('id', '=', officeId).execute();
    await recordChange(trx, { companyId, userId: user.id, entity: 'company_office', entityId: officeId, action: 'delete', before: audited(before) });
  });
}
