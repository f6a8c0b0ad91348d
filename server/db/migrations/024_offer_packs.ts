import { sql, type Kysely } from 'kysely';

/** Company offer packs (SPEC §3 Company offer pack form): a named set of the company's references, in order. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offer_packs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('offer_packs_company').on('offer_packs').column('company_id').execute();

  await db.schema
    .createTable('offer_pack_references')
    .addColumn('offer_pack_id', 'bigint', (c) => c.notNull().references('offer_packs.id').onDelete('cascade'))
    // A reference removed from the company leaves the packs it was in.
    .addColumn('reference_id', 'bigint', (c) => c.notNull().references('company_references.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_pack_references_pk', ['offer_pack_id', 'reference_id'])
    .execute();
  await db.schema.createIndex('offer_pack_references_reference').on('offer_pack_references').column('reference_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offer_pack_references').ifExists().execute();
  await db.schema.dropTable('offer_packs').ifExists().execute();
}
