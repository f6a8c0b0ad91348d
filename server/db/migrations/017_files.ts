import { sql, type Kysely } from 'kysely';

/**
 * Stored files (issue 10, docs/conventions.md "Files"): one row per upload; the content lives in the
 * content-addressed store (server/integrations/storage.ts) under its SHA-256. Owners (financial years,
 * references …) link to a row by id from their own tables. An image's sizes (sm, md, lg) are stored
 * blobs of their own, listed in `variants`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table files (
    id bigserial primary key,
    hash char(64) not null check (hash ~ '^[0-9a-f]{64}$'),
    original_name text not null check (length(original_name) between 1 and 255),
    mime_type text not null check (mime_type in ('application/pdf', 'image/jpeg', 'image/png')),
    byte_size integer not null check (byte_size > 0),
    width integer check (width > 0),
    height integer check (height > 0),
    variants jsonb not null default '{}'::jsonb,
    uploaded_by_user_id bigint references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index files_hash on files (hash)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists files`.execute(db);
}
