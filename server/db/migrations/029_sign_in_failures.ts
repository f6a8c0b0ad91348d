import { sql, type Kysely } from 'kysely';

/**
 * Failed sign-ins in a row per account (issue 18 #4, NIST SP 800-63B 5.2.2): at 100 the account
 * takes no more tries except from an address its user has signed in from before (migration 011's
 * known_sign_in_addresses); a successful sign-in or a password reset sets it back to 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column failed_sign_ins integer not null default 0 check (failed_sign_ins >= 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists failed_sign_ins`.execute(db);
}
