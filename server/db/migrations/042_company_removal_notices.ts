import { sql, type Kysely } from 'kysely';

/**
 * Every app process keeps the ids of the companies it has seen exist (server/http/sessionCache.ts),
 * so that an office user's route into a company reads nothing for its access. The app removes no
 * company; a removal or emptying by hand tells every process at its commit, on the session cache's
 * channel with a payload that names no user, and each forgets everything it keeps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function notify_companies_removed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('pateva_auth_changed', 'companies');
      return null;
    end $$`.execute(db);
  await sql`create trigger companies_removed after delete on companies for each statement execute function notify_companies_removed()`.execute(db);
  await sql`create trigger companies_truncated after truncate on companies for each statement execute function notify_companies_removed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists companies_truncated on companies`.execute(db);
  await sql`drop trigger if exists companies_removed on companies`.execute(db);
  await sql`drop function if exists notify_companies_removed()`.execute(db);
}
