import { sql, type Kysely } from 'kysely';

/**
 * What the lists need to answer a page without reading every row (docs/benchmarks.md):
 * - indexes in each sortable order with the id as tiebreaker, so `order by … limit 25` reads 25 rows;
 * - trigram indexes for the office's company search (`q` matches anywhere in the name or business ID);
 * - row_counts: exact row counts kept by statement triggers, so an unfiltered list's total is one
 *   row read instead of a count over the whole table. It lives in PostgreSQL, in the same
 *   transaction as the change, so every app process sees it exact at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index companies_name_id on companies (name, id)`.execute(db);
  await sql`create index companies_created_at_id on companies (created_at, id)`.execute(db);
  await sql`create index company_people_pending on company_people (requested_at, id) where status = 'pending'`.execute(db);

  // pg_trgm ships with PostgreSQL (contrib) and is a trusted extension; a server without it
  // keeps working, its searches just read the whole table.
  await sql`
    do $$
    begin
      if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
        create extension if not exists pg_trgm;
        create index companies_name_trgm on companies using gin (lower(name) gin_trgm_ops);
        create index companies_registration_number_trgm on companies using gin (registration_number gin_trgm_ops);
      end if;
    end $$`.execute(db);

  await sql`create table row_counts (table_name text primary key, row_count bigint not null)`.execute(db);
  // Statement triggers with transition tables: one counter update per statement, not per row;
  // a statement that changes no row does not touch (or lock) the counter.
  await sql`
    create function row_counts_added() returns trigger language plpgsql as $$
    declare n bigint;
    begin
      select count(*) into n from new_rows;
      if n > 0 then update row_counts set row_count = row_count + n where table_name = TG_TABLE_NAME; end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function row_counts_removed() returns trigger language plpgsql as $$
    declare n bigint;
    begin
      select count(*) into n from old_rows;
      if n > 0 then update row_counts set row_count = row_count - n where table_name = TG_TABLE_NAME; end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function row_counts_truncated() returns trigger language plpgsql as $$
    begin
      update row_counts set row_count = 0 where table_name = TG_TABLE_NAME;
      return null;
    end $$`.execute(db);
  await countRows(db, 'companies');
}

/** Keeps row_counts exact for a table from now on (a later migration calls it for another list's table). */
export async function countRows(db: Kysely<unknown>, table: string): Promise<void> {
  const name = sql.id(table);
  // Locks out writers while the first count is taken, so no change slips between count and triggers.
  await sql`lock table ${name} in share row exclusive mode`.execute(db);
  await sql`insert into row_counts (table_name, row_count) select ${table}, count(*) from ${name}`.execute(db);
  await sql`create trigger ${sql.id(`${table}_counted_insert`)} after insert on ${name}
            referencing new table as new_rows for each statement execute function row_counts_added()`.execute(db);
  await sql`create trigger ${sql.id(`${table}_counted_delete`)} after delete on ${name}
            referencing old table as old_rows for each statement execute function row_counts_removed()`.execute(db);
  await sql`create trigger ${sql.id(`${table}_counted_truncate`)} after truncate on ${name}
            for each statement execute function row_counts_truncated()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['insert', 'delete', 'truncate']) {
    await sql`drop trigger if exists ${sql.id(`companies_counted_${trigger}`)} on companies`.execute(db);
  }
  await sql`drop function if exists row_counts_added, row_counts_removed, row_counts_truncated`.execute(db);
  await sql`drop table if exists row_counts`.execute(db);
  await sql`drop index if exists companies_name_trgm, companies_registration_number_trgm`.execute(db);
  await sql`drop index if exists companies_name_id, companies_created_at_id, company_people_pending`.execute(db);
}
