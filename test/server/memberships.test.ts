import { describe, expect, it } from 'vitest';
import { auditRows, createCompany, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;


describe('membership unions', () => {
  it('lists the unions under their SPEC snake_case name too', async () => {
    const client = await signedIn(env.app, (await createUser(env.db)).email);
    const unions = await client.get('/api/descriptions/company_membership_union');
    expect(unions.status).toBe(200);
    expect(unions.body.map((u: { shortDescription: string }) => u.shortDescription)).toContain('Rakennusteollisuus RT ry');
    expect((await client.get('/api/descriptions/company-membership-union')).body).toEqual(unions.body);
  });
});

describe('company memberships', () => {
  it('adds, lists and removes a membership, with audit rows', async () => {
    const admin = await createUser(env.db);
    const company = await createCompany(env.db, { admin });
    const client = await signedIn(env.app, admin.email);
    const url = `/api/companies/${company.id}/memberships`;

    expect((await client.get(url)).body).toEqual({ data: [], meta: { currentPage: 1, perPage: 25, total: 0, lastPage: 1 } });
    const created = await client.post(url, { company_membership_union_id: 3, description: '  Jäsen vuodesta 2015 ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      companyId: company.id,
      companyMembershipUnionId: 3,
      description: 'Jäsen vuodesta 2015',
      union: { id: 3, name: 'Infra ry' },
    });
    await client.post(url, { company_membership_union_id: 1 });
    const list = await client.get(url);
    // Through the one list path (issue 7): by the union's name at first; the declaration's sortable fields sort.
    const names = (body: { data: Array<{ union: { name: string } }> }) => body.data.map((m) => m.union.name);
    expect(names(list.body)).toEqual(['Infra ry', 'Rakennusteollisuus RT ry']);
    expect(list.body.meta.total).toBe(2);
    expect(names((await client.get(`${url}?sort=union&order=desc`)).body)).toEqual(['Rakennusteollisuus RT ry', 'Infra ry']);
    // PostgreSQL puts an empty value first in descending order.
    expect(names((await client.get(`${url}?sort=description&order=desc`)).body)).toEqual(['Rakennusteollisuus RT ry', 'Infra ry']);
    expect(names((await client.get(`${url}?paginate=1&page=2`)).body)).toEqual(['Rakennusteollisuus RT ry']);
    expect((await client.get(`${url}?sort=companyMembershipUnionId`)).status).toBe(422);

    const removed = await client.request('DELETE', `${url}/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect((await client.get(url)).body.data.map((m: { companyMembershipUnionId: number }) => m.companyMembershipUnionId)).toEqual([1]);
    expect((await client.request('DELETE', `${url}/${created.body.id}`)).status).toBe(404);

    const rows = await auditRows(env.db, company.id, 'company_membership');
    expect(rows.map((r) => r.action)).toEqual(['create', 'create', 'delete']);
    expect(rows[0]).toMatchObject({ user_id: admin.id, entity_id: created.body.id, after: { company_membership_union_id: 3 } });
    expect(rows[2]).toMatchObject({ entity_id: created.body.id, before: { company_membership_union_id: 3, description: 'Jäsen vuodesta 2015' } });
  });

  it('answers a union the company already belongs to with 409 and saves nothing twice', async () => {
    const admin = await createUser(env.db);
    const company = await createCompany(env.db, { admin });
    const client = await signedIn(env.app, admin.email);
    const url = `/api/companies/${company.id}/memberships`;
    expect((await client.post(url, { company_membership_union_id: 2 })).status).toBe(201);
    const again = await client.post(url, { company_membership_union_id: 2, description: 'Toinen kerta' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Yritys on jo tämän liiton jäsen.');
    expect((await client.get(url)).body.data).toHaveLength(1);
    expect(await auditRows(env.db, company.id, 'company_membership')).toHaveLength(1);
  });

  it('checks the union against the lookup list, in Finnish', async () => {
    const admin = await createUser(env.db);
    const company = await createCompany(env.db, { admin });
    const client = await signedIn(env.app, admin.email);
    const url = `/api/companies/${company.id}/memberships`;
    const unknown = await client.post(url, { company_membership_union_id: 999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ company_membership_union_id: ['Valitse liitto luettelosta.'] });
    const missing = await client.post(url, { description: 'x'.repeat(501) });
    expect(missing.body.errors).toEqual({
      company_membership_union_id: ['Valitse liitto.'],
      description: ['Lisätieto saa olla enintään 500 merkkiä.'],
    });
    expect((await client.get(url)).body.data).toEqual([]);
  });

  it('lets members and staff read but only holders of company_details change', async () => {
    const admin = await createUser(env.db);
    const member = await createUser(env.db);
    const detailsHolder = await createUser(env.db);
    const company = await createCompany(env.db, { admin, member });
    await env.db
      .insertInto('company_people')
      .values({ company_id: company.id, person_id: detailsHolder.personId, user_id: detailsHolder.id, status: 'active', permissions: ['company_details'] })
      .execute();
    const url = `/api/companies/${company.id}/memberships`;
    const memberClient = await signedIn(env.app, member.email);
    expect((await memberClient.get(url)).status).toBe(200);
    const refused = await memberClient.post(url, { company_membership_union_id: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sinulla ei ole tähän toimintoon tarvittavaa oikeutta tässä yrityksessä.');
    expect((await (await signedIn(env.app, detailsHolder.email)).post(url, { company_membership_union_id: 1 })).status).toBe(201);
    const board = await signedIn(env.app, (await createUser(env.db, { permissions: [BOARD] })).email);
    // A board member reaches no company without a tie by work (issue 18 #1).
    expect((await board.get(url)).status).toBe(403);
    expect((await board.post(url, { company_membership_union_id: 4 })).status).toBe(403);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    expect((await office.post(url, { company_membership_union_id: 4 })).status).toBe(201);
    const outsider = await signedIn(env.app, (await createUser(env.db)).email);
    expect((await outsider.get(url)).status).toBe(403);
  });

  it('does not remove another company’s membership through this company', async () => {
    const admin = await createUser(env.db);
    const own = await createCompany(env.db, { admin });
    const other = await createCompany(env.db, { admin });
    const client = await signedIn(env.app, admin.email);
    const foreign = await client.post(`/api/companies/${other.id}/memberships`, { company_membership_union_id: 5 });
    expect((await client.request('DELETE', `/api/companies/${own.id}/memberships/${foreign.body.id}`)).status).toBe(404);
    expect((await client.get(`/api/companies/${other.id}/memberships`)).body.data).toHaveLength(1);
  });
});
