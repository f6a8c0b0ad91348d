import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { responseSchema, pageSchema } from '../../src/domain/entities/entity';
import { allAgreements, allInvites, allPeople } from '../../src/domain/entities/officeLists';
import { createCompany, createUser, memberOf, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;

async function office() {
  return signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
}

/** Letters only: a search for the name's words finds this company alone (an id as a word also matched other companies' numbers). */
const tag = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');

async function twoCompanies() {
  const adminA = await createUser(env.db, { firstName: 'Aino' });
  const adminB = await createUser(env.db, { firstName: 'Bertta' });
  const a = await createCompany(env.db, { admin: adminA, name: `Alfa Rakennus ${tag()} Oy` });
  const b = await createCompany(env.db, { admin: adminB, name: `Beta Talotekniikka ${tag()} Oy` });
  return { a, b, adminA, adminB };
}

describe('office lists across companies', () => {
  it('are for office staff only', async () => {
    const { adminA } = await twoCompanies();
    const companyAdmin = await signedIn(env.app, adminA.email);
    const board = await signedIn(env.app, (await createUser(env.db, { permissions: [BOARD] })).email);
    for (const url of ['/api/people', '/api/invites', '/api/agreements']) {
      expect((await companyAdmin.get(url)).status).toBe(403);
      expect((await board.get(url)).status).toBe(403);
      expect((await env.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('finds people by what they are called now: a renamed person or company, a changed e-mail (migration 044 keeps the searched text)', async () => {
    const { a, adminA } = await twoCompanies();
    const client = await office();
    const ids = async (q: string) => (await client.get(`/api/people?q=${encodeURIComponent(q)}&company_id=${a.id}`)).body.data.map((row: { personId: number }) => row.personId);
    const surname = `Uusinimi${tag()}`;
    await env.db.updateTable('people').set({ last_name: surname }).where('id', '=', adminA.personId).execute();
    expect(await ids(surname)).toEqual([adminA.personId]);
    expect(await ids('käyttäjä aino')).toEqual([]);
    const company = `Vaihdettu ${tag()} Oy`;
    await env.db.updateTable('companies').set({ name: company }).where('id', '=', a.id).execute();
    expect(await ids(company)).toEqual([adminA.personId]);
    // The e-mail the list shows: the person's own, else the company's copy.
    const own = `oma-${tag()}@example.test`;
    await env.db.updateTable('people').set({ email: own }).where('id', '=', adminA.personId).execute();
    expect(await ids(own)).toEqual([adminA.personId]);
    const copy = `kopio-${tag()}@example.test`;
    await env.db.updateTable('company_people').set({ email: copy }).where('company_id', '=', a.id).where('person_id', '=', adminA.personId).execute();
    expect(await ids(copy)).toEqual([]);
    await env.db.updateTable('people').set({ email: null }).where('id', '=', adminA.personId).execute();
    expect(await ids(copy)).toEqual([adminA.personId]);
    expect(await ids(own)).toEqual([]);
  });

  it('lists the people of every company with their company, sorted, filtered and searched', async () => {
    const { a, b, adminA } = await twoCompanies();
    await memberOf(env, a.id);
    const client = await office();
    const both = `company_id=${a.id}`;
    const ofA = await client.get(`/api/people?${both}`);
    expect(ofA.status).toBe(200);
    pageSchema(responseSchema(allPeople)).parse(ofA.body);
    expect(ofA.body.meta.total).toBe(2);
    expect(ofA.body.data[0].company).toEqual({ id: a.id, name: a.name, registrationNumber: a.registrationNumber });
    const admin = ofA.body.data.find((row: { personId: number }) => row.personId === adminA.personId);
    expect(admin).toMatchObject({ companyAdmin: true, roleLabel: expect.any(String), person: { firstName: 'Aino', lastName: 'Käyttäjä' } });

    const admins = await client.get(`/api/people?${both}&role=companyAdmin`);
    expect(admins.body.data.map((row: { personId: number }) => row.personId)).toEqual([adminA.personId]);
    const byName = await client.get(`/api/people?q=${encodeURIComponent('käyttäjä aino')}&company_id=${a.id}`);
    expect(byName.body.data.map((row: { personId: number }) => row.personId)).toEqual([adminA.personId]);
    const byCompany = await client.get(`/api/people?q=${encodeURIComponent(b.name.toUpperCase())}`);
    expect(byCompany.body.data.map((row: { companyId: number }) => row.companyId)).toEqual([b.id]);

    const asc = (await client.get(`/api/people?${both}&sort=email&order=asc`)).body.data.map((row: { email: string }) => row.email);
    expect(asc).toEqual([...asc].sort());
    expect((await client.get(`/api/people?${both}&sort=email&order=desc`)).body.data.map((row: { email: string }) => row.email)).toEqual([...asc].reverse());
    // Sorted by the e-mail each row shows (the person's own before the company's copy), not by the copy.
    const member = await memberOf(env, a.id);
    await env.db.updateTable('people').set({ email: `m-${adminA.email}` }).where('id', '=', adminA.personId).execute();
    await env.db.updateTable('company_people').set({ email: `a-${adminA.email}` }).where('person_id', '=', adminA.personId).execute();
    await env.db.updateTable('people').set({ email: null }).where('id', '=', member.user.personId).execute();
    await env.db.updateTable('company_people').set({ email: `k-${member.user.email}` }).where('person_id', '=', member.user.personId).execute();
    const shown = (await client.get(`/api/people?${both}&sort=email&order=asc`)).body.data.map((row: { email: string }) => row.email);
    expect(shown).toContain(`m-${adminA.email}`);
    expect(shown).toEqual([...shown].sort());
    expect((await client.get('/api/people?sort=company&order=asc')).status).toBe(200);
    expect((await client.get('/api/people?sort=phone')).status).toBe(422);
    expect((await client.get('/api/people?role=boss')).status).toBe(422);
  });

  it('shows the e-mail the company page shows: the person\'s own, the company\'s copy only when the person has none (issue 18 §7)', async () => {
    const { a } = await twoCompanies();
    const own = await env.db.insertInto('people').values({ first_name: 'Oma', last_name: `Osoite${tag()}`, email: 'oma@example.test' }).returning('id').executeTakeFirstOrThrow();
    const copy = await env.db.insertInto('people').values({ first_name: 'Kopio', last_name: `Osoite${tag()}`, email: null }).returning('id').executeTakeFirstOrThrow();
    await env.db
      .insertInto('company_people')
      .values([
        { company_id: a.id, person_id: own.id, status: 'active', email: null },
        { company_id: a.id, person_id: copy.id, status: 'active', email: 'kopio@example.test' },
      ])
      .execute();
    const client = await office();
    const list = await client.get(`/api/people?company_id=${a.id}`);
    const emailOf = (personId: number) => list.body.data.find((row: { personId: number }) => row.personId === personId)?.email;
    expect(emailOf(own.id)).toBe('oma@example.test');
    expect(emailOf(copy.id)).toBe('kopio@example.test');
    const found = await client.get(`/api/people?q=${encodeURIComponent('oma@example.test')}&company_id=${a.id}`);
    expect(found.body.data.map((row: { personId: number }) => row.personId)).toEqual([own.id]);
  });

  it('lists the open invites of every company; cancelled ones leave the list', async () => {
    const { a, adminA } = await twoCompanies();
    const admin = await signedIn(env.app, adminA.email);
    const first = await admin.post(`/api/companies/${a.id}/invites`, { email: 'eka@example.test' });
    const second = await admin.post(`/api/companies/${a.id}/invites`, { email: 'toka@example.test', company_admin: true });
    expect([first.status, second.status]).toEqual([201, 201]);
    const client = await office();
    const list = await client.get(`/api/invites?company_id=${a.id}`);
    pageSchema(responseSchema(allInvites)).parse(list.body);
    // Newest first at first.
    expect(list.body.data.map((row: { email: string }) => row.email)).toEqual(['toka@example.test', 'eka@example.test']);
    expect(list.body.data[0]).toMatchObject({ company: { id: a.id, name: a.name }, companyAdmin: true, expired: false });
    expect((await client.get(`/api/invites?company_id=${a.id}&sort=email&order=asc`)).body.data.map((row: { email: string }) => row.email)).toEqual([
      'eka@example.test',
      'toka@example.test',
    ]);
    await env.db.updateTable('invites').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', first.body.id).execute();
    const expired = await client.get(`/api/invites?company_id=${a.id}&expired=true`);
    expect(expired.body.data.map((row: { id: number; expired: boolean }) => [row.id, row.expired])).toEqual([[first.body.id, true]]);
    expect((await client.get(`/api/invites?company_id=${a.id}&expired=false`)).body.data.map((row: { id: number }) => row.id)).toEqual([second.body.id]);
    expect((await client.get(`/api/invites?q=TOKA@EXAMPLE&company_id=${a.id}`)).body.meta.total).toBe(1);

    expect((await admin.request('DELETE', `/api/companies/${a.id}/invites/${second.body.token}`)).status).toBe(200);
    expect((await client.get(`/api/invites?company_id=${a.id}`)).body.meta.total).toBe(1);
    expect((await client.get('/api/invites?expired=maybe')).status).toBe(422);
  });

  it("lists every company's agreements, in force and terminated, with filters", async () => {
    const { a, b, adminA, adminB } = await twoCompanies();
    const products = (await (await office()).get('/api/products')).body.data as Array<{ id: number; name: string }>;
    const quality = products.find((p) => p.name === 'Laatusertifikaatti');
    if (!quality) throw new Error('seeded product missing');
    const version = (await (await office()).get(`/api/products/${quality.id}/agreements`)).body.data[0];
    const signedA = await (await signedIn(env.app, adminA.email)).post(`/api/companies/${a.id}/agreements`, { product_agreement_id: version.id });
    const clientB = await signedIn(env.app, adminB.email);
    const signedB = await clientB.post(`/api/companies/${b.id}/agreements`, { product_agreement_id: version.id });
    expect((await clientB.post(`/api/companies/${b.id}/agreements/${signedB.body.id}/terminate`, { terminate_reason: 'Loppui' })).status).toBe(200);

    const client = await office();
    const ours = (extra = '') => client.get(`/api/agreements?q=${encodeURIComponent(' Oy')}&product_id=${quality.id}${extra}`);
    const all = await ours();
    pageSchema(responseSchema(allAgreements)).parse(all.body);
    const ids = (body: { data: Array<{ id: number }> }) => body.data.map((row) => row.id).filter((id) => [signedA.body.id, signedB.body.id].includes(id));
    expect(ids(all.body)).toEqual([signedB.body.id, signedA.body.id]);
    expect(ids((await ours('&in_force=true')).body)).toEqual([signedA.body.id]);
    expect(ids((await ours('&in_force=false')).body)).toEqual([signedB.body.id]);
    const terminated = (await client.get(`/api/agreements?company_id=${b.id}`)).body.data[0];
    expect(terminated).toMatchObject({ company: { id: b.id }, product: { name: 'Laatusertifikaatti' }, terminatedReason: 'Loppui' });
    expect(ids((await ours('&sort=company&order=desc')).body)).toEqual([signedB.body.id, signedA.body.id]);
    expect(ids((await ours('&sort=company&order=asc')).body)).toEqual([signedA.body.id, signedB.body.id]);
    expect((await client.get('/api/agreements?sort=terminatedReason')).status).toBe(422);
  });
});
