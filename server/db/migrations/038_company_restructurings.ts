import { sql, type Kysely } from 'kysely';

/**
 * Company restructurings (issue 22 §2): a company merged into another is marked on its own row
 * (`merged_into_company_id`, `merged_at`: the public registry points to the receiving company), and
 * each restructuring done is one row of `company_restructurings` — who, when, from, to, the merger
 * confirmation document (company document type 17, a stored file) and what moved (`moved`: the ids
 * and names of each list, as the preview showed them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('merged_into_company_id', 'bigint', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('merged_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('company_restructurings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('from_company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('to_company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('file_id', 'bigint', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('moved', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('company_restructurings_two_companies', sql`from_company_id <> to_company_id`)
    .execute();
  // The merger confirmation documents uploaded in the wizard: a restructuring names one of these, once.
  await db.schema
    .createTable('company_restructuring_documents')
    .addColumn('file_id', 'bigint', (c) => c.primaryKey().references('files.id').onDelete('cascade'))
    .addColumn('uploaded_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_restructurings_created').on('company_restructurings').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('company_restructurings_file').on('company_restructurings').column('file_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_restructurings').ifExists().execute();
  await db.schema.dropTable('company_restructuring_documents').ifExists().execute();
  await db.schema.alterTable('companies').dropColumn('merged_at').dropColumn('merged_into_company_id').execute();
}
