import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, createCompany, createUser, memberOf, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;

async function setup() {
  const { admin, company, client } = await companyWithAdmin(env);
  const { user: member } = await memberOf(env, company.id);
  return { admin, member, company, client };
}

const officeCount = async (companyId: number) =>
  (await env.db.selectFrom('company_offices').select('id').where('company_id', '=', companyId).execute()).length;

describe('offices (yksiköt)', () => {
  it('adds, lists, shows, changes and removes an office, with audit rows', async () => {
    const { member, company, client } = await setup();
    const url = `/api/companies/${company.id}/offices`;
    const created = await client.post(url, { name: ' Tampereen yksikkö ', description: 'Pirkanmaan työmaat', street: 'Hämeenkatu 1', zipcode: '33100', city: 'Tampere' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      companyId: company.id,
      name: 'Tampereen yksikkö',
      description: 'Pirkanmaan työmaat',
      street: 'Hämeenkatu 1',
      zipcode: '33100',
      city: 'Tampere',
      country: 'FI',
    });
    const second = await client.post(url, { name: 'Oulun yksikkö' });
    expect(second.body).toMatchObject({ name: 'Oulun yksikkö', street: null, zipcode: null, country: 'FI' });

    const memberClient = await signedIn(env.app, member.email);
    const list = await memberClient.get(url);
    expect(list.body).toEqual({ data: [second.body, created.body], meta: { currentPage: 1, perPage: 25, total: 2, lastPage: 1 } });
    expect((await memberClient.get(`${url}/${created.body.id}`)).body).toEqual(created.body);

    const changed = await client.put(`${url}/${created.body.id}`, { name: 'Tampereen toimipiste', zipcode: '33200', city: 'Tampere', country: 'fi' });
    expect(changed.status).toBe(200);
    // What the body leaves out is kept (the data provider sends only what changed); null empties a field.
    expect(changed.body).toMatchObject({ name: 'Tampereen toimipiste', description: 'Pirkanmaan työmaat', street: 'Hämeenkatu 1', zipcode: '33200', country: 'FI' });
    const emptied = await client.put(`${url}/${created.body.id}`, { name: 'Tampereen toimipiste', street: null });
    expect(emptied.body).toMatchObject({ description: 'Pirkanmaan työmaat', street: null, zipcode: '33200' });
    const partial = await client.put(`${url}/${created.body.id}`, { city: 'Pori' });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ name: 'Tampereen toimipiste', city: 'Pori', zipcode: '33200' });
    const unnamed = await client.put(`${url}/${created.body.id}`, { name: ' ' });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.errors).toEqual({ name: ['Yksikön nimi on pakollinen.'] });
    expect((await client.request('DELETE', `${url}/${second.body.id}`)).status).toBe(204);
    expect((await memberClient.get(`${url}/${second.body.id}`)).status).toBe(404);

    const rows = await auditRows(env.db, company.id);
    expect(rows.map((r) => [r.entity, r.entity_id, r.action])).toEqual([
      ['company_office', created.body.id, 'create'],
      ['company_office', second.body.id, 'create'],
      ['company_office', created.body.id, 'update'],
      ['company_office', created.body.id, 'update'],
      ['company_office', created.body.id, 'update'],
      ['company_office', second.body.id, 'delete'],
    ]);
    expect(rows[2].before).toMatchObject({ name: 'Tampereen yksikkö', zipcode: '33100' });
    expect(rows[2].after).toMatchObject({ name: 'Tampereen toimipiste', zipcode: '33200' });
    expect(rows[3].after).toMatchObject({ street: null, description: 'Pirkanmaan työmaat' });
    expect(rows[5].before).toMatchObject({ name: 'Oulun yksikkö' });
    // The audit row holds the columns a change writes, no more (the id, the company and the times are the row's own).
    expect(Object.keys(rows[0].after as object).sort()).toEqual(['city', 'country', 'description', 'name', 'street', 'zipcode']);
  });

  it('validates in Finnish and saves nothing on error', async () => {
    const { company, client } = await setup();
    const url = `/api/companies/${company.id}/offices`;
    const missing = await client.post(url, { name: '  ', zipcode: '331' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ name: ['Yksikön nimi on pakollinen.'], zipcode: ['Postinumeron on oltava viisi numeroa.'] });
    expect((await client.post(url, {})).body.errors).toEqual({ name: ['Yksikön nimi on pakollinen.'] });
    expect(await officeCount(company.id)).toBe(0);
    // A postal code abroad is taken as written.
    const abroad = await client.post(url, { name: 'Tukholman yksikkö', zipcode: '111 22', city: 'Stockholm', country: 'se' });
    expect(abroad.status).toBe(201);
    expect(abroad.body).toMatchObject({ zipcode: '111 22', country: 'SE' });
    await client.request('DELETE', `${url}/${abroad.body.id}`);
    // Countries from the ISO 3166-1 list only (issue 9 #3).
    const unknown = await client.post(url, { name: 'Tuntematon', country: 'XX' });
    expect([unknown.status, unknown.body.errors]).toEqual([422, { country: ['Valitse maa luettelosta.'] }]);

    const created = await client.post(url, { name: 'Yksikkö' });
    const refused = await client.put(`${url}/${created.body.id}`, { name: '', zipcode: 'abcde' });
    expect(refused.status).toBe(422);
    expect((await client.get(`${url}/${created.body.id}`)).body.name).toBe('Yksikkö');
    expect((await auditRows(env.db, company.id)).map((r) => r.action)).toEqual(['create', 'delete', 'create']);
  });

  it('sorts, searches and pages the offices through the one list path (issue 7)', async () => {
    const { company, client } = await companyWithAdmin(env);
    for (const [name, city] of [['Oulun yksikkö', 'Oulu'], ['Espoon yksikkö', 'Espoo'], ['Turun yksikkö', 'Turku']]) {
      expect((await client.post(`/api/companies/${company.id}/offices`, { name, city })).status).toBe(201);
    }
    const names = async (query: string) => (await client.get(`/api/companies/${company.id}/offices?${query}`)).body.data.map((o: { name: string }) => o.name);
    expect(await names('')).toEqual(['Espoon yksikkö', 'Oulun yksikkö', 'Turun yksikkö']);
    expect(await names('sort=city&order=desc')).toEqual(['Turun yksikkö', 'Oulun yksikkö', 'Espoon yksikkö']);
    expect(await names('q=oulu')).toEqual(['Oulun yksikkö']);
    const paged = await client.get(`/api/companies/${company.id}/offices?paginate=2&page=2`);
    expect([paged.body.data.length, paged.body.meta]).toEqual([1, { currentPage: 2, perPage: 2, total: 3, lastPage: 2 }]);
    const unknown = await client.get(`/api/companies/${company.id}/offices?sort=description`);
    expect([unknown.status, unknown.body.errors.sort]).toEqual([422, ['Tuntematon lajittelukenttä. Sallitut: id, name, city.']]);
  });

  it('answers an office of another company with 404 and keeps changes to those who may make them', async () => {
    const { member, company, client } = await setup();
    const other = await createCompany(env.db);
    const foreign = await env.db.insertInto('company_offices').values({ company_id: other.id, name: 'Vieras yksikkö' }).returning('id').executeTakeFirstOrThrow();
    const url = `/api/companies/${company.id}/offices/${foreign.id}`;
    expect((await client.get(url)).status).toBe(404);
    expect((await client.put(url, { name: 'Kaapattu' })).status).toBe(404);
    expect((await client.request('DELETE', url)).status).toBe(404);
    expect((await env.db.selectFrom('company_offices').select('name').where('id', '=', foreign.id).executeTakeFirstOrThrow()).name).toBe('Vieras yksikkö');

    const memberClient = await signedIn(env.app, member.email);
    const refused = await memberClient.post(`/api/companies/${company.id}/offices`, { name: 'Ei oikeutta' });
    expect(refused.status).toBe(403);
    const outsider = await signedIn(env.app, (await createUser(env.db)).email);
    expect((await outsider.get(`/api/companies/${company.id}/offices`)).status).toBe(403);
    expect(await officeCount(company.id)).toBe(0);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    expect((await office.post(`/api/companies/${company.id}/offices`, { name: 'Toimiston lisäämä' })).status).toBe(201);
    expect((await office.get('/api/companies/999999999/offices')).status).toBe(404);
  });
});
