/** Products, their agreement versions and companies' agreements as the API answers them (src/domain/entities/agreement.ts). */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import {
  agreement,
  product,
  productAgreement,
  type CompanyAgreement,
  type Product,
  type ProductAgreement,
} from '../../../src/domain/entities/agreement';
import { notFound } from '../../http/errors';
import { entityView } from '../../http/view';
import { defineList, entitySortable } from '../../http/list';
import type { Page } from '../../../src/domain/api/lists';
import type { z } from 'zod';

const productView = entityView(product);
const productAgreementView = entityView(productAgreement);
const agreementView = entityView(agreement);

/** The products as the API answers them; `vat_percentage` numeric(5,2) comes from pg as a string, the answer is a number. */
export function selectProducts(db: Db) {
  return db
    .selectFrom('products')
    .select(['id', 'code', 'name', 'sales_unit', sql<number>`vat_percentage::float8`.as('vat_percentage'), 'billing_period', 'period_unit'])
    .select(['automatic_renewal', 'direct_buy', 'single_license', 'unit_price', 'billing_basis', 'application_type_ids']);
}

export const toProduct = (row: Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>): Product => productView(row);

/** Every product by name, or those of one billing basis (the company's signing offers only agreement products). */
export async function listProducts(db: Db, billingBasis?: number): Promise<Product[]> {
  let select = selectProducts(db);
  if (billingBasis !== undefined) select = select.where('billing_basis', '=', billingBasis);
  const rows = await select.orderBy('name').orderBy('id').execute();
  return rows.map(toProduct);
}

/**
 * When a version was first signed: its own signed_at, else the first company agreement on it — the
 * office's screens tell a signed version (only its end day changes) from one still open by it.
 */
export const versionSignedAt = sql<Date | null>`coalesce(product_agreements.signed_at, (select min(ca.signed_at) from company_agreements ca where ca.product_agreement_id = product_agreements.id))`;

/**
 * The versions of a product's agreement that have come into force, the current one first; 404 for no
 * such product. `all` (the office's versions section) adds those that start later.
 */
export async function listProductAgreements(db: Db, productId: number, all = false): Promise<ProductAgreement[]> {
  const found = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  if (!found) throw notFound('Tuotetta ei löytynyt.');
  const rows = await db
    .selectFrom('product_agreements')
    .select([
      'id',
      'product_id',
      'version',
      sql<string>`valid_from::text`.as('valid_from'),
      sql<string | null>`valid_to::text`.as('valid_to'),
      'content',
      versionSignedAt.as('signed_at'),
    ])
    .where('product_id', '=', productId)
    .$if(!all, (query) => query.where('valid_from', '<=', sql<string>`current_date`))
    .orderBy('version', 'desc')
    .execute();
  return rows.map(productAgreementView);
}

export function selectCompanyAgreements(db: Db) {
  return db
    .selectFrom('company_agreements as ca')
    .innerJoin('product_agreements as pa', 'pa.id', 'ca.product_agreement_id')
    .innerJoin('products as p', 'p.id', 'pa.product_id')
    .select([
      'ca.id',
      'ca.company_id',
      'ca.company_contact_person_id',
      'ca.pateva_contact_person_id',
      'ca.product_agreement_id',
      'ca.signed_at',
      'ca.terminated_at',
      'ca.terminated_reason',
      'ca.signed_by_user_id',
      'pa.version',
      sql<string>`pa.valid_from::text`.as('valid_from'),
      sql<string | null>`pa.valid_to::text`.as('valid_to'),
      'p.id as product_id',
      'p.code as product_code',
      'p.name as product_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectCompanyAgreements>['executeTakeFirstOrThrow']>>;

export const companyAgreementView = (r: Row): CompanyAgreement =>
  agreementView(r, {
    productAgreement: { id: r.product_agreement_id, productId: r.product_id, version: r.version, validFrom: r.valid_from, validTo: r.valid_to },
    product: { id: r.product_id, code: r.product_code, name: r.product_name },
  });

/** The one list path (http/list.ts): newest signing first at first; sortable by the declaration's sortable fields. */
export const companyAgreementList = defineList({
  sortable: entitySortable(agreement, 'ca', { product: 'p.name' }),
  defaultSort: 'signedAt',
  defaultOrder: 'desc',
  tiebreaker: 'ca.id',
});

/** The company's agreements in force (not terminated, SPEC §4). */
export function listCompanyAgreements(db: Db, companyId: number, query: z.output<typeof companyAgreementList.query>): Promise<Page<CompanyAgreement>> {
  const select = selectCompanyAgreements(db).where('ca.company_id', '=', companyId).where('ca.terminated_at', 'is', null);
  return companyAgreementList.page(select, query, { view: companyAgreementView });
}

export async function loadCompanyAgreement(db: Db, companyId: number, agreementId: number): Promise<CompanyAgreement | null> {
  const row = await selectCompanyAgreements(db).where('ca.company_id', '=', companyId).where('ca.id', '=', agreementId).executeTakeFirst();
  return row ? companyAgreementView(row) : null;
}
