import { sql, type Kysely } from 'kysely';

/**
 * Fixed-window counters for rate limits (server/http/rateLimit.ts), in PostgreSQL so that every
 * app process counts together. The key is a SHA-256 of what is counted (an e-mail, an address),
 * so the table holds no personal data. Login failures move to these counters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limits (
    key text not null,
    window_start timestamptz not null,
    hits integer not null,
    primary key (key, window_start)
  )`.execute(db);
  await sql`create index rate_limits_window_start on rate_limits (window_start)`.execute(db);
  await sql`create table known_sign_in_addresses (
    user_id bigint not null references users (id) on delete cascade,
    address_hash text not null,
    last_seen_at timestamptz not null default now(),
    primary key (user_id, address_hash)
  )`.execute(db);
  await sql`drop table login_failures`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create table login_failures (id bigserial primary key, email text not null, failed_at timestamptz not null default now())`.execute(db);
  await sql`drop table if exists known_sign_in_addresses`.execute(db);
  await sql`drop table if exists rate_limits`.execute(db);
}
