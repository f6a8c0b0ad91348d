/** server/http/list.ts, the one list path: paging, sorting by a fixed map, filters, q, totals. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineList } from '../../server/http/list';
import { createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;

const list = defineList({
  sortable: { id: 'companies.id', name: 'companies.name', registrationNumber: 'companies.registration_number' },
  defaultSort: 'name',
  tiebreaker: 'companies.id',
  filters: { status_id: z.coerce.number().int() },
  search: true,
});

// Rows of this file only: other test files write companies into the same database at the same time.
const tag = `Listatesti-${randomUUID().slice(0, 8)}`;
const ROWS = 130;
let ids: number[] = [];

const ownRows = () =>
  env.db
    .selectFrom('companies')
    .select(['companies.id', 'companies.name', 'companies.registration_number'])
    .where('companies.name', 'like', `${tag}%`);

const page = (query: Record<string, string>, options: { unfilteredTotal?: number; statusTotal?: number } = {}) =>
  list.page(ownRows(), list.query.parse(query), {
    filters: { status_id: (value) => (eb) => eb('companies.company_status_id', '=', value) },
    search: (q) => (eb) => eb('companies.name', 'like', `%${q}%`),
    view: (row) => ({ id: row.id, name: row.name }),
    unfilteredTotal: options.unfilteredTotal === undefined ? undefined : sql<number>`${sql.lit(options.unfilteredTotal)}::int`,
    filterTotals: options.statusTotal === undefined ? undefined : { status_id: () => sql<number>`${sql.lit(options.statusTotal)}::int` },
  });

beforeAll(async () => {
  // Names repeat in pairs, so the id must break ties; every tenth row has status 2.
  const rows = await env.db
    .insertInto('companies')
    .values(
      Array.from({ length: ROWS }, (_, i) => ({
        name: `${tag} ${String(Math.floor(i / 2)).padStart(3, '0')}`,
        registration_number: `${tag}-${String(i).padStart(3, '0')}`,
        company_status_id: i % 10 === 0 ? 2 : 1,
      })),
    )
    .returning('id')
    .execute();
  ids = rows.map((r) => r.id);
});

afterAll(async () => {
  await env.db.deleteFrom('companies').where('id', 'in', ids).execute();
});

describe('paging', () => {
  it('answers a page with its meta, sorted by the default field with the id breaking ties', async () => {
    const first = await page({ paginate: '4' });
    expect(first.meta).toEqual({ currentPage: 1, perPage: 4, total: ROWS, lastPage: Math.ceil(ROWS / 4) });
    expect(first.data.map((r) => r.id)).toEqual(ids.slice(0, 4));
    const third = await page({ paginate: '4', page: '3' });
    expect(third.data.map((r) => r.id)).toEqual(ids.slice(8, 12));
  });

  it('reads a deep page (past the direct offset) the same way, in both orders', async () => {
    const deep = await page({ paginate: '5', page: '25' });
    expect(deep.data.map((r) => r.id)).toEqual(ids.slice(120, 125));
    const deepDesc = await page({ paginate: '5', page: '25', sort: 'id', order: 'desc' });
    expect(deepDesc.data.map((r) => r.id)).toEqual([...ids].reverse().slice(120, 125));
  });

  it('answers every row for paginate=false, and the default page size for true', async () => {
    const all = await page({ paginate: 'false' });
    expect(all.data).toHaveLength(ROWS);
    expect(all.meta).toEqual({ currentPage: 1, perPage: ROWS, total: ROWS, lastPage: 1 });
    expect((await page({ paginate: 'true' })).meta.perPage).toBe(25);
  });

  it('keeps the total on a page past the last one, and an empty list has total 0', async () => {
    expect(await page({ paginate: '10', page: '99' })).toEqual({ data: [], meta: { currentPage: 99, perPage: 10, total: ROWS, lastPage: 13 } });
    expect(await page({ q: 'no such name', page: '3' })).toEqual({ data: [], meta: { currentPage: 3, perPage: 25, total: 0, lastPage: 1 } });
    expect(await page({ q: 'no such name' })).toEqual({ data: [], meta: { currentPage: 1, perPage: 25, total: 0, lastPage: 1 } });
    // A page no offset can reach (PostgreSQL would refuse the number) is past the end too.
    expect((await page({ page: String(2 ** 52) })).meta.total).toBe(ROWS);
  });
});

describe('sorting', () => {
  it('sorts by a field of the map in either order', async () => {
    const desc = await page({ sort: 'registrationNumber', order: 'desc', paginate: '3' });
    expect(desc.data.map((r) => r.id)).toEqual([...ids].reverse().slice(0, 3));
  });

  it('refuses a field outside the map with 422 and a Finnish message', async () => {
    const parsed = list.query.safeParse({ sort: 'password_hash' });
    expect(parsed.success).toBe(false);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const response = await office.get('/api/companies?sort=password_hash');
    expect(response.status).toBe(422);
    expect(response.body.errors.sort).toEqual(['Tuntematon lajittelukenttä. Sallitut: id, name, registrationNumber, companyStatusId, createdAt.']);
    expect((await office.get('/api/companies?order=sideways')).body.errors.order).toEqual(['Järjestyksen on oltava asc tai desc.']);
    expect((await office.get('/api/join-requests?sort=nope')).status).toBe(422);
    expect((await office.get('/api/join-requests?sort=requestedAt&order=desc')).status).toBe(200);
  });

  it('refuses a search text PostgreSQL cannot hold (NUL) with 422, not 500', async () => {
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const response = await office.get('/api/companies?q=%00');
    expect(response.status).toBe(422);
    expect(response.body.errors.q).toEqual(['Tekstissä on merkkejä, joita ei voi tallentaa.']);
  });
});

describe('filters, search and totals', () => {
  it('applies a filter and q, and counts what they leave', async () => {
    const filtered = await page({ status_id: '2', paginate: '5' });
    expect(filtered.meta.total).toBe(ROWS / 10);
    expect(filtered.data.map((r) => r.id)).toEqual(ids.filter((_, i) => i % 10 === 0).slice(0, 5));
    const searched = await page({ q: `${tag} 00`, paginate: 'false' });
    expect(searched.meta.total).toBe(20);
    expect((await page({ q: `${tag} 00`, status_id: '2' })).meta.total).toBe(2);
  });

  it('uses the cheaper unfiltered total only when no filter or q applies', async () => {
    expect((await page({}, { unfilteredTotal: 4242 })).meta.total).toBe(4242);
    expect((await page({ status_id: '2' }, { unfilteredTotal: 4242 })).meta.total).toBe(ROWS / 10);
    expect((await page({ q: tag }, { unfilteredTotal: 4242 })).meta.total).toBe(ROWS);
  });

  it('uses a filter’s kept total only when that filter alone applies', async () => {
    expect((await page({ status_id: '2' }, { statusTotal: 77 })).meta.total).toBe(77);
    expect((await page({}, { statusTotal: 77 })).meta.total).toBe(ROWS);
    expect((await page({ status_id: '2', q: tag }, { statusTotal: 77 })).meta.total).toBe(ROWS / 10);
  });

  it('reads a searched page and its total in one pass: every page, deep ones and both orders, as without the search', async () => {
    // q matches every row of this file: the pages must be those of the unsearched list, the total exact.
    for (const order of ['asc', 'desc']) {
      for (const [pageNumber, size] of [['1', '25'], ['3', '25'], ['6', '25'], ['2', '100']]) {
        const query = { page: pageNumber, paginate: size, order };
        const searched = await page({ ...query, q: tag });
        const plain = await page(query);
        expect(searched.data).toEqual(plain.data);
        expect(searched.meta).toEqual(plain.meta);
        expect(searched.meta.total).toBe(ROWS);
      }
    }
    const narrow = await page({ q: `${tag} 01`, page: '2', paginate: '3', sort: 'id', order: 'desc' });
    const matching = ids.filter((_, i) => String(Math.floor(i / 2)).padStart(3, '0').startsWith('01'));
    expect(narrow.meta.total).toBe(matching.length);
    expect(narrow.data.map((r) => r.id)).toEqual([...matching].reverse().slice(3, 6));
    // A searched page past the end keeps the total; a search that matches nothing is empty with total 0.
    expect((await page({ q: tag, page: '99', paginate: '25' })).meta).toMatchObject({ total: ROWS, currentPage: 99 });
    expect((await page({ q: `${tag} puuttuu` })).meta.total).toBe(0);
  });

  it('keeps row_counts exact through inserts and deletes', async () => {
    const counts = () =>
      env.db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
        const kept = await sql<{ n: number }>`select row_count as n from row_counts where table_name = 'companies'`.execute(trx);
        const counted = await sql<{ n: number }>`select count(*) as n from companies`.execute(trx);
        return [kept.rows[0]?.n, counted.rows[0]?.n];
      });
    const [kept, counted] = await counts();
    expect(kept).toBe(counted);
    const extra = await env.db
      .insertInto('companies')
      .values([0, 1, 2].map((i) => ({ name: `${tag} extra ${i}`, registration_number: `${tag}-extra-${i}` })))
      .returning('id')
      .execute();
    await env.db.deleteFrom('companies').where('id', '=', extra[0].id).execute();
    const [keptAfter, countedAfter] = await counts();
    expect(keptAfter).toBe(countedAfter);
    await env.db.deleteFrom('companies').where('id', 'in', extra.map((r) => r.id)).execute();
  });

  it('gives office staff the kept company count as the total of the unfiltered list', async () => {
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const response = await office.get('/api/companies?paginate=1');
    const { rows } = await sql<{ n: number }>`select row_count as n from row_counts where table_name = 'companies'`.execute(env.db);
    // Other test files may add a company in between: the two reads are near, not equal, in time.
    expect(Math.abs(response.body.meta.total - (rows[0]?.n ?? 0))).toBeLessThan(20);
    expect(response.body.meta.total).toBeGreaterThanOrEqual(ROWS);
  });
});
