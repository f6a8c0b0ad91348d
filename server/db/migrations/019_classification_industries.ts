import { sql, type Kysely } from 'kysely';

/** SPEC §3 Classification industry and its requirements: the association's industry tree (issue 10). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('classification_industries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // A parent with children cannot be removed (the API answers 409 first).
    .addColumn('parent_id', 'bigint', (c) => c.references('classification_industries.id').onDelete('restrict'))
    .addColumn('symbolic_number', 'text', (c) => c.notNull().unique())
    .addColumn('short_description', 'text', (c) => c.notNull())
    .addColumn('long_description', 'text')
    .addColumn('sort_number', 'integer', (c) => c.notNull())
    .addColumn('available_proficiency', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('available_certification', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('classification_industries_sort').on('classification_industries').columns(['sort_number', 'id']).execute();
  await db.schema.createIndex('classification_industries_parent').on('classification_industries').column('parent_id').execute();

  await db.schema
    .createTable('classification_industry_requirements')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('classification_industry_id', 'bigint', (c) => c.notNull().references('classification_industries.id').onDelete('cascade'))
    .addColumn('certificate_type_id', 'integer')
    .addColumn('min_total_billing', 'bigint')
    .addColumn('max_reference_age', 'integer')
    .addColumn('min_reference_count', 'integer')
    .addColumn('file_type_id', 'integer')
    .addColumn('company_id', 'bigint', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('education_degree_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('person_certificate_type_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('classification_industry_requirements_industry')
    .on('classification_industry_requirements')
    .column('classification_industry_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('classification_industry_requirements').ifExists().execute();
  await db.schema.dropTable('classification_industries').ifExists().execute();
}
