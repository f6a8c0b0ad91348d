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

/** Seeded industries: two with a maxReferenceAge requirement, one more. */
async function industries() {
  const rows = await env.db
    .selectFrom('classification_industries as ci')
    .innerJoin('classification_industry_requirements as req', 'req.classification_industry_id', 'ci.id')
    .select(['ci.id', 'ci.symbolic_number', 'req.max_reference_age'])
    .where('req.company_id', 'is', null)
    .where('req.max_reference_age', 'is not', null)
    .where('ci.active', '=', true)
    .orderBy('ci.id')
    .limit(3)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), symbolicNumber: r.symbolic_number, maxReferenceAge: Number(r.max_reference_age) }));
}

const ids = (response: { body: { data: Array<{ id: number }> } }) => response.body.data.map((r) => r.id);

describe('references', () => {
  it('adds, shows, changes and removes a reference, each with an audit row', async () => {
    const { admin, company, client } = await companyWithAdmin(env);
    const [i1, i2] = await industries();
    const created = await client.post(`/api/companies/${company.id}/references`, body({ client_registration_number: '01120389', expertises: [i2.id, i1.id, i2.id] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      companyId: company.id,
      title: 'Asunto Oy Koivukujan peruskorjaus',
      clientRegistrationNumber: '0112038-9',
      workStartDate: '2022-03-01',
      workEndDate: '2023-06-30',
      totalBilling: 1250000,
      expertises: [i1.id, i2.id],
      locked: false,
      verifiedByCustomer: false,
      images: [],
      defaultImage: null,
      confirmation: null,
    });
    expect(created.body.industryAges).toEqual(
      [i1, i2].map((i) => expect.objectContaining({ industryId: i.id, symbolicNumber: i.symbolicNumber, maxReferenceAge: i.maxReferenceAge, months: expect.any(Number) })),
    );

    const url = `/api/companies/${company.id}/references/${created.body.id}`;
    expect((await client.get(url)).body).toEqual(created.body);

    // An update keeps what it leaves out.
    const changed = await client.put(url, { title: 'Koivukujan linjasaneeraus', expertises: [i1.id] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Koivukujan linjasaneeraus', clientName: 'Asunto Oy Koivukuja', expertises: [i1.id], totalBilling: 1250000 });

    expect((await client.request('DELETE', url)).status).toBe(204);
    expect((await client.get(url)).status).toBe(404);

    const audit = await auditRows(env.db, company.id, 'company_reference');
    expect(audit.map((a) => [a.action, a.entity_id, a.user_id])).toEqual([
      ['create', created.body.id, admin.id],
      ['update', created.body.id, admin.id],
      ['delete', created.body.id, admin.id],
    ]);
    expect(audit[1].before).toMatchObject({ title: 'Asunto Oy Koivukujan peruskorjaus', expertises: [i1.id, i2.id], work_end_date: '2023-06-30' });
    expect(audit[1].after).toMatchObject({ title: 'Koivukujan linjasaneeraus', expertises: [i1.id] });
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
    const unknownIndustry = await client.post(url, body({ expertises: [999999] }));
    expect(unknownIndustry.status).toBe(422);
    expect(unknownIndustry.body.errors).toEqual({ expertises: ['Valitse toimialat luokituksen toimialoista.'] });
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
    const [i1, i2] = await industries();
    const a = (await client.post(url, body({ title: 'Koulu', client_name: 'Espoon kaupunki', work_start_date: '2019-05-01', work_end_date: '2021-02-01', expertises: [i1.id], visibility_type_id: 1, status_id: 3 }))).body.id;
    const b = (await client.post(url, body({ title: 'Silta', client_name: 'Väylävirasto', client_registration_number: '1010547-1', work_start_date: '2023-01-01', work_end_date: '2023-09-01', expertises: [i2.id], visibility_type_id: 2, status_id: 2 }))).body.id;
    expect(ids(await client.get(`${url}?industry_id=${i1.id}`))).toEqual([a]);
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

  it("shows each linked industry's age rule (SPEC §5): whole months since the end reach maxReferenceAge", async () => {
    const { company, client } = await companyWithAdmin(env);
    const [i1] = await industries();
    const today = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    // Ended exactly maxReferenceAge months ago (the same day of the month): valid; a day later: one month short.
    const ended = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i1.maxReferenceAge, 1));
    const reached = await client.post(`/api/companies/${company.id}/references`, body({ work_start_date: null, work_end_date: iso(ended), expertises: [i1.id] }));
    expect(reached.body.industryAges[0]).toMatchObject({ industryId: i1.id, maxReferenceAge: i1.maxReferenceAge, valid: true });
    const recent = await client.post(`/api/companies/${company.id}/references`, body({ work_start_date: null, work_end_date: iso(today), expertises: [i1.id] }));
    expect(recent.body.industryAges[0]).toMatchObject({ months: 0, valid: i1.maxReferenceAge === 0 });
    const noEnd = await client.post(`/api/companies/${company.id}/references`, body({ work_start_date: null, work_end_date: null, expertises: [i1.id] }));
    expect(noEnd.body.industryAges[0]).toMatchObject({ months: null, valid: null });
  });

  it("links a project of the company's own, not another company's", async () => {
    const { company, client } = await companyWithAdmin(env);
    const other = await companyWithAdmin(env);
    const own = await env.db.insertInto('projects').values({ company_id: company.id, name: 'Koulukeskus' }).returning('id').executeTakeFirstOrThrow();
    const foreign = await env.db.insertInto('projects').values({ company_id: other.company.id, name: 'Vieras' }).returning('id').executeTakeFirstOrThrow();
    const url = `/api/companies/${company.id}/references`;
    const linked = await client.post(url, body({ project_id: own.id }));
    expect(linked.status).toBe(201);
    expect(linked.body.projectId).toBe(own.id);
    const refused = await client.put(`${url}/${linked.body.id}`, { project_id: foreign.id });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ project_id: ['Valitse projekti yrityksen projekteista.'] });
    expect((await client.put(`${url}/${linked.body.id}`, { project_id: null })).body.projectId).toBeNull();
  });
});
