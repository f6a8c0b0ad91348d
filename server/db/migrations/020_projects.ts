import { sql, type Kysely } from 'kysely';

/** SPEC §3 Project (issue 10) and its address records (visiting Finnish 3, coordinates 13). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('planning_type_id', 'integer')
    .addColumn('contract_type_id', 'integer')
    .addColumn('project_classification_id', 'integer')
    .addColumn('project_size', 'bigint')
    .addColumn('project_size_unit_id', 'integer')
    .addColumn('location_description', 'text')
    .addColumn('building_code', 'text')
    .addColumn('property_code', 'text')
    .addColumn('site_key', 'text')
    .addColumn('district', 'text')
    .addColumn('sector_id', 'integer')
    .addColumn('extent', 'text')
    .addColumn('location_infra_identifier', 'text')
    .addColumn('has_other_company_references', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('projects_company').on('projects').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('project_addresses')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('project_id', 'bigint', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('address_type_id', 'integer', (c) => c.notNull())
    .addColumn('street', 'text')
    .addColumn('zipcode', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('FI'))
    .addColumn('location', 'text')
    .addUniqueConstraint('project_addresses_one_per_type', ['project_id', 'address_type_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_addresses').ifExists().execute();
  await db.schema.dropTable('projects').ifExists().execute();
}
