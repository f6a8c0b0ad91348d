import { sql, type Kysely } from 'kysely';

/** Company offices (yksiköt). Addresses already exist (001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_offices')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('street', 'text')
    .addColumn('zipcode', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('FI'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_offices_company').on('company_offices').column('company_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_offices').ifExists().execute();
}
