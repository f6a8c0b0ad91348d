import { sql, type Kysely } from 'kysely';

/**
 * Company invites (SPEC §3 Invite, §4): the e-mail link carries a random token,
 * the table only its SHA-256. Cancelling sets deleted_at; accepting sets accepted_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invites')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('company_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('company_managing_director', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('company_contact_person', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('invited_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // One open (neither cancelled nor accepted) invite per address and company.
  await sql`create unique index invites_open_email on invites (company_id, lower(email)) where deleted_at is null and accepted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invites').ifExists().execute();
}
