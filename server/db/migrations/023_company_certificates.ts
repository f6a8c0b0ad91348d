import { sql, type Kysely } from 'kysely';

/**
 * Company certificates (SPEC §3 Company certificate). `issued_by_association` marks the
 * association's own certificates (its issuing sets it): the company cannot change those.
 * `file_id`: the attached PDF (a row of `files`, migration 017).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_certificates')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('certificate_name', 'text', (c) => c.notNull())
    .addColumn('certificate_type_id', 'integer', (c) => c.notNull())
    .addColumn('certificate_number', 'text')
    .addColumn('certificate_sub_id', 'text')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('issued_by_association', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_person_certificate', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('valid_from', 'date')
    .addColumn('valid_until', 'date')
    .addColumn('additional_info', 'text')
    .addColumn('file_id', 'bigint', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('company_certificates_dates', sql`valid_until is null or valid_from is null or valid_until >= valid_from`)
    .execute();
  await db.schema.createIndex('company_certificates_company').on('company_certificates').columns(['company_id', 'valid_until']).execute();
  // The office's certificate searches (SPEC §9: by type, valid_to descending).
  await db.schema.createIndex('company_certificates_type_until').on('company_certificates').columns(['certificate_type_id', 'valid_until']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_certificates').ifExists().execute();
}
