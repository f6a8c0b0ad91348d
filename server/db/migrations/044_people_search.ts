import { sql, type Kysely } from 'kysely';

/**
 * The office's people list at scale (issue 18 §8: `q` fast on every list; docs/benchmarks.md).
 *
 * - company_people.search_text: what the list's search reads of a row, in one column of the row's own
 *   table so that one trigram index serves it: the person's first and last name, the e-mail the list
 *   shows (the person's own, else the company's copy: src/domain/companyPeople.ts contactEmail) and the
 *   company's name, lower-cased and joined by spaces. PostgreSQL keeps it: a row's own triggers when it
 *   is written, and the person's and the company's when their names or the person's e-mail change.
 * - people (last_name, id) and company_people (person_id): the list's default order (the person's last
 *   name) walks the index and stops after the page instead of sorting every active row; the second also
 *   serves every look-up of a person's memberships, which read the whole table before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function company_people_search_text(person_id bigint, company_id bigint, company_email text) returns text
    language sql stable as $$
      select lower(p.first_name || ' ' || p.last_name || ' ' || coalesce(p.email, company_email, '') || ' ' || c.name)
      from people p, companies c where p.id = person_id and c.id = company_id
    $$`.execute(db);
  await sql`alter table company_people add column search_text text not null default ''`.execute(db);
  await sql`
    create function company_people_search_row() returns trigger language plpgsql as $$
    begin
      new.search_text := coalesce(company_people_search_text(new.person_id, new.company_id, new.email), '');
      return new;
    end $$`.execute(db);
  await sql`create trigger company_people_search before insert or update of person_id, company_id, email on company_people
    for each row execute function company_people_search_row()`.execute(db);
  // The rows of the changed person or company (the trigger's argument names the column that points at it).
  await sql`
    create function company_people_search_refresh() returns trigger language plpgsql as $$
    begin
      execute format('update company_people cp set search_text = coalesce(company_people_search_text(cp.person_id, cp.company_id, cp.email), '''') where cp.%I = $1', tg_argv[0])
        using new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger people_search after update of first_name, last_name, email on people for each row
    when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name or old.email is distinct from new.email)
    execute function company_people_search_refresh('person_id')`.execute(db);
  await sql`create trigger companies_people_search after update of name on companies for each row
    when (old.name is distinct from new.name) execute function company_people_search_refresh('company_id')`.execute(db);
  await sql`
    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        create index company_people_search on company_people using gin (search_text gin_trgm_ops);
      end if;
    end $$`.execute(db);
  await sql`create index company_people_person on company_people (person_id)`.execute(db);
  await sql`create index people_last_name_id on people (last_name, id)`.execute(db);
  // Last: the update queues the list generation's deferred triggers (migration 034), after which this
  // transaction may create no index on the table.
  await sql`update company_people cp set search_text = coalesce(company_people_search_text(cp.person_id, cp.company_id, cp.email), '')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists people_last_name_id, company_people_person, company_people_search`.execute(db);
  await sql`drop trigger if exists companies_people_search on companies`.execute(db);
  await sql`drop trigger if exists people_search on people`.execute(db);
  await sql`drop trigger if exists company_people_search on company_people`.execute(db);
  await sql`alter table company_people drop column search_text`.execute(db);
  await sql`drop function if exists company_people_search_refresh(), company_people_search_row(), company_people_search_text(bigint, bigint, text)`.execute(db);
}
