import { sql, type Kysely } from 'kysely';

/**
 * Every app process keeps the sessions it has read for a moment (server/http/sessionCache.ts);
 * PostgreSQL stays the only record. A change to what a session grants — a session ended, a user
 * changed or removed, a permission given or taken — tells every process at its commit, on the
 * channel `pateva_auth_changed` with the user's id, and each forgets that user's sessions.
 * Row triggers, so a statement that changes nothing tells nothing; PostgreSQL sends one notice per
 * user and transaction however many rows change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // sessions and user_permissions name the user in user_id; users is the user.
  await sql`create function notify_auth_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform pg_notify('pateva_auth_changed', (case when tg_table_name = 'users' then to_jsonb(old) ->> 'id' else to_jsonb(old) ->> 'user_id' end));
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform pg_notify('pateva_auth_changed', (case when tg_table_name = 'users' then to_jsonb(new) ->> 'id' else to_jsonb(new) ->> 'user_id' end));
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_auth_changed after update or delete on sessions for each row execute function notify_auth_changed()`.execute(db);
  await sql`create trigger users_auth_changed after update or delete on users for each row execute function notify_auth_changed()`.execute(db);
  await sql`create trigger user_permissions_auth_changed after insert or update or delete on user_permissions for each row execute function notify_auth_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists user_permissions_auth_changed on user_permissions`.execute(db);
  await sql`drop trigger if exists users_auth_changed on users`.execute(db);
  await sql`drop trigger if exists sessions_auth_changed on sessions`.execute(db);
  await sql`drop function if exists notify_auth_changed()`.execute(db);
}
