/**
 * The lists' text search at scale (issue 18 §8): every word of q, in any order, anywhere in the
 * searched text, case-insensitive, with %, _ and \ as plain letters; two-letter words through
 * the companies' bigrams; and the plans PostgreSQL makes use migration 028's indexes.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyListQuerySchema, listCompanies } from '../../server/modules/companies/list';
import { applicationList, listApplications } from '../../server/modules/applicationReview/list';
import { listReferences, referenceList } from '../../server/modules/references/service';
import type { AppContext } from '../../server/context';
import { businessIdFromBody } from '../../src/domain/businessId';
import { outermost, planOf, recordQueries } from '../support/queryPlans';
import { companyWithAdmin, createCompany, createUser, signedIn, useTestApp, type Client } from './helpers';

const env = useTestApp();
const OFFICE = 2;

// Letters that no word searched below holds (no a, b, digits): the tag narrows to this file's rows only.
const tag = `Hakutesti${Array.from({ length: 8 }, () => 'ghjkmnpqrstvwxyz'[randomInt(16)]).join('')}`;
const NAMES = {
  twelve: `${tag} Mittaus 12 Oy`,
  apart: `${tag} Mittaus 1 2 Oy`,
  percent: `${tag} Ab 100% Oy`,
  hundred: `${tag} 100 Oy`,
  underscore: `${tag} a_b Oy`,
  letter: `${tag} axb Oy`,
  backslash: `${tag} a\\b Oy`,
};
type Key = keyof typeof NAMES;

/** A valid business ID no company has. */
async function freshBusinessId(): Promise<string> {
  for (;;) {
    const id = businessIdFromBody(String(randomInt(1_000_000, 10_000_000)));
    if (id && !(await env.db.selectFrom('companies').select('id').where('registration_number', '=', id).executeTakeFirst())) return id;
  }
}
const companyIds = {} as Record<Key, number>;
let office: Client;
let officeUser: { id: number; personId: number; email: string };

const found = async (q: string): Promise<Key[]> => {
  const response = await office.get(`/api/companies?paginate=100&q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  const byId = new Map(Object.entries(companyIds).map(([key, id]) => [id, key as Key]));
  return response.body.data.map((row: { id: number }) => byId.get(row.id)).sort();
};

beforeAll(async () => {
  // Business IDs without digits (the database takes any text): a digit searched finds the names only.
  for (const [key, name] of Object.entries(NAMES)) {
    const row = await env.db.insertInto('companies').values({ name, registration_number: `${tag}-${key}` }).returning('id').executeTakeFirstOrThrow();
    companyIds[key as Key] = row.id;
  }
  officeUser = await createUser(env.db, { permissions: [OFFICE] });
  office = await signedIn(env.app, officeUser.email);
});

describe('the companies search', () => {
  it('finds every word in any order, case-insensitive, two-letter words and numbers too', async () => {
    expect(await found(`12 MITTAUS ${tag}`)).toEqual(['twelve']);
    expect(await found(`mittaus ${tag.toLowerCase()}`)).toEqual(['apart', 'twelve']);
    expect(await found(`${tag} ab`)).toEqual(['percent']);
    expect(await found(`${tag} 10`)).toEqual(['hundred', 'percent']);
    // Two letters with a LIKE character among them.
    expect(await found(`${tag} 0%`)).toEqual(['percent']);
    expect(await found(`${tag} 12 puuttuu`)).toEqual([]);
  });

  it('takes %, _ and \\ as the letters they are', async () => {
    expect(await found(`${tag} 100%`)).toEqual(['percent']);
    expect(await found(`% ${tag}`)).toEqual(['percent']);
    expect(await found(`${tag} a_b`)).toEqual(['underscore']);
    expect(await found(`${tag} _`)).toEqual(['underscore']);
    expect(await found(`${tag} a\\b`)).toEqual(['backslash']);
    expect(await found(`\\ ${tag}`)).toEqual(['backslash']);
  });

  it('never drops q: a business ID, a word of LIKE characters or a long text finds only what holds it', async () => {
    // A fresh business ID (no company has it) once seemed to list every company: it must find none.
    const freshId = await freshBusinessId();
    for (const q of [freshId, `${freshId} `, freshId.slice(0, 7), ` ${tag}-nobody`, '%%', '__', '\\', `${tag} 1 2 3 4 5 6 7 8 9`]) {
      const response = await office.get(`/api/companies?q=${encodeURIComponent(q)}&page=1&paginate=25`);
      expect(response.status).toBe(200);
      expect(response.body.meta.total).toBe(response.body.data.length);
      expect(response.body.data.every((row: { name: string; registrationNumber: string }) => `${row.name} ${row.registrationNumber}`.toLowerCase().includes(q.trim().split(/\s+/)[0].toLowerCase()))).toBe(true);
    }
    const fresh = await office.get(`/api/companies?q=${encodeURIComponent(freshId)}&page=2`);
    expect(fresh.body.meta.total).toBe(0);
    expect(fresh.body.data).toEqual([]);
    // The business ID filter (onboarding's look-up) with a fresh ID finds nothing either, for staff and members.
    const member = await signedIn(env.app, (await createUser(env.db)).email);
    for (const client of [office, member]) {
      const byId = await client.get(`/api/companies?registration_number=${freshId}`);
      expect(byId.status).toBe(200);
      expect(byId.body.data).toEqual([]);
      expect(byId.body.meta.total).toBe(0);
    }
  });

  it('takes a q of whitespace alone as no search (the cleared search box), the whole list', async () => {
    const all = await office.get('/api/companies?paginate=1');
    const blank = await office.get(`/api/companies?paginate=1&q=${encodeURIComponent(' \t\u00a0 ')}`);
    expect(blank.status).toBe(200);
    expect(blank.body.meta.total).toBe(all.body.meta.total);
  });

  it('keeps the bigrams of a renamed company', async () => {
    const company = await createCompany(env.db, { name: `${tag} Uusi Oy` });
    const ids = async (q: string) => (await office.get(`/api/companies?q=${encodeURIComponent(q)}`)).body.data.map((c: { id: number }) => c.id);
    expect(await ids(`${tag} uusi`)).toEqual([company.id]);
    await env.db.updateTable('companies').set({ name: `${tag} Xy Oy` }).where('id', '=', company.id).execute();
    expect(await ids(`${tag} xy`)).toEqual([company.id]);
    expect(await ids(`${tag} uusi`)).toEqual([]);
  });
});

describe('the references search', () => {
  it('finds every word in any order across title, client and description, with %, _ and \\ as letters', async () => {
    const { company, client } = await companyWithAdmin(env);
    const rows = await env.db
      .insertInto('company_references')
      .values([
        { company_id: company.id, title: 'Koulun julkisivu', client_name: 'Espoon kaupunki', work_description: 'Tiilet uusittu' },
        { company_id: company.id, title: 'Koulun katto', client_name: null, work_description: null },
        { company_id: company.id, title: 'Valmis 100% ajallaan', client_name: 'As Oy Putki_linja', work_description: 'Kansio C:\\työ' },
        { company_id: company.id, title: 'Valmis 100 ajallaan', client_name: 'As Oy Putkilinja', work_description: 'Kansio C:työ' },
      ])
      .returning('id')
      .execute();
    const [facade, roof, marked, plain] = rows.map((row) => row.id);
    const ids = async (q: string) => {
      const response = await client.get(`/api/companies/${company.id}/references?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      return response.body.data.map((row: { id: number }) => row.id).sort((x: number, y: number) => x - y);
    };
    expect(await ids('KAUPUNKI julkisivu')).toEqual([facade]);
    expect(await ids('tiilet koulun')).toEqual([facade]);
    expect(await ids('koulun')).toEqual([facade, roof]);
    expect(await ids('koulun puuttuu')).toEqual([]);
    expect(await ids('100%')).toEqual([marked]);
    expect(await ids('putki_linja')).toEqual([marked]);
    expect(await ids('c:\\työ')).toEqual([marked]);
    expect(await ids('ajallaan 100')).toEqual([marked, plain].sort((x, y) => x - y));
  });
});

describe('round trips', () => {
  it('reads a page of references in one query: the page with its total, images and confirmations', async () => {
    const { company } = await companyWithAdmin(env);
    await env.db
      .insertInto('company_references')
      .values([1, 2, 3].map((i) => ({ company_id: company.id, title: `Kierrokset ${i}`, client_name: 'Tilaaja', work_description: null })))
      .execute();
    let queries = 0;
    // transformResult runs once per query sent (transformQuery also sees every subquery built into one).
    const counting = env.db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => ((queries += 1), args.result) });
    const page = await listReferences(counting, company.id, referenceList.query.parse({ q: 'kierrokset' }) as never);
    expect(page.meta.total).toBe(3);
    expect(page.data.every((reference) => reference.images.length === 0 && reference.confirmation === null)).toBe(true);
    expect(queries).toBe(1);
  });
});

describe('the plans use the search indexes (migration 028)', () => {
  // The planner may read a few rows in a table's order; forbidden that, it must find an index that serves the text.
  const settings = { enable_seqscan: 'off', enable_indexscan: 'off' };
  const user = () => ({ id: officeUser.id, email: officeUser.email, personId: officeUser.personId, permissions: [{ id: OFFICE }] });

  it('has pg_trgm on this server', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(env.db);
    expect(rows[0]?.n).toBe(1);
  });

  it('the companies list reads the trigrams and bigrams of companies_search once, for the page and its total', async () => {
    const queries = await recordQueries(env.db, (db) => listCompanies(db, user(), companyListQuerySchema.parse({ q: 'mittaus 12' })));
    const plan = await planOf(env.db, outermost(queries), { settings });
    // One pass over the matches gives the page's keys and the total (count(*) over ()).
    expect(plan.match(/Bitmap Index Scan on companies_search/g)).toHaveLength(1);
    expect(plan).toContain('WindowAgg');
    expect(plan).toContain('search_bigrams @>');
  });

  it('the office applications list finds the companies by companies_search', async () => {
    const ctx = { db: env.db } as AppContext;
    const queries = await recordQueries(env.db, (db) => listApplications({ ...ctx, db }, user(), applicationList.query.parse({ q: 'mittaus oy' })));
    expect(await planOf(env.db, outermost(queries), { settings })).toContain('Bitmap Index Scan on companies_search');
  });

  it('a company’s references are searched by company_references_search', async () => {
    const { company } = await companyWithAdmin(env);
    const queries = await recordQueries(env.db, (db) => listReferences(db, company.id, referenceList.query.parse({ q: 'julkisivu espoo' }) as never));
    // Without the company's own index, which would read the company's few rows here.
    expect(await planOf(env.db, outermost(queries), { settings, withoutIndexes: ['company_references_company'] })).toContain('Bitmap Index Scan on company_references_search');
  });
});
