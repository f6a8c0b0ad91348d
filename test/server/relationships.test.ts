import { describe, expect, it } from 'vitest';
import { randomBusinessId } from '../support/businessIds';
import { createCompany, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const DAUGHTER = 2;
const JOINT_VENTURE = 3;

const relationAudit = (companyId: number) =>
  env.db.selectFrom('audit_log').selectAll().where('company_id', '=', companyId).where('entity', '=', 'company_relationship').orderBy('id').execute();

async function adminOfNewCompany() {
  const admin = await createUser(env.db);
  const company = await createCompany(env.db, { admin });
  const client = await signedIn(env.app, admin.email);
  return { admin, company, client, url: `/api/companies/${company.id}/relationships` };
}

describe('linking a company in the portal', () => {
  it('links a daughter by business ID, shows it from both sides and removes it, with audit rows', async () => {
    const { admin, company, client, url } = await adminOfNewCompany();
    const daughter = await createCompany(env.db, { name: 'Tytär Oy' });
    const requestsBefore = env.prh.requests.length;

    const created = await client.post(url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: ` ${daughter.registrationNumber} ` });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      companyRelationshipTypeId: DAUGHTER,
      parentCompany: { id: company.id, name: company.name, registrationNumber: company.registrationNumber },
      daughterCompany: { id: daughter.id, name: 'Tytär Oy', registrationNumber: daughter.registrationNumber },
    });
    // Found in the portal: PRH is not asked.
    expect(env.prh.requests.length).toBe(requestsBefore);

    const one = await client.get(`${url}/${created.body.id}`);
    expect(one.body).toEqual(created.body);
    const list = await client.get(url);
    expect(list.body).toEqual({ data: [created.body], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } });
    // The daughter sees the same relation, as its daughter side (read by office staff).
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    expect((await office.get(`/api/companies/${daughter.id}/relationships`)).body.data).toEqual([created.body]);

    const removed = await client.request('DELETE', `${url}/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect((await client.get(url)).body.data).toEqual([]);
    expect((await client.get(`${url}/${created.body.id}`)).status).toBe(404);

    const own = await relationAudit(company.id);
    expect(own.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(own[0]).toMatchObject({ user_id: admin.id, entity_id: created.body.id, after: { parent_company_id: company.id, daughter_company_id: daughter.id } });
    expect((await relationAudit(daughter.id)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('uses the given daughter_company_id when it matches the business ID', async () => {
    const { client, url } = await adminOfNewCompany();
    const other = await createCompany(env.db);
    const mismatch = await client.post(url, { company_relationship_type_id: JOINT_VENTURE, daughter_company_registration_number: randomBusinessId(), daughter_company_id: other.id });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ daughter_company_registration_number: ['Y-tunnus ei vastaa valittua yritystä.'] });
    const matching = await client.post(url, { company_relationship_type_id: JOINT_VENTURE, daughter_company_registration_number: other.registrationNumber, daughter_company_id: other.id });
    expect(matching.status).toBe(201);
    expect(matching.body.daughterCompany.id).toBe(other.id);
  });

  it('refuses the same relation twice (either way round) and a relation to the company itself', async () => {
    const { company, client, url } = await adminOfNewCompany();
    const other = await createCompany(env.db);
    const body = { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: other.registrationNumber };
    expect((await client.post(url, body)).status).toBe(201);
    const again = await client.post(url, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Yritykset on jo liitetty toisiinsa tällä suhteella.');
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const reverse = await office.post(`/api/companies/${other.id}/relationships`, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: company.registrationNumber });
    expect(reverse.status).toBe(409);
    // Another type between the same two is a relation of its own.
    expect((await client.post(url, { ...body, company_relationship_type_id: JOINT_VENTURE })).status).toBe(201);

    const self = await client.post(url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: company.registrationNumber });
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ daughter_company_registration_number: ['Yritystä ei voi liittää itseensä.'] });
    expect((await client.get(url)).body.meta.total).toBe(2);
    expect(await relationAudit(company.id)).toHaveLength(2);
  });

  it('checks the type and the business ID check digit (422)', async () => {
    const { client, url } = await adminOfNewCompany();
    const bad = await client.post(url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: '0112038-8' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ daughter_company_registration_number: ['Y-tunnus ei ole kelvollinen (muoto 1234567-8, tarkistusmerkki).'] });
    const empty = await client.post(url, {});
    expect(empty.body.errors).toMatchObject({
      company_relationship_type_id: ['Valitse suhteen tyyppi.'],
      daughter_company_registration_number: ['Y-tunnus on pakollinen.'],
    });
    const unknownType = await client.post(url, { company_relationship_type_id: 1, daughter_company_registration_number: randomBusinessId() });
    expect(unknownType.body.errors).toEqual({ company_relationship_type_id: ['Valitse suhteen tyyppi: tytäryhtiö tai työyhteenliittymä.'] });
  });
});

describe('linking a company that is not in the portal', () => {
  it('finds it at PRH and creates it in the portal with PRH’s name and no members', async () => {
    const { admin, client, url } = await adminOfNewCompany();
    const registrationNumber = randomBusinessId();
    env.prh.companies.set(registrationNumber, { businessId: registrationNumber, name: 'Yhteishanke Rakentajat Oy', street: 'Työmaantie', buildingNumber: '1', postCode: '40100', city: 'JYVÄSKYLÄ' });
    const created = await client.post(url, { company_relationship_type_id: JOINT_VENTURE, daughter_company_registration_number: registrationNumber });
    expect(created.status).toBe(201);
    expect(created.body.daughterCompany).toMatchObject({ name: 'Yhteishanke Rakentajat Oy', registrationNumber });
    const stored = await env.db.selectFrom('companies').selectAll().where('registration_number', '=', registrationNumber).executeTakeFirstOrThrow();
    expect(stored.id).toBe(created.body.daughterCompany.id);
    const people = await env.db.selectFrom('company_people').select('id').where('company_id', '=', stored.id).execute();
    expect(people).toEqual([]);
    const addresses = await env.db.selectFrom('addresses').select(['address_type_id', 'street', 'city']).where('company_id', '=', stored.id).orderBy('address_type_id').execute();
    expect(addresses).toEqual([
      { address_type_id: 2, street: null, city: 'JYVÄSKYLÄ' },
      { address_type_id: 3, street: 'Työmaantie 1', city: 'JYVÄSKYLÄ' },
    ]);
    const companyAudit = await env.db.selectFrom('audit_log').selectAll().where('company_id', '=', stored.id).where('entity', '=', 'company').execute();
    expect(companyAudit).toEqual([expect.objectContaining({ action: 'create', user_id: admin.id, after: expect.objectContaining({ name: 'Yhteishanke Rakentajat Oy', source: 'prh' }) })]);
  });

  it('answers 404 in Finnish when neither the portal nor PRH knows the business ID, and saves nothing', async () => {
    const { company, client, url } = await adminOfNewCompany();
    const registrationNumber = randomBusinessId();
    const response = await client.post(url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: registrationNumber });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Y-tunnuksella ei löytynyt yritystä portaalista eikä PRH:n rekisteristä.');
    expect(await env.db.selectFrom('companies').select('id').where('registration_number', '=', registrationNumber).executeTakeFirst()).toBeUndefined();
    expect(await relationAudit(company.id)).toEqual([]);
  });

  it('answers 502 when PRH cannot answer', async () => {
    const { client, url } = await adminOfNewCompany();
    env.prh.failWith = 500;
    try {
      const response = await client.post(url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: randomBusinessId() });
      expect(response.status).toBe(502);
      expect(response.body).toMatchObject({ code: 'prh_unavailable', message: 'Yritystietojen haku PRH:n rekisteristä epäonnistui. Yritä myöhemmin uudelleen.' });
    } finally {
      env.prh.failWith = null;
    }
  });
});

describe('reading relations', () => {
  it('filters by type and pages', async () => {
    const { client, url } = await adminOfNewCompany();
    for (const type of [DAUGHTER, DAUGHTER, JOINT_VENTURE]) {
      const other = await createCompany(env.db);
      expect((await client.post(url, { company_relationship_type_id: type, daughter_company_registration_number: other.registrationNumber })).status).toBe(201);
    }
    const daughters = await client.get(`${url}?company_relationship_type_id=${DAUGHTER}`);
    expect(daughters.body.data.map((r: { companyRelationshipTypeId: number }) => r.companyRelationshipTypeId)).toEqual([DAUGHTER, DAUGHTER]);
    expect(daughters.body.meta.total).toBe(2);
    const page = await client.get(`${url}?paginate=2&page=2`);
    expect(page.body.meta).toEqual({ currentPage: 2, perPage: 2, total: 3, lastPage: 2 });
    expect(page.body.data).toHaveLength(1);
    // Through the one list path (issue 7): by type at first; the declaration's sortable fields sort.
    const types = (body: { data: Array<{ companyRelationshipTypeId: number }> }) => body.data.map((r) => r.companyRelationshipTypeId);
    expect(types((await client.get(url)).body)).toEqual([DAUGHTER, DAUGHTER, JOINT_VENTURE].sort());
    expect(types((await client.get(`${url}?sort=companyRelationshipTypeId&order=desc`)).body)).toEqual([DAUGHTER, DAUGHTER, JOINT_VENTURE].sort().reverse());
    const newest = (await client.get(`${url}?sort=createdAt&order=desc`)).body.data.map((r: { id: number }) => r.id);
    const oldest = (await client.get(`${url}?sort=createdAt&order=asc`)).body.data.map((r: { id: number }) => r.id);
    expect(newest).toEqual([...oldest].reverse());
    expect((await client.get(`${url}?sort=daughterCompanyId`)).status).toBe(422);
  });

  it('answers 404 for a relation that does not involve the company, and keeps it', async () => {
    const { client, url } = await adminOfNewCompany();
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const [a, b] = [await createCompany(env.db), await createCompany(env.db)];
    const foreign = await office.post(`/api/companies/${a.id}/relationships`, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: b.registrationNumber });
    expect(foreign.status).toBe(201);
    expect((await client.get(`${url}/${foreign.body.id}`)).status).toBe(404);
    expect((await client.request('DELETE', `${url}/${foreign.body.id}`)).status).toBe(404);
    expect((await office.get(`/api/companies/${a.id}/relationships/${foreign.body.id}`)).status).toBe(200);
  });

  it('lets members read but only holders of company_details change', async () => {
    const admin = await createUser(env.db);
    const member = await createUser(env.db);
    const company = await createCompany(env.db, { admin, member });
    const other = await createCompany(env.db);
    const url = `/api/companies/${company.id}/relationships`;
    const memberClient = await signedIn(env.app, member.email);
    expect((await memberClient.get(url)).status).toBe(200);
    expect((await memberClient.post(url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: other.registrationNumber })).status).toBe(403);
    const created = await (await signedIn(env.app, admin.email)).post(url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: other.registrationNumber });
    expect((await memberClient.get(`${url}/${created.body.id}`)).status).toBe(200);
    expect((await memberClient.request('DELETE', `${url}/${created.body.id}`)).status).toBe(403);
    const outsider = await signedIn(env.app, (await createUser(env.db)).email);
    expect((await outsider.get(url)).status).toBe(403);
  });
});
