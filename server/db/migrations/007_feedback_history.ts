import { sql, type Kysely } from 'kysely';

/** Feedback messages (SPEC §3 Feedback) and a company's history entries (SPEC §3 Company history form). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('message_type', 'smallint', (c) => c.notNull().check(sql`message_type in (1, 2)`))
    .addColumn('recipient_person_id', 'bigint', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('company_id', 'bigint', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('sender_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('feedback_company').on('feedback').column('company_id').execute();

  await db.schema
    .createTable('company_history_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('valid_from', 'date', (c) => c.notNull())
    .addColumn('valid_to', 'date')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('company_history_entry_type_id', 'integer')
    .addColumn('created_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('company_history_entries_dates', sql`valid_to is null or valid_to >= valid_from`)
    .execute();
  await db.schema
    .createIndex('company_history_entries_company')
    .on('company_history_entries')
    .columns(['company_id', 'valid_from'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_history_entries').execute();
  await db.schema.dropTable('feedback').execute();
}
