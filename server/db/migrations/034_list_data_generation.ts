import { sql, type Kysely } from 'kysely';

/**
 * Search at scale, the third step (issue 18 §8, docs/decisions.md "Kept totals of searches"): a write
 * generation of the tables the lists count, so that an app process may keep a list's exact total and
 * know, in the page's own query, whether it still holds.
 *
 * - list_data_generation: one row, one number, raised by every committed transaction that wrote one of
 *   the tables below (insert, update, delete, truncate). It changes in the same transaction as the
 *   data, so a query that reads the number and the rows in one statement sees both from one snapshot:
 *   a number it has seen before means the very same rows. Every app process on the database sees it.
 * - The number is raised at commit (a deferred trigger, once per transaction), not at the statement:
 *   a transaction then holds the row's lock only while it commits, after all its own statements, so
 *   it never waits for another lock while holding this one (no deadlock with other writers).
 * - Inside a transaction that has written one of the tables and not yet committed, the number is not
 *   raised yet while the transaction's own reads see its writes: a statement trigger marks such a
 *   transaction (`pateva.list_data_written`), and the app neither trusts nor keeps a total there.
 * - One number for all the tables rather than one per table: a transaction writing two tables would
 *   otherwise lock two rows in the order of its writes, and two transactions could wait for each other.
 *
 * The tables: those the office's companies, applications and a company's references lists read to
 * count (their joins and filters). A list reading any other table counts as before (server/http/listTotals.ts).
 */
/** As server/http/listTotals.ts names them (test/server/listTotals.test.ts compares). */
const GENERATION_TABLES = [
  'companies',
  'applications',
  'application_targets',
  'company_references',
  'reference_expertises',
  'company_people',
  'users',
  'people',
  'user_permissions',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table list_data_generation (id boolean primary key default true check (id), generation bigint not null)`.execute(db);
  await sql`insert into list_data_generation (generation) values (1)`.execute(db);
  // The mark a transaction's own reads check (is_local: gone at commit or rollback).
  await sql`
    create function list_data_written() returns trigger language plpgsql as $$
    begin
      perform set_config('pateva.list_data_written', 'on', true);
      return null;
    end $$`.execute(db);
  // Once per transaction, at commit: the first deferred event raises the number, the others see the mark.
  await sql`
    create function list_data_commit() returns trigger language plpgsql as $$
    begin
      if current_setting('pateva.list_data_raised', true) = 'on' then return null; end if;
      perform set_config('pateva.list_data_raised', 'on', true);
      update list_data_generation set generation = generation + 1;
      return null;
    end $$`.execute(db);
  // TRUNCATE has no row events to defer: it raises the number at once (tests and maintenance only).
  await sql`
    create function list_data_truncated() returns trigger language plpgsql as $$
    begin
      perform set_config('pateva.list_data_written', 'on', true);
      update list_data_generation set generation = generation + 1;
      return null;
    end $$`.execute(db);
  for (const table of GENERATION_TABLES) {
    const name = sql.id(table);
    await sql`create trigger ${sql.id(`${table}_list_data_written`)} after insert or update or delete on ${name}
              for each statement execute function list_data_written()`.execute(db);
    await sql`create constraint trigger ${sql.id(`${table}_list_data_commit`)} after insert or update or delete on ${name}
              deferrable initially deferred for each row execute function list_data_commit()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_list_data_truncated`)} after truncate on ${name}
              for each statement execute function list_data_truncated()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of GENERATION_TABLES) {
    for (const suffix of ['written', 'commit', 'truncated']) {
      await sql`drop trigger if exists ${sql.id(`${table}_list_data_${suffix}`)} on ${sql.id(table)}`.execute(db);
    }
  }
  await sql`drop function if exists list_data_written(), list_data_commit(), list_data_truncated()`.execute(db);
  await sql`drop table if exists list_data_generation`.execute(db);
}
