/**
 * Products, orders and invoicing (issue 22 §3).
 *
 * - products.unit_price: the net price in whole euros (SPEC §9 money) of one sales unit: one
 *   billing period of an agreement, one application, one audit day.
 * - products.billing_basis: what a product bills (the 'product-billing-bases' list): 1 an agreement
 *   per billing period, 2 an application fee (for the application types of application_type_ids),
 *   3 an audit day (per day of an audit programme; its auditors' costs go at cost with its VAT).
 * - invoiced_rows: each row of the invoicing basis once billed, by its key (`agreement:…`,
 *   `application:…`, `audit-days:…`, `audit-costs:…`), with what was billed: the unique key is
 *   what keeps a row from being billed twice.
 */
import { sql, type Kysely } from 'kysely';

/** The association's fee products beside the three agreement products of migration 006. */
const FEE_PRODUCTS = [
  { code: 'HAKEMUSMAKSU', name: 'Pätevyyshakemuksen käsittelymaksu', sales_unit: 'kpl', price: 350, basis: 2, types: [1, 2, 3] },
  { code: 'SERTIFIOINTIHAKEMUS', name: 'Sertifiointihakemuksen käsittelymaksu', sales_unit: 'kpl', price: 500, basis: 2, types: [4, 5, 6, 7, 8, 9, 10, 11] },
  { code: 'AUDITOINTIPAIVA', name: 'Auditointipäivä', sales_unit: 'päivä', price: 1100, basis: 3, types: [] },
];

const AGREEMENT_PRICES: Record<string, number> = { PATEVYYS: 890, LAATU: 1450, YMPARISTO: 1450 };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('unit_price', 'integer', (c) => c.notNull().defaultTo(0).check(sql`unit_price >= 0`))
    .addColumn('billing_basis', 'integer', (c) => c.notNull().defaultTo(1).check(sql`billing_basis in (1, 2, 3)`))
    .addColumn('application_type_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  for (const [code, price] of Object.entries(AGREEMENT_PRICES)) {
    await sql`update products set unit_price = ${price} where code = ${code}`.execute(db);
  }
  for (const p of FEE_PRODUCTS) {
    await sql`
      insert into products (code, name, sales_unit, vat_percentage, billing_period, period_unit, automatic_renewal, direct_buy, single_license,
                            unit_price, billing_basis, application_type_ids)
      values (${p.code}, ${p.name}, ${p.sales_unit}, 25.50, 0, 'kuukausi', false, true, false, ${p.price}, ${p.basis}, ${sql.raw(`'{${p.types.join(',')}}'`)}::integer[])
      on conflict (code) do nothing`.execute(db);
  }

  await db.schema
    .createTable('invoiced_rows')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('row_key', 'text', (c) => c.notNull().unique())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('agreement', 'application', 'audit-days', 'audit-costs')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('billing_date', 'date', (c) => c.notNull())
    .addColumn('quantity', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat_percentage', 'numeric(5, 2)', (c) => c.notNull())
    .addColumn('vat_cents', 'bigint', (c) => c.notNull())
    .addColumn('period_from', 'date', (c) => c.notNull())
    .addColumn('period_to', 'date', (c) => c.notNull())
    .addColumn('invoiced_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('invoiced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('invoiced_rows_company').on('invoiced_rows').columns(['company_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoiced_rows').ifExists().execute();
  await sql`delete from products where code in ('HAKEMUSMAKSU', 'SERTIFIOINTIHAKEMUS', 'AUDITOINTIPAIVA')`.execute(db);
  await db.schema.alterTable('products').dropColumn('application_type_ids').dropColumn('billing_basis').dropColumn('unit_price').execute();
}
