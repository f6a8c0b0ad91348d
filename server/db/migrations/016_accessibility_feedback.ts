import { sql, type Kysely } from 'kysely';

/** Accessibility feedback from anyone (issue 9 #17): kept, so nothing is lost if the mail to the office fails. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table accessibility_feedback (
    id bigserial primary key,
    message text not null,
    email text,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists accessibility_feedback`.execute(db);
}
