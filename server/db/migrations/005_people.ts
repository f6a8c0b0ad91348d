import { sql, type Kysely } from 'kysely';

/** A person's educations and personal certificates (SPEC §3 Person, Education, Company certificate). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('person_educations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('person_id', 'bigint', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('education_level_id', 'integer')
    .addColumn('education_degree_id', 'integer')
    .addColumn('description', 'text')
    .addColumn('educational_institute', 'text')
    .addColumn('graduation_year', 'integer')
    .addCheckConstraint('person_educations_degree_or_description', sql`education_degree_id is not null or description is not null`)
    .execute();
  await db.schema.createIndex('person_educations_person').on('person_educations').column('person_id').execute();

  await db.schema
    .createTable('person_certificates')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('person_id', 'bigint', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('certificate_name', 'text', (c) => c.notNull())
    .addColumn('certificate_number', 'text')
    .addColumn('issuer', 'text')
    .addColumn('valid_from', 'date')
    .addColumn('valid_until', 'date')
    .addColumn('additional_info', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('person_certificates_valid_range', sql`valid_until is null or valid_from is null or valid_until >= valid_from`)
    .execute();
  await db.schema.createIndex('person_certificates_person').on('person_certificates').column('person_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('person_certificates').ifExists().execute();
  await db.schema.dropTable('person_educations').ifExists().execute();
}
