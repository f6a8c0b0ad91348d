import { sql, type Kysely } from 'kysely';

/** The association's products and their agreement texts: reference data every database has. */
const PRODUCTS = [
  {
    code: 'PATEVYYS',
    name: 'Pätevyyspalvelu',
    sales_unit: 'vuosi',
    vat_percentage: '25.50',
    billing_period: 12,
    period_unit: 'kuukausi',
    automatic_renewal: true,
    direct_buy: false,
    single_license: true,
    versions: [
      {
        version: 1,
        valid_from: '2024-01-01',
        valid_to: '2025-12-31',
        content:
          'Pätevyyspalvelun sopimusehdot, versio 1. Palvelu sisältää yrityksen pätevyyden arvioinnin, pätevyystodistuksen ja yrityksen tietojen julkaisun pätevyysrekisterissä. Sopimus on voimassa toistaiseksi ja uusiutuu vuosittain. Irtisanominen tehdään portaalissa, ja se astuu voimaan kuluvan laskutuskauden päättyessä.',
      },
      {
        version: 2,
        valid_from: '2026-01-01',
        valid_to: null,
        content:
          'Pätevyyspalvelun sopimusehdot, versio 2. Palvelu sisältää yrityksen pätevyyden arvioinnin, vuosittaisen seurannan, pätevyystodistuksen ja yrityksen tietojen julkaisun pätevyysrekisterissä. Yritys sitoutuu ilmoittamaan muutoksista, jotka vaikuttavat pätevyyden edellytyksiin. Sopimus on voimassa toistaiseksi ja uusiutuu vuosittain. Irtisanominen tehdään portaalissa, ja se astuu voimaan kuluvan laskutuskauden päättyessä.',
      },
    ],
  },
  {
    code: 'LAATU',
    name: 'Laatusertifikaatti',
    sales_unit: 'vuosi',
    vat_percentage: '25.50',
    billing_period: 12,
    period_unit: 'kuukausi',
    automatic_renewal: true,
    direct_buy: false,
    single_license: true,
    versions: [
      {
        version: 1,
        valid_from: '2025-01-01',
        valid_to: null,
        content:
          'Laatusertifikaatin sopimusehdot, versio 1. Sertifiointi sisältää sertifiointiauditoinnin, vuosittaiset seuranta-auditoinnit ja sertifikaatin, joka on voimassa enintään kolme vuotta. Poikkeamat korjataan sovitussa määräajassa. Sopimus on voimassa toistaiseksi.',
      },
    ],
  },
  {
    code: 'YMPARISTO',
    name: 'Ympäristösertifikaatti',
    sales_unit: 'vuosi',
    vat_percentage: '25.50',
    billing_period: 12,
    period_unit: 'kuukausi',
    automatic_renewal: true,
    direct_buy: false,
    single_license: true,
    versions: [
      {
        version: 1,
        valid_from: '2025-01-01',
        valid_to: null,
        content:
          'Ympäristösertifikaatin sopimusehdot, versio 1. Sertifiointi sisältää ympäristöjärjestelmän sertifiointiauditoinnin, vuosittaiset seuranta-auditoinnit ja sertifikaatin, joka on voimassa enintään kolme vuotta. Sopimus on voimassa toistaiseksi.',
      },
    ],
  },
];

/** Company memberships of unions, group relations (daughters, joint ventures), products and agreements. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_memberships')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('company_membership_union_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('company_memberships_company_union', ['company_id', 'company_membership_union_id'])
    .execute();

  await db.schema
    .createTable('company_relationships')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_relationship_type_id', 'integer', (c) => c.notNull().check(sql`company_relationship_type_id in (1, 2, 3)`))
    .addColumn('parent_company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('daughter_company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('company_relationships_pair_type', ['parent_company_id', 'daughter_company_id', 'company_relationship_type_id'])
    .addCheckConstraint('company_relationships_not_self', sql`parent_company_id <> daughter_company_id`)
    .execute();
  await db.schema.createIndex('company_relationships_daughter').on('company_relationships').column('daughter_company_id').execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sales_unit', 'text', (c) => c.notNull())
    .addColumn('vat_percentage', 'numeric(5, 2)', (c) => c.notNull())
    .addColumn('billing_period', 'integer', (c) => c.notNull())
    .addColumn('period_unit', 'text', (c) => c.notNull())
    .addColumn('automatic_renewal', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('direct_buy', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('single_license', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('product_agreements')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'date', (c) => c.notNull())
    .addColumn('valid_to', 'date')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'timestamptz')
    .addUniqueConstraint('product_agreements_product_version', ['product_id', 'version'])
    .execute();

  await db.schema
    .createTable('company_agreements')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('company_contact_person_id', 'bigint', (c) => c.references('company_people.id').onDelete('set null'))
    .addColumn('pateva_contact_person_id', 'bigint', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('product_agreement_id', 'bigint', (c) => c.notNull().references('product_agreements.id'))
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('terminated_at', 'timestamptz')
    .addColumn('terminated_reason', 'text')
    .addColumn('signed_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('company_agreements_company').on('company_agreements').column('company_id').execute();

  for (const { versions, ...product } of PRODUCTS) {
    const row = await sql<{ id: number }>`
      insert into products (code, name, sales_unit, vat_percentage, billing_period, period_unit, automatic_renewal, direct_buy, single_license)
      values (${product.code}, ${product.name}, ${product.sales_unit}, ${product.vat_percentage}, ${product.billing_period},
              ${product.period_unit}, ${product.automatic_renewal}, ${product.direct_buy}, ${product.single_license})
      returning id`.execute(db);
    const productId = row.rows[0].id;
    for (const v of versions) {
      await sql`
        insert into product_agreements (product_id, version, valid_from, valid_to, content)
        values (${productId}, ${v.version}, ${v.valid_from}::date, ${v.valid_to}::date, ${v.content})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['company_agreements', 'product_agreements', 'products', 'company_relationships', 'company_memberships']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
