import { sql, type Kysely } from 'kysely';

/**
 * Each company's active people and active admins, kept by a trigger on company_people
 * (docs/benchmarks.md): the companies list shows both for every row, and two correlated
 * subqueries per row cost the office's page of 25 more than reading the page itself.
 * The trigger adds each statement's changes as deltas (never a recount), so concurrent
 * transactions that change the same company's people cannot overwrite each other's counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column active_people_count integer not null default 0,
                                  add column active_admin_count integer not null default 0`.execute(db);
  await sql`
    create function company_people_added() returns trigger language plpgsql as $$
    begin
      update companies c set active_people_count = c.active_people_count + d.people,
                             active_admin_count = c.active_admin_count + d.admins
      from (select company_id, count(*)::int as people, count(*) filter (where company_admin)::int as admins
            from new_rows where status = 'active' group by company_id) d
      where c.id = d.company_id;
      return null;
    end $$`.execute(db);
  await sql`
    create function company_people_removed() returns trigger language plpgsql as $$
    begin
      update companies c set active_people_count = c.active_people_count - d.people,
                             active_admin_count = c.active_admin_count - d.admins
      from (select company_id, count(*)::int as people, count(*) filter (where company_admin)::int as admins
            from old_rows where status = 'active' group by company_id) d
      where c.id = d.company_id;
      return null;
    end $$`.execute(db);
  await sql`
    create function company_people_changed() returns trigger language plpgsql as $$
    begin
      update companies c set active_people_count = c.active_people_count + d.people,
                             active_admin_count = c.active_admin_count + d.admins
      from (select company_id, sum(people)::int as people, sum(admins)::int as admins
            from (select company_id, 1 as people, case when company_admin then 1 else 0 end as admins
                  from new_rows where status = 'active'
                  union all
                  select company_id, -1, case when company_admin then -1 else 0 end
                  from old_rows where status = 'active') changes
            group by company_id) d
      where c.id = d.company_id and (d.people <> 0 or d.admins <> 0);
      return null;
    end $$`.execute(db);
  await sql`
    create function company_people_truncated() returns trigger language plpgsql as $$
    begin
      update companies set active_people_count = 0, active_admin_count = 0
      where active_people_count <> 0 or active_admin_count <> 0;
      return null;
    end $$`.execute(db);
  // Locks out writers while the first counts are taken, so no change slips between count and triggers.
  await sql`lock table company_people in share row exclusive mode`.execute(db);
  await sql`
    update companies c set active_people_count = d.people, active_admin_count = d.admins
    from (select company_id, count(*)::int as people, count(*) filter (where company_admin)::int as admins
          from company_people where status = 'active' group by company_id) d
    where c.id = d.company_id`.execute(db);
  await sql`create trigger company_people_counted_insert after insert on company_people
            referencing new table as new_rows for each statement execute function company_people_added()`.execute(db);
  await sql`create trigger company_people_counted_delete after delete on company_people
            referencing old table as old_rows for each statement execute function company_people_removed()`.execute(db);
  await sql`create trigger company_people_counted_update after update on company_people
            referencing old table as old_rows new table as new_rows for each statement execute function company_people_changed()`.execute(db);
  await sql`create trigger company_people_counted_truncate after truncate on company_people
            for each statement execute function company_people_truncated()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['insert', 'delete', 'update', 'truncate']) {
    await sql`drop trigger if exists ${sql.id(`company_people_counted_${trigger}`)} on company_people`.execute(db);
  }
  await sql`drop function if exists company_people_added, company_people_removed, company_people_changed, company_people_truncated`.execute(db);
  await sql`alter table companies drop column if exists active_people_count, drop column if exists active_admin_count`.execute(db);
}
