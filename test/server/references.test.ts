import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, createUser, memberOf, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Asunto Oy Koivukujan peruskorjaus',
  client_name: 'Asunto Oy Koivukuja',
  client_registration_number: '0112038-9',
  work_description: 'Putkiremontti ja julkisivujen korjaus, 48 asuntoa.',
  work_start_date: '2022-03-01',
  work_end_date: '2023-06-30',
  total_billing: 1250000,
  total_billing_unit_id: 1,
  company_role_id: 1,
  visibility_type_id: 1,
  status_id: 3,
  ...overrides,
});

const ids = (response: { body: { data: Array<{ id: number }> } }) => response.body.data.map((r) => r.id);

describe('references', () => {
  it('adds, shows, changes and removes a reference, each with an audit row', async () => {
    const { admin, company, client } = await companyWithAdmin(env);
    const created = await client.post(`/api/companies/${company.id}/references`, body({ client_registration_number: '01120389', expertises: [7, 3, 7] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      companyId: company.id,
      title: 'Asunto Oy Koivukujan peruskorjaus',
      clientRegistrationNumber: '0112038-9',
      workStartDate: '2022-03-01',
      workEndDate: '2023-06-30',
      totalBilling: 1250000,
      expertises: [3, 7],
      locked: false,
      verifiedByCustomer: false,
      images: [],
      defaultImage: null,
      confirmation: null,
    });
    expect(created.body.industryAges.map((a: { industryId: number }) => a.industryId)).toEqual([3, 7]);

    const url = `/api/companies/${company.id}/references/${created.body.id}`;
    expect((await client.get(url)).body).toEqual(created.body);

    // An update keeps what it leaves out.
    const changed = await client.put(url, { title: 'Koivukujan linjasaneeraus', expertises: [3] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Koivukujan linjasaneeraus', clientName: 'Asunto Oy Koivukuja', expertises: [3], totalBilling: 1250000 });

    expect((await client.request('DELETE', url)).status).toBe(204);
    expect((await client.get(url)).status).toBe(404);

    const audit = await auditRows(env.db, company.id, 'company_reference');
    expect(audit.map((a) => [a.action, a.entity_id, a.user_id])).toEqual([
      ['create', created.body.id, admin.id],
      ['update', created.body.id, admin.id],
      ['delete', created.body.id, admin.id],
    ]);
    expect(audit[1].before).toMatchObject({ title: 'Asunto Oy Koivukujan peruskorjaus', expertises: [3, 7], work_end_date: '2023-06-30' });
    expect(audit[1].after).toMatchObject({ title: 'Koivukujan linjasaneeraus', expertises: [3] });
  });

  it('validates in Finnish: title, business ID, dates, lookups, money; nothing half-saved', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/references`;
    const bad = await client.post(url, {
      title: ' ',
      client_registration_number: '0112038-8',
      work_start_date: '2023-01-01',
      work_end_date: '31.13.2022',
      total_billing: -5,
      company_role_id: 999,
      expertises: 'x',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      title: ['Referenssin nimi on pakollinen.'],
      client_registration_number: ['Tilaajan Y-tunnus ei ole kelvollinen (muoto 1234567-8, tarkistusmerkki).'],
      work_end_date: ['Anna valmistumispäivä muodossa pp.kk.vvvv.'],
      total_billing: ['Anna laskutus kokonaislukuna (vähintään 0).'],
      expertises: ['Valitse toimialat listalta.'],
    });
    const cross = await client.post(url, body({ work_start_date: '2023-01-01', work_end_date: '2022-12-31', company_role_id: 999, subcontractor_amount: 2000000 }));
    expect(cross.status).toBe(422);
    expect(cross.body.errors).toEqual({
      work_end_date: ['Valmistumispäivä ei voi olla ennen aloituspäivää.'],
      company_role_id: ['Valitse arvo listalta.'],
      subcontractor_amount: ['Aliurakoinnin osuus ei voi olla suurempi kuin kokonaislaskutus.'],
    });
    const stranger = await createUser(env.db);
    const person = await client.post(url, body({ contractor_contact_person_id: stranger.personId }));
    expect(person.status).toBe(422);
    expect(person.body.errors).toEqual({ contractor_contact_person_id: ['Valitse yhteyshenkilö yrityksen henkilöistä.'] });
    expect((await client.get(url)).body.meta.total).toBe(0);

    // An update is checked with what is stored: an end before the stored start is refused.
    const created = await client.post(url, body());
    const change = await client.put(`${url}/${created.body.id}`, { work_end_date: '2021-01-01' });
    expect(change.status).toBe(422);
    expect(change.body.errors).toEqual({ work_end_date: ['Valmistumispäivä ei voi olla ennen aloituspäivää.'] });
    expect((await client.put(`${url}/${created.body.id}`, { title: '' })).body.errors).toEqual({ title: ['Referenssin nimi on pakollinen.'] });
  });

  it("lists with SPEC §7's defaults: 16 a page, newest id first, all clients", async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/references`;
    const made: number[] = [];
    for (let i = 0; i < 18; i++) made.push((await client.post(url, body({ title: `Kohde ${i}`, client_name: i === 0 ? null : 'Tilaaja', client_registration_number: null }))).body.id);
    const first = await client.get(url);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ currentPage: 1, perPage: 16, total: 18, lastPage: 2 });
    expect(ids(first)).toEqual([...made].reverse().slice(0, 16));
    expect((await client.get(`${url}?paginate=true&page=2`)).body.meta).toEqual({ currentPage: 2, perPage: 16, total: 18, lastPage: 2 });
    expect((await client.get(`${url}?paginate=5`)).body.meta.perPage).toBe(5);
    expect(ids(await client.get(`${url}?sort=id&order=asc&paginate=false`))).toEqual(made);
    // all_clients=false: only the references whose client is recorded.
    expect((await client.get(`${url}?all_clients=false`)).body.meta.total).toBe(17);
    expect((await client.get(`${url}?all_clients=true`)).body.meta.total).toBe(18);
    expect((await client.get(`${url}?sort=feedback`)).status).toBe(422);
    expect((await client.get(`${url}?all_clients=kyllä`)).status).toBe(422);
  });

  it('filters by industry, year, client, visibility and status, and searches', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/references`;
    const a = (await client.post(url, body({ title: 'Koulu', client_name: 'Espoon kaupunki', work_start_date: '2019-05-01', work_end_date: '2021-02-01', expertises: [11], visibility_type_id: 1, status_id: 3 }))).body.id;
    const b = (await client.post(url, body({ title: 'Silta', client_name: 'Väylävirasto', client_registration_number: '1010547-1', work_start_date: '2023-01-01', work_end_date: '2023-09-01', expertises: [12], visibility_type_id: 2, status_id: 2 }))).body.id;
    expect(ids(await client.get(`${url}?industry_id=11`))).toEqual([a]);
    expect(ids(await client.get(`${url}?year=2020`))).toEqual([a]);
    expect(ids(await client.get(`${url}?year=2023`))).toEqual([b]);
    expect(ids(await client.get(`${url}?client=espoo`))).toEqual([a]);
    expect(ids(await client.get(`${url}?client=1010547`))).toEqual([b]);
    expect(ids(await client.get(`${url}?visibility_type_id=2`))).toEqual([b]);
    expect(ids(await client.get(`${url}?status_id=3`))).toEqual([a]);
    expect(ids(await client.get(`${url}?q=silta`))).toEqual([b]);
    expect((await client.get(`${url}?year=20x1`)).status).toBe(422);
  });

  it('refuses to change or remove a locked reference (409, in Finnish)', async () => {
    const { company, client } = await companyWithAdmin(env);
    const created = await client.post(`/api/companies/${company.id}/references`, body());
    await env.db.updateTable('company_references').set({ locked: true }).where('id', '=', created.body.id).execute();
    const url = `/api/companies/${company.id}/references/${created.body.id}`;
    const put = await client.put(url, { title: 'Muutettu' });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe('Referenssi on lukittu, koska se on liitetty lähetettyyn hakemukseen. Lukittua referenssiä ei voi muuttaa eikä poistaa.');
    expect((await client.request('DELETE', url)).status).toBe(409);
    expect((await client.get(url)).body).toMatchObject({ title: 'Asunto Oy Koivukujan peruskorjaus', locked: true });
    expect(await auditRows(env.db, company.id, 'company_reference')).toHaveLength(1);
  });

  it('members read; references_projects holders and the office change', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/references`;
    const created = await client.post(url, body());
    const reader = await memberOf(env, company.id);
    expect((await reader.client.get(url)).status).toBe(200);
    expect((await reader.client.post(url, body())).status).toBe(403);
    expect((await reader.client.put(`${url}/${created.body.id}`, { title: 'X' })).status).toBe(403);
    const holder = await memberOf(env, company.id, { permissions: ['references_projects'] });
    expect((await holder.client.post(url, body())).status).toBe(201);
    expect((await holder.client.put(`${url}/${created.body.id}`, { title: 'Y' })).status).toBe(200);
    const office = await createUser(env.db, { permissions: [OFFICE] });
    const officeClient = await signedIn(env.app, office.email);
    expect((await officeClient.get(`${url}/${created.body.id}`)).body.title).toBe('Y');
    expect((await officeClient.request('DELETE', `${url}/${created.body.id}`)).status).toBe(204);
    const other = await companyWithAdmin(env);
    expect((await other.client.get(url)).status).toBe(403);
  });
});
