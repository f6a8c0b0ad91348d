import { sql, type Kysely } from 'kysely';

/**
 * A reference's images (stored files, one of them the default) and the confirmations its client
 * is asked for by e-mail (a signed link to a public page; issue 10).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reference_images (
    id bigserial primary key,
    reference_id bigint not null references company_references (id) on delete cascade,
    file_id bigint not null references files (id) on delete restrict,
    is_default boolean not null default false,
    order_number integer not null default 0,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index reference_images_reference on reference_images (reference_id, order_number, id)`.execute(db);
  await sql`create unique index reference_images_one_default on reference_images (reference_id) where is_default`.execute(db);

  await sql`create table reference_confirmations (
    id bigserial primary key,
    reference_id bigint not null references company_references (id) on delete cascade,
    email text not null,
    status text not null default 'pending' check (status in ('pending', 'confirmed', 'corrected', 'declined', 'superseded')),
    comment text,
    feedback text,
    requested_by_user_id bigint references users (id) on delete set null,
    requested_at timestamptz not null default now(),
    expires_at timestamptz not null,
    answered_at timestamptz
  )`.execute(db);
  await sql`create index reference_confirmations_reference on reference_confirmations (reference_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists reference_confirmations`.execute(db);
  await sql`drop table if exists reference_images`.execute(db);
}
