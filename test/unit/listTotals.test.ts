/** Which lists may keep their totals (server/http/listTotals.ts): only SQL whose every table raises the data generation. */
import { describe, expect, it } from 'vitest';
import { mayStillHold, readsOnlyGenerationTables, sawGeneration } from '../../server/http/listTotals';
import { searchConstant } from '../../server/http/list';
import { Kysely, PostgresDialect, sql } from 'kysely';

describe('readsOnlyGenerationTables', () => {
  it('takes SQL over the counted tables, their aliases and subqueries', () => {
    expect(readsOnlyGenerationTables(`select "c"."id" from "companies" as "c" left join "applications" as "a" on "a"."company_id" = "c"."id" where "c"."id" in (select company_id from company_people where user_id = $1)`)).toBe(true);
    expect(readsOnlyGenerationTables(`select id from (select id from "company_references") as "x"`)).toBe(true);
  });

  it('refuses SQL that reads any other table, a function, LATERAL or a comma join', () => {
    expect(readsOnlyGenerationTables(`select id from "companies" join "addresses" on true`)).toBe(false);
    expect(readsOnlyGenerationTables(`select id from companies where exists (select 1 from board_meetings)`)).toBe(false);
    expect(readsOnlyGenerationTables(`select id from companies cross join lateral (select 1) x`)).toBe(false);
    expect(readsOnlyGenerationTables(`select id from companies, addresses`)).toBe(false);
    expect(readsOnlyGenerationTables(`select id from "companies" as "c", "addresses"`)).toBe(false);
    expect(readsOnlyGenerationTables(`select id from companies where extract(year from created_at) = 2026`)).toBe(false);
  });

  it('does not read table names inside string constants', () => {
    expect(readsOnlyGenerationTables(`select id from companies where name like E'%from addresses%'`)).toBe(true);
    expect(readsOnlyGenerationTables(`select id from companies where name like '% join x, y'`)).toBe(true);
  });
});

describe('searchConstant', () => {
  it('writes a word as an E string, quotes and backslashes doubled', () => {
    // Compiled only: the dialect never connects.
    const db = new Kysely<never>({ dialect: new PostgresDialect({ pool: {} as never }) });
    const compiled = sql`select ${searchConstant(`%a'b\\c%`)}`.compile(db);
    expect(compiled.sql).toBe(`select E'%a''b\\\\c%'`);
    expect(compiled.parameters).toEqual([]);
  });
});

describe('mayStillHold', () => {
  it('is false for a generation older than one read since, of the same database only', () => {
    sawGeneration('pateva_a 7');
    expect(mayStillHold('pateva_a 7')).toBe(true);
    expect(mayStillHold('pateva_a 6')).toBe(false);
    expect(mayStillHold('pateva_b 1')).toBe(true);
    sawGeneration('pateva_a 5');
    expect(mayStillHold('pateva_a 7')).toBe(true);
  });
});
