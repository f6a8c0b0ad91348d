import { sql, type Kysely } from 'kysely';

/**
 * Account self-service (issue 9 #9): a new sign-in address waits here until the signed link mailed
 * to it is followed (server/modules/account); until then the old address stays the login. One
 * pending address per user: a new request replaces it. No unique index: two users may ask for the
 * same address, and whoever confirms first gets it (users_email_unique decides).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column pending_email text, add column pending_email_requested_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists pending_email, drop column if exists pending_email_requested_at`.execute(db);
}
