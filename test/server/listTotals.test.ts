/**
 * Kept totals (issue 18 §8; server/http/listTotals.ts, migration 034): a search's exact total is kept
 * by the app process while the data generation stays, and is exact again after any write, made by
 * another connection (as another app process on the same database would) or inside this one.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStringOf } from '../../server/db/kysely';
import { GENERATION_TABLES, listDataGeneration } from '../../server/http/listTotals';
import { companyWithAdmin, createUser, signedIn, useTestApp, type Client } from './helpers';

const env = useTestApp();
const OFFICE = 2;
// Letters that no seeded name holds: the tag narrows every search below to this file's rows.
const tag = `Kertymä${Array.from({ length: 8 }, () => 'ghjkmnpqrstvwxyz'[randomInt(16)]).join('')}`;

let office: Client;
/** Another connection to the same database: what another app process would write through. */
let other: pg.Client;

const searchTotal = async (q: string): Promise<number> => {
  const response = await office.get(`/api/companies?paginate=2&q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.body.meta.total;
};
const generation = async (client: pg.Client): Promise<number> => Number((await client.query('select generation from list_data_generation')).rows[0].generation);

beforeAll(async () => {
  other = new pg.Client(connectionStringOf(env.db) ?? '');
  await other.connect();
  for (let i = 1; i <= 5; i += 1) {
    await env.db.insertInto('companies').values({ name: `${tag} Rakennus ${i} Oy`, registration_number: `${tag}-${i}` }).execute();
  }
  office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
});

afterAll(async () => {
  await other?.end();
});

describe('kept totals of searches', () => {
  it('keeps a total while the generation stays, so that a page needs no count', async () => {
    expect(await searchTotal(`${tag} rakennus`)).toBe(5);
    // A row added with triggers off (replication role) leaves the generation as it was: the total is
    // the one kept, not a count, which would say 6. (Cleaned up the same way, so nothing else sees it.)
    await other.query(`set session_replication_role = replica`);
    await other.query(`insert into companies (name, registration_number) values ($1, $2)`, [`${tag} Rakennus piilo Oy`, `${tag}-piilo`]);
    try {
      expect(await searchTotal(`${tag} rakennus`)).toBe(5);
      // Another search is counted afresh and sees the row.
      expect(await searchTotal(`${tag} piilo`)).toBe(1);
    } finally {
      await other.query(`delete from companies where registration_number = $1`, [`${tag}-piilo`]);
      await other.query(`set session_replication_role = origin`);
    }
  });

  it('is exact after an insert, an update and a delete by another connection', async () => {
    const q = `${tag} rakennus`;
    expect(await searchTotal(q)).toBe(5);
    await other.query(`insert into companies (name, registration_number) values ($1, $2)`, [`${tag} Rakennus 6 Oy`, `${tag}-6`]);
    expect(await searchTotal(q)).toBe(6);
    expect(await searchTotal(q)).toBe(6);
    await other.query(`update companies set name = $1 where registration_number = $2`, [`${tag} Maalaus 1 Oy`, `${tag}-1`]);
    expect(await searchTotal(q)).toBe(5);
    await other.query(`delete from companies where registration_number = $1`, [`${tag}-6`]);
    expect(await searchTotal(q)).toBe(4);
  });

  it('is exact after a write to a table the search joins (an application of a searched company)', async () => {
    const { company } = await companyWithAdmin(env, { name: `${tag} Hakemus Oy` });
    const total = async () => (await office.get(`/api/applications?paginate=2&q=${encodeURIComponent(`${tag} hakemus`)}`)).body.meta.total;
    expect(await total()).toBe(0);
    await other.query(`insert into applications (company_id, application_target_id, application_type_id, application_status_id) values ($1, 1, 1, 1)`, [company.id]);
    expect(await total()).toBe(1);
    await other.query(`delete from applications where company_id = $1`, [company.id]);
    expect(await total()).toBe(0);
  });

  it('keeps a company’s references in order and exact (the company first in every sort, as an array of one)', async () => {
    const { company, client } = await companyWithAdmin(env);
    for (const title of ['Bravo silta', 'Alfa silta', 'Charlie tie']) {
      await env.db.insertInto('company_references').values({ company_id: company.id, title, client_name: 'Tilaaja', work_description: null }).execute();
    }
    const url = `/api/companies/${company.id}/references`;
    const titles = async (query: string) => ((await client.get(`${url}?${query}`)).body.data as Array<{ title: string }>).map((r) => r.title);
    expect(await titles('sort=title&order=asc')).toEqual(['Alfa silta', 'Bravo silta', 'Charlie tie']);
    expect(await titles('sort=title&order=desc&q=silta')).toEqual(['Bravo silta', 'Alfa silta']);
    const total = async () => (await client.get(`${url}?q=silta&paginate=1`)).body.meta.total;
    expect(await total()).toBe(2);
    expect(await total()).toBe(2);
    await other.query(`insert into company_references (company_id, title) values ($1, 'Delta silta')`, [company.id]);
    expect(await total()).toBe(3);
    await other.query(`delete from company_references where company_id = $1 and title like 'Alfa%'`, [company.id]);
    expect(await total()).toBe(2);
  });

  it('takes quotes and backslashes in q as letters (the words are written into the SQL as constants)', async () => {
    for (const q of [`${tag} '; drop table companies; --`, `${tag} \\'`, `${tag} E'x'`, `${tag} $$`]) expect(await searchTotal(q)).toBe(0);
    await other.query(`insert into companies (name, registration_number) values ($1, $2)`, [`${tag} O'Brien \\ Oy`, `${tag}-quote`]);
    expect(await searchTotal(`${tag} o'brien`)).toBe(1);
    expect(await searchTotal(`${tag} \\`)).toBe(1);
    expect(await searchTotal(`rakennus ${tag}`)).toBe(4);
  });
});

describe('the data generation', () => {
  it('rises once per committed transaction that wrote, however many rows and statements', async () => {
    const before = await generation(other);
    await other.query('begin');
    await other.query(`insert into companies (name, registration_number) select $1 || n, $2 || n from generate_series(1, 3) n`, [`${tag} Erä `, `${tag}-era-`]);
    await other.query(`update companies set name = name || ' Oy' where registration_number like $1`, [`${tag}-era-%`]);
    await other.query('commit');
    expect(await generation(other)).toBe(before + 1);
    // A statement that writes no row raises nothing.
    await other.query(`update companies set name = name where registration_number = 'ei-ole'`);
    expect(await generation(other)).toBe(before + 1);
  });

  it('is not raised by a rolled back transaction, and is not trusted inside an uncommitted write', async () => {
    const before = await generation(other);
    await other.query('begin');
    await other.query(`insert into companies (name, registration_number) values ($1, $2)`, [`${tag} Peruttu Oy`, `${tag}-peruttu`]);
    // The transaction's reads see its row, which the generation does not count yet: the page reads null.
    const compiled = sql`select ${listDataGeneration} as generation`.compile(env.db);
    expect((await other.query(compiled.sql, [...compiled.parameters])).rows[0].generation).toBeNull();
    await other.query('rollback');
    expect(await generation(other)).toBe(before);
    expect((await other.query(compiled.sql, [...compiled.parameters])).rows[0].generation).not.toBeNull();
  });

  it('is raised by writes to exactly the tables listTotals.ts names', async () => {
    const { rows } = await other.query<{ table_name: string }>(
      `select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%\\_list\\_data\\_commit' order by 1`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([...GENERATION_TABLES].sort());
  });
});
