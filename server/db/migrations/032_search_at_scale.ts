import { sql, type Kysely } from 'kysely';

/**
 * Search at scale, the second step (issue 18 §8, docs/benchmarks.md "2026-11-26, second session"):
 * - application_status_counts: the number of applications in each status, kept exact by statement
 *   triggers in the same transaction as every insert, update, delete and truncate of applications
 *   (as row_counts, migration 008). The office's applications list filtered by a status alone reads
 *   its total here instead of counting thousands of index entries on every page.
 * - company_references_search is on (company_id, the search text): a company's references are
 *   searched within that company in one GIN scan (btree_gin gives the id's entries), instead of the
 *   trigram index for the whole table ANDed with the company's every reference. Without btree_gin
 *   (it ships with pg_trgm in contrib) the index stays on the text alone, as migration 028 made it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table application_status_counts (application_status_id integer primary key, application_count bigint not null)`.execute(db);
  // PL/pgSQL names only the transition tables its trigger has, so each event has its own function.
  // An update's net change per status: one that changes no status writes nothing. The statuses in
  // order, so that two transactions lock their counters in the same order (no deadlock).
  for (const [event, body] of [
    ['insert', `select application_status_id, count(*) from new_rows group by application_status_id order by application_status_id`],
    ['delete', `select application_status_id, -count(*) from old_rows group by application_status_id order by application_status_id`],
    [
      'update',
      `select application_status_id, sum(change) from (
         select application_status_id, 1 as change from new_rows
         union all
         select application_status_id, -1 from old_rows
       ) changes group by application_status_id having sum(change) <> 0 order by application_status_id`,
    ],
  ] as const) {
    await sql`
      create function ${sql.id(`application_status_counts_${event}`)}() returns trigger language plpgsql as $$
      begin
        insert into application_status_counts as kept (application_status_id, application_count)
        ${sql.raw(body)}
        on conflict (application_status_id) do update set application_count = kept.application_count + excluded.application_count;
        return null;
      end $$`.execute(db);
  }
  await sql`
    create function application_status_counts_truncate() returns trigger language plpgsql as $$
    begin
      delete from application_status_counts;
      return null;
    end $$`.execute(db);
  await sql`lock table applications in share row exclusive mode`.execute(db);
  await sql`
    insert into application_status_counts (application_status_id, application_count)
    select application_status_id, count(*) from applications group by application_status_id`.execute(db);
  await sql`create trigger applications_status_counted_insert after insert on applications
            referencing new table as new_rows for each statement execute function application_status_counts_insert()`.execute(db);
  await sql`create trigger applications_status_counted_delete after delete on applications
            referencing old table as old_rows for each statement execute function application_status_counts_delete()`.execute(db);
  await sql`create trigger applications_status_counted_update after update on applications
            referencing old table as old_rows new table as new_rows for each statement execute function application_status_counts_update()`.execute(db);
  await sql`create trigger applications_status_counted_truncate after truncate on applications
            for each statement execute function application_status_counts_truncate()`.execute(db);

  await sql`
    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm')
         and exists (select 1 from pg_available_extensions where name = 'btree_gin') then
        create extension if not exists btree_gin;
        drop index if exists company_references_search;
        create index company_references_search on company_references
          using gin (company_id, lower(title || ' ' || coalesce(client_name, '') || ' ' || coalesce(work_description, '')) gin_trgm_ops);
      end if;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'btree_gin') then
        drop index if exists company_references_search;
        create index company_references_search on company_references
          using gin (lower(title || ' ' || coalesce(client_name, '') || ' ' || coalesce(work_description, '')) gin_trgm_ops);
      end if;
    end $$`.execute(db);
  for (const event of ['insert', 'delete', 'update', 'truncate']) {
    await sql`drop trigger if exists ${sql.id(`applications_status_counted_${event}`)} on applications`.execute(db);
    await sql`drop function if exists ${sql.id(`application_status_counts_${event}`)}()`.execute(db);
  }
  await sql`drop table if exists application_status_counts`.execute(db);
}
