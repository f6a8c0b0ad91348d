import { sql, type Kysely } from 'kysely';

/**
 * Certificates the association issues (issue 20 "Certificates issued", ISO/IEC 17021-1 8.2):
 * - company_certificates gets what an issued certificate carries beyond a recorded one: its
 *   application (unique: an application issues once), the decision day, the scope, the company's
 *   location when issued, and the held status (active / suspended / withdrawn; valid and expired
 *   are derived from the dates). The public number is certificate_number, unique among the
 *   association's own (a company's record of another body's number may be anything).
 * - company_certificate_industries: the granted industries a qualification covers.
 * - company_certificate_events: issued, suspended, withdrawn, reinstated; who, when, why.
 * - certificate_reminders: one row per certificate and stage (90, 30, 7 days before the end),
 *   written in the transaction that queues the mails, so a reminder goes once however many
 *   processes run the job (keyed by the end day too: a certificate whose end the office moves is
 *   reminded of its new end).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence certificate_number_seq`.execute(db);
  await db.schema
    .alterTable('company_certificates')
    .addColumn('application_id', 'bigint', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('decided_at', 'date')
    .addColumn('scope', 'text')
    .addColumn('location', 'text')
    .addColumn('held_status', 'text', (c) => c.notNull().defaultTo('active').check(sql`held_status in ('active', 'suspended', 'withdrawn')`))
    .execute();
  await sql`create unique index company_certificates_application on company_certificates (application_id) where application_id is not null`.execute(db);
  await sql`create unique index company_certificates_public_number on company_certificates (certificate_number) where issued_by_association`.execute(db);
  // The public registry's look-up of a company's certificates.
  await sql`create index company_certificates_issued on company_certificates (company_id) where issued_by_association`.execute(db);

  await db.schema
    .createTable('company_certificate_industries')
    .addColumn('certificate_id', 'bigint', (c) => c.notNull().references('company_certificates.id').onDelete('cascade'))
    .addColumn('classification_industry_id', 'bigint', (c) => c.notNull().references('classification_industries.id'))
    .addPrimaryKeyConstraint('company_certificate_industries_pkey', ['certificate_id', 'classification_industry_id'])
    .execute();

  await db.schema
    .createTable('company_certificate_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('certificate_id', 'bigint', (c) => c.notNull().references('company_certificates.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull().check(sql`event in ('issued', 'suspended', 'withdrawn', 'reinstated')`))
    .addColumn('reason', 'text')
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_certificate_events_certificate').on('company_certificate_events').columns(['certificate_id', 'id']).execute();

  await db.schema
    .createTable('certificate_reminders')
    .addColumn('certificate_id', 'bigint', (c) => c.notNull().references('company_certificates.id').onDelete('cascade'))
    .addColumn('stage_days', 'integer', (c) => c.notNull())
    .addColumn('valid_until', 'date', (c) => c.notNull())
    .addColumn('recipients', sql`text[]`, (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('certificate_reminders_pkey', ['certificate_id', 'valid_until', 'stage_days'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificate_reminders').ifExists().execute();
  await db.schema.dropTable('company_certificate_events').ifExists().execute();
  await db.schema.dropTable('company_certificate_industries').ifExists().execute();
  await sql`drop index if exists company_certificates_issued`.execute(db);
  await sql`drop index if exists company_certificates_public_number`.execute(db);
  await sql`drop index if exists company_certificates_application`.execute(db);
  await db.schema
    .alterTable('company_certificates')
    .dropColumn('application_id')
    .dropColumn('decided_at')
    .dropColumn('scope')
    .dropColumn('location')
    .dropColumn('held_status')
    .execute();
  await sql`drop sequence if exists certificate_number_seq`.execute(db);
}
