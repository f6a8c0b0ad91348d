/**
 * The office's products and their agreement versions (issue 22 §3): create, change and remove,
 * each change with its audit row in the same transaction. GET /products and
 * GET /products/{id}/agreements stay in the agreements module (SPEC §7).
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { isUniqueViolation } from '../../db/constraints';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import {
  BillingBasis,
  PRODUCT_AGREEMENT_RULES,
  PRODUCT_RULES,
  productAgreement,
  type Product,
  type ProductAgreement,
  type ProductAgreementBody,
  type ProductBody,
} from '../../../src/domain/entities/agreement';
import type { EntityUpdateBody } from '../../../src/domain/entities/entity';
import { entityView } from '../../http/view';
import { selectProducts, toProduct, versionSignedAt } from '../agreements';

export const PRODUCT_NOT_FOUND = 'Tuotetta ei löytynyt.';
export const VERSION_NOT_FOUND = 'Sopimusversiota ei löytynyt.';

type Trx = Transaction<Database>;
type ProductUpdate = EntityUpdateBody<typeof import('../../../src/domain/entities/agreement').product>;
type VersionUpdate = EntityUpdateBody<typeof productAgreement>;

export async function getProduct(ctx: AppContext, id: number): Promise<Product> {
  const row = await selectProducts(ctx.db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toProduct(row);
}

/** The rules across fields on the stored result (an update keeps what it leaves out). */
function checkProduct(p: { billing_basis: number; billing_period: number; application_type_ids: number[] }): void {
  if (p.billing_basis === BillingBasis.agreement && p.billing_period < 1) throw unprocessable({ billing_period: [PRODUCT_RULES.period] });
  if (p.billing_basis === BillingBasis.applicationFee && p.application_type_ids.length === 0) {
    throw unprocessable({ application_type_ids: [PRODUCT_RULES.applicationTypes] });
  }
}

const codeTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw unprocessable({ code: [PRODUCT_RULES.codeTaken] });
  throw error;
};

async function productRow(trx: Trx, id: number) {
  const row = await trx.selectFrom('products').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

export async function createProduct(ctx: AppContext, user: CurrentUser, body: ProductBody): Promise<Product> {
  const values = {
    code: body.code,
    name: body.name,
    sales_unit: body.sales_unit,
    unit_price: body.unit_price,
    vat_percentage: body.vat_percentage,
    billing_basis: body.billing_basis,
    billing_period: body.billing_period,
    period_unit: body.period_unit,
    automatic_renewal: body.automatic_renewal ?? false,
    direct_buy: body.direct_buy ?? false,
    single_license: body.single_license ?? false,
    application_type_ids: body.billing_basis === BillingBasis.applicationFee ? (body.application_type_ids ?? []) : [],
  };
  checkProduct(values);
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const row = await trx.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
      await recordChange(trx, { companyId: null, userId: user.id, entity: 'product', entityId: row.id, action: 'create', after: values });
      return row.id;
    })
    .catch(codeTaken);
  return getProduct(ctx, id);
}

export async function updateProduct(ctx: AppContext, user: CurrentUser, id: number, body: ProductUpdate): Promise<Product> {
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      const before = await productRow(trx, id);
      const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<ProductBody>;
      const after = { ...before, ...changes, vat_percentage: Number(changes.vat_percentage ?? before.vat_percentage) };
      // Only an application fee names application types.
      const types = after.billing_basis === BillingBasis.applicationFee ? (after.application_type_ids ?? []) : [];
      const { id: _id, ...rest } = after;
      const written = { ...rest, application_type_ids: types };
      checkProduct(written);
      await trx.updateTable('products').set(written).where('id', '=', id).execute();
      await recordChange(trx, { companyId: null, userId: user.id, entity: 'product', entityId: id, action: 'update', before: { ...before }, after: written });
    })
    .catch(codeTaken);
  return getProduct(ctx, id);
}

/** A product a company has signed (its versions are referenced) stays: 409. */
export async function deleteProduct(ctx: AppContext, user: CurrentUser, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await productRow(trx, id);
    const signed = await trx
      .selectFrom('company_agreements as ca')
      .innerJoin('product_agreements as pa', 'pa.id', 'ca.product_agreement_id')
      .select('ca.id')
      .where('pa.product_id', '=', id)
      .executeTakeFirst();
    if (signed) throw conflict('Tuotteesta on allekirjoitettuja sopimuksia, eikä sitä voi poistaa.', 'product_in_use');
    await trx.deleteFrom('products').where('id', '=', id).execute();
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'product', entityId: id, action: 'delete', before: { ...before } });
  });
}

const versionView = entityView(productAgreement);

function selectVersions(ctx: AppContext) {
  return ctx.db
    .selectFrom('product_agreements')
    .select(['id', 'product_id', 'version', sql<string>`valid_from::text`.as('valid_from'), sql<string | null>`valid_to::text`.as('valid_to'), 'content', versionSignedAt.as('signed_at')]);
}

export async function getVersion(ctx: AppContext, productId: number, id: number): Promise<ProductAgreement> {
  const row = await selectVersions(ctx).where('product_id', '=', productId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(VERSION_NOT_FOUND);
  return versionView(row);
}

const versionTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw unprocessable({ version: [PRODUCT_AGREEMENT_RULES.versionTaken] });
  throw error;
};

export async function createVersion(ctx: AppContext, user: CurrentUser, productId: number, body: ProductAgreementBody): Promise<ProductAgreement> {
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      await productRow(trx, productId);
      const values = { product_id: productId, version: body.version, valid_from: body.valid_from, valid_to: body.valid_to ?? null, content: body.content };
      const row = await trx.insertInto('product_agreements').values(values).returning('id').executeTakeFirstOrThrow();
      await recordChange(trx, { companyId: null, userId: user.id, entity: 'product_agreement', entityId: row.id, action: 'create', after: values });
      return row.id;
    })
    .catch(versionTaken);
  return getVersion(ctx, productId, id);
}

async function versionRow(trx: Trx, productId: number, id: number) {
  const row = await trx
    .selectFrom('product_agreements')
    .select(['id', 'version', sql<string>`valid_from::text`.as('valid_from'), sql<string | null>`valid_to::text`.as('valid_to'), 'content'])
    .where('product_id', '=', productId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(VERSION_NOT_FOUND);
  const signed = await trx.selectFrom('company_agreements').select('id').where('product_agreement_id', '=', id).executeTakeFirst();
  return { row, signed: !!signed };
}

/** A version a company has signed keeps its number, text and start: only its end day may change (409 otherwise). */
export async function updateVersion(ctx: AppContext, user: CurrentUser, productId: number, id: number, body: VersionUpdate): Promise<ProductAgreement> {
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      const { row: before, signed } = await versionRow(trx, productId, id);
      const after = {
        version: body.version ?? before.version,
        valid_from: body.valid_from ?? before.valid_from,
        valid_to: body.valid_to === undefined ? before.valid_to : body.valid_to,
        content: body.content ?? before.content,
      };
      if (after.valid_to !== null && after.valid_to < after.valid_from) throw unprocessable({ valid_to: [PRODUCT_AGREEMENT_RULES.order] });
      if (signed && (after.version !== before.version || after.valid_from !== before.valid_from || after.content !== before.content)) {
        throw conflict(PRODUCT_AGREEMENT_RULES.signed, 'agreement_version_signed');
      }
      await trx.updateTable('product_agreements').set(after).where('id', '=', id).execute();
      await recordChange(trx, { companyId: null, userId: user.id, entity: 'product_agreement', entityId: id, action: 'update', before: { ...before }, after });
    })
    .catch(versionTaken);
  return getVersion(ctx, productId, id);
}

export async function deleteVersion(ctx: AppContext, user: CurrentUser, productId: number, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { row: before, signed } = await versionRow(trx, productId, id);
    if (signed) throw conflict('Sopimusversio on allekirjoitettu, eikä sitä voi poistaa. Anna sille päättymispäivä.', 'agreement_version_signed');
    await trx.deleteFrom('product_agreements').where('id', '=', id).execute();
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'product_agreement', entityId: id, action: 'delete', before: { ...before } });
  });
}
