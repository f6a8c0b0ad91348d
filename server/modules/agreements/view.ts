/** Products, their agreement versions and companies' agreements as the API returns them (src/domain/api/agreements.ts). */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { CompanyAgreement, Product, ProductAgreement } from '../../../src/domain/api/agreements';

export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.selectFrom('products').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map((p) => ({
    id: p.id,
    code: p.code,
    name: p.name,
    salesUnit: p.sales_unit,
    vatPercentage: Number(p.vat_percentage),
    billingPeriod: p.billing_period,
    periodUnit: p.period_unit,
    automaticRenewal: p.automatic_renewal,
    directBuy: p.direct_buy,
    singleLicense: p.single_license,
  }));
}

/** The versions of a product's agreement that have come into force, the current one first. */
export async function listProductAgreements(db: Db, productId: number): Promise<ProductAgreement[]> {
  const rows = await db
    .selectFrom('product_agreements')
    .select([
      'id',
      'product_id',
      'version',
      sql<string>`valid_from::text`.as('valid_from'),
      sql<string | null>`valid_to::text`.as('valid_to'),
      'content',
      'signed_at',
    ])
    .where('product_id', '=', productId)
    .where('valid_from', '<=', sql<string>`current_date`)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((a) => ({
    id: a.id,
    productId: a.product_id,
    version: a.version,
    validFrom: a.valid_from,
    validTo: a.valid_to,
    content: a.content,
    signedAt: a.signed_at ? a.signed_at.toISOString() : null,
  }));
}

function selectCompanyAgreements(db: Db) {
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

const companyAgreementView = (r: Row): CompanyAgreement => ({
  id: r.id,
  companyId: r.company_id,
  companyContactPersonId: r.company_contact_person_id,
  patevaContactPersonId: r.pateva_contact_person_id,
  productAgreementId: r.product_agreement_id,
  signedAt: r.signed_at.toISOString(),
  terminatedAt: r.terminated_at ? r.terminated_at.toISOString() : null,
  terminatedReason: r.terminated_reason,
  signedByUserId: r.signed_by_user_id,
  productAgreement: { id: r.product_agreement_id, productId: r.product_id, version: r.version, validFrom: r.valid_from, validTo: r.valid_to },
  product: { id: r.product_id, code: r.product_code, name: r.product_name },
});

/** The company's agreements in force (not terminated, SPEC §4), newest first. */
export async function listCompanyAgreements(db: Db, companyId: number): Promise<CompanyAgreement[]> {
  const rows = await selectCompanyAgreements(db)
    .where('ca.company_id', '=', companyId)
    .where('ca.terminated_at', 'is', null)
    .orderBy('ca.signed_at', 'desc')
    .orderBy('ca.id', 'desc')
    .execute();
  return rows.map(companyAgreementView);
}

export async function loadCompanyAgreement(db: Db, companyId: number, agreementId: number): Promise<CompanyAgreement | null> {
  const row = await selectCompanyAgreements(db).where('ca.company_id', '=', companyId).where('ca.id', '=', agreementId).executeTakeFirst();
  return row ? companyAgreementView(row) : null;
}
