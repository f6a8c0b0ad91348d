import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the lists' text search (issue 18 §8, docs/benchmarks.md "Search at scale"). A list's
 * search reads one text per table (server/http/list.ts searchText): its columns joined by spaces and
 * lower-cased. Each index below is on exactly that expression, so the search's LIKE uses it.
 * - Trigram indexes (pg_trgm) serve words of three or more letters. pg_trgm ships with PostgreSQL
 *   (contrib; with the embedded server, and on managed servers, where it is a trusted extension
 *   a database owner may create). A server without it keeps working: the trigram indexes are not
 *   made and a search reads the rows its other conditions leave (docs/decisions.md).
 * - A two-letter word has no trigram. Company names and business IDs are short and searched with
 *   numbers ("mittaus 12"), so companies keep their text's bigrams in a column (search_bigrams, kept by
 *   PostgreSQL as a generated column: a search's recheck reads it, never recomputes it), indexed in
 *   the same GIN index as the trigrams, so one index scan combines a rare word with a common one.
 * - The office's applications list filtered by status and sorted by sent time reads its page from
 *   (status, sent_at, id) instead of skipping the other statuses' rows.
 * 008's trigram indexes on the name and the business ID alone give way to the one on their text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The bigrams (pairs of adjacent letters) of a text, each once. Immutable: an index may use it.
  await sql`
    create function search_bigrams(t text) returns text[] language sql immutable strict parallel safe as $$
      select array(select distinct a || b from unnest(string_to_array(t, null), (string_to_array(t, null))[2:]) as pairs(a, b) where b is not null)
    $$`.execute(db);
  await sql`alter table companies add column search_bigrams text[] generated always as (search_bigrams(lower(name || ' ' || registration_number))) stored`.execute(db);
  await sql`drop index if exists companies_name_trgm, companies_registration_number_trgm`.execute(db);
  await sql`
    do $$
    begin
      if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
        create extension if not exists pg_trgm;
        create index companies_search on companies using gin (lower(name || ' ' || registration_number) gin_trgm_ops, search_bigrams);
        create index company_references_search on company_references
          using gin (lower(title || ' ' || coalesce(client_name, '') || ' ' || coalesce(work_description, '')) gin_trgm_ops);
      else
        create index companies_search on companies using gin (search_bigrams);
      end if;
    end $$`.execute(db);
  await sql`create index applications_status_sent on applications (application_status_id, sent_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists applications_status_sent, company_references_search, companies_search`.execute(db);
  await sql`alter table companies drop column search_bigrams`.execute(db);
  await sql`drop function if exists search_bigrams(text)`.execute(db);
  await sql`
    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        create index companies_name_trgm on companies using gin (lower(name) gin_trgm_ops);
        create index companies_registration_number_trgm on companies using gin (registration_number gin_trgm_ops);
      end if;
    end $$`.execute(db);
}
