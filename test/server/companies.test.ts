import { describe, expect, it } from 'vitest';
import { randomBusinessId } from '../support/businessIds';
import { Client, createCompany, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;

describe('creating a company', () => {
  it('makes the creator its company admin and copies the addresses PRH gave', async () => {
    const user = await createUser(env.db);
    const client = await signedIn(env.app, user.email);
    const registrationNumber = randomBusinessId();
    env.prh.companies.set(registrationNumber, { businessId: registrationNumber, name: 'Kivijalka Oy', street: 'Kivikatu', buildingNumber: '3', postCode: '33100', city: 'TAMPERE' });
    expect((await client.get(`/api/external/companies/${registrationNumber}`)).status).toBe(200);

    const created = await client.post('/api/companies', { registration_number: registrationNumber, name: ' Kivijalka Oy ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Kivijalka Oy', registrationNumber, hasAdmin: true, peopleCount: 1 });
    expect(created.body.addresses).toEqual([
      expect.objectContaining({ addressTypeId: 2, street: null, poBox: '123', zipcode: '00101', city: 'TAMPERE' }),
      expect.objectContaining({ addressTypeId: 3, street: 'Kivikatu 3', zipcode: '33100', city: 'TAMPERE', country: 'FI' }),
    ]);
    const me = await client.get('/api/users/me');
    // The creator is its admin, who holds every company permission.
    expect(me.body.companies).toEqual([
      { id: created.body.id, name: 'Kivijalka Oy', registrationNumber, companyAdmin: true, status: 'active', permissions: ['people', 'company_details', 'agreements', 'references_projects', 'finances', 'applications'] },
    ]);
  });

  it('answers a company already in the portal with 409', async () => {
    const user = await createUser(env.db);
    const existing = await createCompany(env.db);
    const client = await signedIn(env.app, user.email);
    const response = await client.post('/api/companies', { registration_number: existing.registrationNumber, name: 'Toinen Oy' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Yritys on jo portaalissa. Voit lähettää sille liittymispyynnön.');
  });

  it('checks the business ID check digit (422) and normalises old six-digit bodies', async () => {
    const client = await signedIn(env.app, (await createUser(env.db)).email);
    const bad = await client.post('/api/companies', { registration_number: '0112038-8', name: 'Väärä Oy' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.registration_number).toEqual(['Y-tunnus ei ole kelvollinen (muoto 1234567-8, tarkistusmerkki).']);
    const missing = await client.post('/api/companies', {});
    expect(missing.body.errors).toMatchObject({ registration_number: ['Y-tunnus on pakollinen.'], name: ['Yrityksen nimi on pakollinen.'] });
    expect((await client.get('/api/external/companies/1234567-8')).status).toBe(422);
    expect((await client.get('/api/companies?registration_number=1234567-8')).status).toBe(422);
  });
});

describe('finding companies', () => {
  it('lets staff search by name or business ID with paging meta', async () => {
    const office = await createUser(env.db, { permissions: [OFFICE] });
    const client = await signedIn(env.app, office.email);
    const tag = `Hakutesti${Date.now()}`;
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await createCompany(env.db, { name: `${tag} ${i} Oy` }));
    const page = await client.get(`/api/companies?q=${tag.toLowerCase()}&paginate=2&page=2&sort=name&order=asc`);
    expect(page.status).toBe(200);
    expect(page.body.meta).toEqual({ currentPage: 2, perPage: 2, total: 3, lastPage: 2 });
    expect(page.body.data.map((c: { name: string }) => c.name)).toEqual([`${tag} 2 Oy`]);
    const past = await client.get(`/api/companies?q=${tag}&paginate=2&page=5`);
    expect(past.body).toEqual({ data: [], meta: { currentPage: 5, perPage: 2, total: 3, lastPage: 2 } });
    const byId = await client.get(`/api/companies?q=${made[1].registrationNumber}`);
    expect(byId.body.data.map((c: { id: number }) => c.id)).toEqual([made[1].id]);
    const wildcard = await client.get('/api/companies?q=%25%25%25zz');
    expect(wildcard.body.meta.total).toBe(0);
    // Words in any order (issue 9 #11): "oy <tag>" finds "<tag> 1 Oy"; every word must match.
    const words = await client.get(`/api/companies?q=${encodeURIComponent(`  oy   ${tag.toUpperCase()} `)}&sort=name`);
    expect(words.body.data.map((c: { id: number }) => c.id)).toEqual(made.map((c) => c.id));
    expect((await client.get(`/api/companies?q=${encodeURIComponent(`${tag} puuttuva`)}`)).body.meta.total).toBe(0);
    // The status filter: the office's monitoring status.
    await env.db.updateTable('companies').set({ company_status_id: 2 }).where('id', '=', made[2].id).execute();
    const monitored = await client.get(`/api/companies?q=${tag}&company_status_id=2`);
    expect(monitored.body.data.map((c: { id: number; companyStatusId: number }) => [c.id, c.companyStatusId])).toEqual([[made[2].id, 2]]);
    expect((await client.get('/api/companies?company_status_id=abc')).status).toBe(422);
    expect((await client.get('/api/companies?page=0')).status).toBe(422);
  });

  it('shows others only enough of a company to ask to join, and their own in full', async () => {
    const admin = await createUser(env.db);
    const outsider = await createUser(env.db);
    const company = await createCompany(env.db, { admin });
    const client = await signedIn(env.app, outsider.email);
    const found = await client.get(`/api/companies?registration_number=${company.registrationNumber}`);
    expect(found.body.data).toEqual([{ id: company.id, name: company.name, registrationNumber: company.registrationNumber, hasAdmin: true }]);
    // Typed without the hyphen, the same company (issue 9 #5).
    const unhyphened = await client.get(`/api/companies?registration_number=${company.registrationNumber.replace('-', '')}`);
    expect(unhyphened.body.data).toEqual(found.body.data);
    expect((await client.get('/api/companies')).body.data).toEqual([]);
    const own = await (await signedIn(env.app, admin.email)).get('/api/companies');
    expect(own.body.data).toEqual([expect.objectContaining({ id: company.id, peopleCount: 1, hasAdmin: true })]);
  });
});

describe('PRH look-up', () => {
  it('maps what PRH says and tells whether the company is in the portal', async () => {
    const client = await signedIn(env.app, (await createUser(env.db)).email);
    const registrationNumber = randomBusinessId();
    env.prh.companies.set(registrationNumber, { businessId: registrationNumber, name: 'Rakenne Oy', situations: ['KONK'] });
    const response = await client.get(`/api/external/companies/${registrationNumber}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      registrationNumber,
      name: 'Rakenne Oy',
      companyForm: 'Osakeyhtiö',
      mainBusinessLine: 'Asuin- ja muiden rakennusten rakentaminen',
      website: 'www.esimerkki.fi',
      registrationDate: '2010-05-04',
      situations: ['Konkurssissa'],
      portalCompany: null,
    });
    const inPortal = await createCompany(env.db, { admin: await createUser(env.db) });
    env.prh.companies.set(inPortal.registrationNumber, { businessId: inPortal.registrationNumber, name: inPortal.name });
    const known = await client.get(`/api/external/companies/${inPortal.registrationNumber}`);
    expect(known.body.portalCompany).toEqual({ id: inPortal.id, name: inPortal.name, hasAdmin: true });
  });

  it('caches answers, answers 404 for an unknown ID and 502 when PRH fails', async () => {
    const client = await signedIn(env.app, (await createUser(env.db)).email);
    const registrationNumber = randomBusinessId();
    env.prh.companies.set(registrationNumber, { businessId: registrationNumber, name: 'Välimuisti Oy' });
    await client.get(`/api/external/companies/${registrationNumber}`);
    await client.get(`/api/external/companies/${registrationNumber}`);
    expect(env.prh.requests.filter((r) => r.includes(registrationNumber))).toHaveLength(1);

    const unknown = await client.get(`/api/external/companies/${randomBusinessId()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Y-tunnuksella ei löytynyt yritystä PRH:n rekisteristä.');

    env.prh.failWith = 500;
    try {
      const failed = await client.get(`/api/external/companies/${randomBusinessId()}`);
      expect(failed.status).toBe(502);
      expect(failed.body.code).toBe('prh_unavailable');
    } finally {
      env.prh.failWith = null;
    }
  });
});

describe('join requests', () => {
  async function setup() {
    const admin = await createUser(env.db);
    const member = await createUser(env.db);
    const applicant = await createUser(env.db, { firstName: 'Hakija' });
    const company = await createCompany(env.db, { admin, member });
    return { admin, member, applicant, company };
  }

  it('lets an admin approve a request, which makes the person a member', async () => {
    const { admin, applicant, company } = await setup();
    const applicantClient = await signedIn(env.app, applicant.email);
    const mailCount = env.mails.length;
    const requested = await applicantClient.post(`/api/companies/${company.id}/join-request`);
    expect(requested.status).toBe(201);
    expect(env.mails.slice(mailCount).map((m) => m.to)).toEqual([admin.email]);
    expect((await applicantClient.post(`/api/companies/${company.id}/join-request`)).status).toBe(409);
    expect((await applicantClient.get('/api/users/me')).body.companies).toEqual([
      expect.objectContaining({ id: company.id, status: 'pending', companyAdmin: false }),
    ]);
    expect((await applicantClient.get(`/api/companies/${company.id}`)).status).toBe(403);

    const adminClient = await signedIn(env.app, admin.email);
    const pending = await adminClient.get(`/api/companies/${company.id}/people/pending`);
    expect(pending.body.data).toEqual([
      expect.objectContaining({ id: applicant.personId, personId: applicant.personId, firstName: 'Hakija', email: applicant.email }),
    ]);
    const approved = await adminClient.post(`/api/companies/${company.id}/people/${applicant.personId}/approve`);
    expect(approved.body).toEqual({ status: 'active' });
    expect(env.mails.at(-1)?.subject).toContain('hyväksyttiin');
    expect((await applicantClient.get(`/api/companies/${company.id}`)).status).toBe(200);
    expect((await adminClient.post(`/api/companies/${company.id}/people/${applicant.personId}/approve`)).status).toBe(404);
    expect((await applicantClient.post(`/api/companies/${company.id}/join-request`)).status).toBe(409);
  });

  it('lets the office reject, after which the person may ask again', async () => {
    const { applicant, company } = await setup();
    const applicantClient = await signedIn(env.app, applicant.email);
    await applicantClient.post(`/api/companies/${company.id}/join-request`);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    expect((await office.post(`/api/companies/${company.id}/people/${applicant.personId}/reject`)).body).toEqual({ status: 'rejected' });
    expect((await applicantClient.get('/api/users/me')).body.companies).toEqual([]);
    expect((await applicantClient.post(`/api/companies/${company.id}/join-request`)).status).toBe(201);
  });

  it('shows the office every company’s pending requests, oldest first', async () => {
    const first = await setup();
    const second = await setup();
    await (await signedIn(env.app, first.applicant.email)).post(`/api/companies/${first.company.id}/join-request`);
    await (await signedIn(env.app, second.applicant.email)).post(`/api/companies/${second.company.id}/join-request`);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const all = await office.get('/api/join-requests?paginate=100');
    expect(all.status).toBe(200);
    const mine = all.body.data.filter((r: { companyId: number }) => [first.company.id, second.company.id].includes(r.companyId));
    expect(mine).toEqual([
      expect.objectContaining({ companyId: first.company.id, companyName: first.company.name, personId: first.applicant.personId, firstName: 'Hakija', email: first.applicant.email }),
      expect.objectContaining({ companyId: second.company.id, personId: second.applicant.personId }),
    ]);
    expect(all.body.meta.total).toBe(all.body.data.length);
    // Filters and search (issue 7: every office list): by company, and by words of the company, the name or the e-mail.
    const ofSecond = await office.get(`/api/join-requests?company_id=${second.company.id}`);
    expect(ofSecond.body.data.map((r: { personId: number }) => r.personId)).toEqual([second.applicant.personId]);
    const byEmail = await office.get(`/api/join-requests?q=${encodeURIComponent(first.applicant.email.toUpperCase())}`);
    expect(byEmail.body.data.map((r: { personId: number }) => r.personId)).toEqual([first.applicant.personId]);
    const byCompany = await office.get(`/api/join-requests?q=${encodeURIComponent(second.company.name)}`);
    expect(byCompany.body.data.map((r: { companyId: number }) => r.companyId)).toEqual([second.company.id]);
    const newestFirst = await office.get('/api/join-requests?paginate=100&sort=requestedAt&order=desc');
    expect(newestFirst.body.data.map((r: { id: number }) => r.id)).toEqual(all.body.data.map((r: { id: number }) => r.id).reverse());
    await office.post(`/api/companies/${first.company.id}/people/${first.applicant.personId}/approve`);
    const after = await office.get('/api/join-requests?paginate=100');
    expect(after.body.data.some((r: { companyId: number }) => r.companyId === first.company.id)).toBe(false);
  });

  it('keeps decisions to those who manage the company’s people and the office; only an admin approves a new admin', async () => {
    const { member, applicant, company } = await setup();
    await (await signedIn(env.app, applicant.email)).post(`/api/companies/${company.id}/join-request`);
    const memberClient = await signedIn(env.app, member.email);
    const refused = await memberClient.post(`/api/companies/${company.id}/people/${applicant.personId}/approve`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sinulla ei ole tähän toimintoon tarvittavaa oikeutta tässä yrityksessä.');
    const board = await signedIn(env.app, (await createUser(env.db, { permissions: [BOARD] })).email);
    expect((await board.post(`/api/companies/${company.id}/people/${applicant.personId}/approve`)).status).toBe(403);
    const otherAdmin = await signedIn(env.app, (await createUser(env.db)).email);
    expect((await otherAdmin.get(`/api/companies/${company.id}/people/pending`)).status).toBe(403);

    await env.db.updateTable('company_people').set({ permissions: ['people'] }).where('company_id', '=', company.id).where('user_id', '=', member.id).execute();
    expect((await memberClient.get(`/api/companies/${company.id}/people/pending`)).body.data).toHaveLength(1);
    const asAdmin = await memberClient.post(`/api/companies/${company.id}/people/${applicant.personId}/approve`, { company_admin: true });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe('Vain yrityksen pääkäyttäjä voi hyväksyä uuden pääkäyttäjän.');
    const approved = await memberClient.post(`/api/companies/${company.id}/people/${applicant.personId}/approve`);
    expect(approved.status).toBe(200);
    const row = await env.db.selectFrom('company_people').select(['status', 'company_admin']).where('company_id', '=', company.id).where('user_id', '=', applicant.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'active', company_admin: false });
  });

  it('answers a missing company with 404', async () => {
    const client = await signedIn(env.app, (await createUser(env.db)).email);
    expect((await client.post('/api/companies/999999999/join-request')).status).toBe(404);
    expect((await new Client(env.app).post('/api/companies/1/join-request')).status).toBe(401);
  });
});

describe('editing a company', () => {
  it('lets office staff and the company admin edit, with validation', async () => {
    const admin = await createUser(env.db);
    const company = await createCompany(env.db, { admin });
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const saved = await office.put(`/api/companies/${company.id}`, { name: 'Uusi Nimi Oy', switchboard_number: '+358 20 123 4567' });
    expect(saved.status).toBe(200);
    // Saved by the SPEC §5 phone rule (issue 9 #2).
    expect(saved.body).toMatchObject({ name: 'Uusi Nimi Oy', switchboardNumber: '+358201234567' });
    const local = await office.put(`/api/companies/${company.id}`, { name: 'Uusi Nimi Oy', switchboard_number: '09 123 4567' });
    expect(local.body.switchboardNumber).toBe('+35891234567');
    for (const bad of ['abc', '+358', '12', '040-123 4567', '+1234567890123456']) {
      const refused = await office.put(`/api/companies/${company.id}`, { name: 'Uusi Nimi Oy', switchboard_number: bad });
      expect(refused.status, bad).toBe(422);
      expect(refused.body.errors.switchboard_number).toEqual(['Anna puhelinnumero numeroina, esim. 040 123 4567 tai +358 40 123 4567.']);
    }
    expect((await office.put(`/api/companies/${company.id}`, { name: 'Uusi Nimi Oy', switchboard_number: '' })).body.switchboardNumber).toBeNull();
    const adminClient = await signedIn(env.app, admin.email);
    const invalid = await adminClient.put(`/api/companies/${company.id}`, { name: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.name).toEqual(['Yrityksen nimi on pakollinen.']);
    expect((await adminClient.get(`/api/companies/${company.id}`)).body.name).toBe('Uusi Nimi Oy');
    expect((await office.put('/api/companies/999999999', { name: 'X' })).status).toBe(404);
  });

  it('leaves the company status to office staff, from the status list, and to its own route with a reason', async () => {
    const admin = await createUser(env.db);
    const company = await createCompany(env.db, { admin });
    const adminClient = await signedIn(env.app, admin.email);
    const refused = await adminClient.put(`/api/companies/${company.id}`, { name: 'Oma Oy', company_status_id: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Yrityksen tilan voi muuttaa vain Pätevän toimisto.');
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const unknown = await office.put(`/api/companies/${company.id}`, { name: 'Oma Oy', company_status_id: 99 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.company_status_id).toEqual(['Valitse yrityksen tila listalta.']);
    // Not even the office changes the status here: it changes with a reason (PUT …/status, issue 22 §1).
    const changed = await office.put(`/api/companies/${company.id}`, { name: 'Muutettu Oy', company_status_id: 5 });
    expect(changed.status).toBe(422);
    expect(changed.body.errors.company_status_id).toEqual(['Yrityksen tilaa muutetaan yrityksen sivun Muuta tilaa -toiminnolla, jossa kirjataan muutoksen syy.']);
    expect((await office.get(`/api/companies/${company.id}`)).body).toMatchObject({ name: company.name, companyStatusId: null });
    const set = await office.put(`/api/companies/${company.id}/status`, { company_status_id: 5, reason: 'Seurantaan' });
    expect(set.body.companyStatusId).toBe(5);
    // The record may be saved back with the status as it stands, by the office and by the company.
    expect((await office.put(`/api/companies/${company.id}`, { name: 'Oma Oy', company_status_id: 5 })).status).toBe(200);
    expect((await office.put(`/api/companies/${company.id}`, { name: 'Oma Oy', company_status_id: null })).status).toBe(422);
    const same = await adminClient.put(`/api/companies/${company.id}`, { name: 'Oma Yhtiö Oy', company_status_id: 5 });
    expect(same.status).toBe(200);
    expect((await adminClient.get(`/api/companies/${company.id}`)).body).toMatchObject({ name: 'Oma Yhtiö Oy', companyStatusId: 5 });
  });
});
