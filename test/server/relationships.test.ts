import { describe, expect, it } from 'vitest';
import { MAIL_FROM_USER } from '../../server/http/mailLimits';
import { hit } from '../../server/http/rateLimit';
import { randomBusinessId } from '../support/businessIds';
import { companyWithAdmin, createCompany, createUser, memberOf, signedIn, useTestApp } from './helpers';

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
    const mailsBefore = env.mails.length;
    const created = await client.post(url, { company_relationship_type_id: JOINT_VENTURE, daughter_company_registration_number: registrationNumber });
    expect(created.status).toBe(201);
    expect(created.body.daughterCompany).toMatchObject({ name: 'Yhteishanke Rakentajat Oy', registrationNumber });
    // No one there to consent: linked at once, and no one is mailed.
    expect(created.body.status).toBe('active');
    expect(created.body.acceptedAt).toEqual(expect.any(String));
    expect(env.mails.length).toBe(mailsBefore);
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

describe('consent of a company in the portal (issue 9 #6)', () => {
  const consentUrl = (companyId: number, relationshipId: number, action: 'accept' | 'reject') =>
    `/api/companies/${companyId}/relationships/${relationshipId}/${action}`;

  /** Parent A (its admin signed in) asks to link B, which has an admin (signed in), as a daughter. */
  async function pendingRelation(type = DAUGHTER) {
    const parent = await adminOfNewCompany();
    const other = await companyWithAdmin(env, { name: `Liitettävä ${randomBusinessId()} Oy` });
    const created = await parent.client.post(parent.url, { company_relationship_type_id: type, daughter_company_registration_number: other.company.registrationNumber });
    expect(created.status).toBe(201);
    return { parent, other, relationship: created.body as { id: number; status: string } };
  }

  it('waits for the other company: pending for both, and its admins (only they) get a Finnish mail with the relations page', async () => {
    const parent = await adminOfNewCompany();
    const other = await companyWithAdmin(env, { name: 'Suostuva Oy' });
    const secondAdmin = await memberOf(env, other.company.id, { companyAdmin: true });
    const plainMember = await memberOf(env, other.company.id);
    const mailsBefore = env.mails.length;

    const created = await parent.client.post(parent.url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: other.company.registrationNumber });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', acceptedAt: null, daughterCompany: { id: other.company.id, name: 'Suostuva Oy' } });

    const mails = env.mails.slice(mailsBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual([other.admin.email, secondAdmin.user.email].sort());
    expect(mails.some((mail) => mail.to === plainMember.user.email)).toBe(false);
    expect(mails[0].subject).toBe(`Liitospyyntö yritykseltä ${parent.company.name} – Pätevä`);
    expect(mails[0].text).toContain(`${parent.company.name} (${parent.company.registrationNumber}) haluaa liittää yrityksen Suostuva Oy tytäryhtiökseen Pätevä-palvelussa.`);
    // The relation's own page, where the admin answers it (issue 19 §4: a record's address in an e-mail).
    expect(mails[0].text).toContain(`http://portal.test/companies/${other.company.id}/relations/${created.body.id}\n`);

    // Both lists show it, with its status.
    expect((await parent.client.get(parent.url)).body.data).toEqual([created.body]);
    expect((await other.client.get(`/api/companies/${other.company.id}/relationships`)).body.data).toEqual([created.body]);
    const audit = await relationAudit(other.company.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'create', user_id: parent.admin.id, after: expect.objectContaining({ relationship_status: 'pending' }) })]);
  });

  it('the other company’s admin accepts: active for both, audit rows on both sides; a second answer is 409', async () => {
    const { parent, other, relationship } = await pendingRelation(JOINT_VENTURE);
    const accepted = await other.client.post(consentUrl(other.company.id, relationship.id, 'accept'));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: relationship.id, status: 'active', companyRelationshipTypeId: JOINT_VENTURE, acceptedAt: expect.any(String) });
    expect((await parent.client.get(`${parent.url}/${relationship.id}`)).body.status).toBe('active');

    for (const companyId of [parent.company.id, other.company.id]) {
      const rows = await relationAudit(companyId);
      expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
      expect(rows[1]).toMatchObject({ user_id: other.admin.id, before: { relationship_status: 'pending' }, after: { relationship_status: 'active', accepted_by_user_id: other.admin.id } });
    }
    for (const action of ['accept', 'reject'] as const) {
      const again = await other.client.post(consentUrl(other.company.id, relationship.id, action));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'relationship_not_pending', message: 'Liitos on jo hyväksytty.' });
    }
  });

  it('refuses the parent, a plain member of the other company and outsiders, and keeps the request', async () => {
    const { parent, other, relationship } = await pendingRelation();
    // The parent on its own path: it asked, so it cannot consent.
    const own = await parent.client.post(consentUrl(parent.company.id, relationship.id, 'accept'));
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Liitoksen hyväksyy tai hylkää liitettävä yritys, ei liitosta pyytänyt yritys.');
    expect((await parent.client.post(consentUrl(parent.company.id, relationship.id, 'reject'))).status).toBe(403);
    // The parent on the other company's path: not its company.
    expect((await parent.client.post(consentUrl(other.company.id, relationship.id, 'accept'))).status).toBe(403);
    // A plain user of the other company: consent is its admins'.
    const member = await memberOf(env, other.company.id, { permissions: ['company_details'] });
    const byMember = await member.client.post(consentUrl(other.company.id, relationship.id, 'accept'));
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe('Tämä toiminto on vain yrityksen pääkäyttäjille.');
    // Another company's admin, on its own path: not a relation of theirs.
    const stranger = await adminOfNewCompany();
    const foreign = await stranger.client.post(consentUrl(stranger.company.id, relationship.id, 'accept'));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Konsernisuhdetta ei löytynyt.');
    expect((await stranger.client.post(consentUrl(stranger.company.id, relationship.id, 'reject'))).status).toBe(404);
    // Board members read but do not decide.
    const board = await signedIn(env.app, (await createUser(env.db, { permissions: [3] })).email);
    expect((await board.post(consentUrl(other.company.id, relationship.id, 'accept'))).status).toBe(403);

    expect((await other.client.get(`/api/companies/${other.company.id}/relationships/${relationship.id}`)).body.status).toBe('pending');
    expect((await relationAudit(other.company.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('the other company’s admin rejects: the request is gone from both sides, with audit rows, and may be asked again', async () => {
    const { parent, other, relationship } = await pendingRelation();
    const rejected = await other.client.post(consentUrl(other.company.id, relationship.id, 'reject'));
    expect(rejected.status).toBe(204);
    expect((await parent.client.get(parent.url)).body.data).toEqual([]);
    expect((await other.client.get(`/api/companies/${other.company.id}/relationships`)).body.data).toEqual([]);
    expect((await other.client.post(consentUrl(other.company.id, relationship.id, 'accept'))).status).toBe(404);
    for (const companyId of [parent.company.id, other.company.id]) {
      const rows = await relationAudit(companyId);
      expect(rows.map((row) => row.action)).toEqual(['create', 'delete']);
      expect(rows[1]).toMatchObject({ user_id: other.admin.id, before: { relationship_status: 'pending' }, after: { rejected_by_company_id: other.company.id } });
    }
    const again = await parent.client.post(parent.url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: other.company.registrationNumber });
    expect(again.status).toBe(201);
    expect(again.body.status).toBe('pending');
  });

  it('office staff accept for the company asked (not on the parent’s path), and may link on behalf of a company too', async () => {
    const { parent, other, relationship } = await pendingRelation();
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    expect((await office.post(consentUrl(parent.company.id, relationship.id, 'accept'))).status).toBe(403);
    const accepted = await office.post(consentUrl(other.company.id, relationship.id, 'accept'));
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('active');

    // The office linking for a company still asks the other company's admins.
    const third = await companyWithAdmin(env);
    const linked = await office.post(parent.url, { company_relationship_type_id: JOINT_VENTURE, daughter_company_registration_number: third.company.registrationNumber });
    expect(linked.body.status).toBe('pending');
    expect((await office.post(consentUrl(third.company.id, linked.body.id, 'reject'))).status).toBe(204);
  });

  it('a request waiting already is 409 either way round; the parent may withdraw it', async () => {
    const { parent, other, relationship } = await pendingRelation();
    const twice = await parent.client.post(parent.url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: other.company.registrationNumber });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'relationship_pending', message: 'Yritysten välinen liitos odottaa jo hyväksyntää.' });
    const reverse = await other.client.post(`/api/companies/${other.company.id}/relationships`, {
      company_relationship_type_id: DAUGHTER,
      daughter_company_registration_number: parent.company.registrationNumber,
    });
    expect(reverse.status).toBe(409);
    expect((await parent.client.request('DELETE', `${parent.url}/${relationship.id}`)).status).toBe(204);
    expect((await other.client.get(`/api/companies/${other.company.id}/relationships`)).body.data).toEqual([]);
  });

  it('links a portal company that has no admin at once (no one can consent), with no mail', async () => {
    const { client, url } = await adminOfNewCompany();
    const member = await createUser(env.db);
    // A member who is not an admin cannot consent for it either.
    const adminless = await createCompany(env.db, { member });
    const mailsBefore = env.mails.length;
    const created = await client.post(url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: adminless.registrationNumber });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('active');
    expect(env.mails.length).toBe(mailsBefore);
  });

  it('links at once when the caller is an admin of the other company too: linking is their consent', async () => {
    const parent = await adminOfNewCompany();
    const other = await createCompany(env.db, { admin: parent.admin });
    await memberOf(env, other.id, { companyAdmin: true });
    const mailsBefore = env.mails.length;
    const created = await parent.client.post(parent.url, { company_relationship_type_id: JOINT_VENTURE, daughter_company_registration_number: other.registrationNumber });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('active');
    expect(env.mails.length).toBe(mailsBefore);
  });

  it('a request counts against the sender’s mail limit: over it, 429 in Finnish and nothing saved', async () => {
    const parent = await adminOfNewCompany();
    const other = await companyWithAdmin(env);
    for (let i = 0; i < MAIL_FROM_USER.max; i += 1) await hit(env.db, MAIL_FROM_USER, String(parent.admin.id));
    const refused = await parent.client.post(parent.url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: other.company.registrationNumber });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'throttled', message: 'Liian monta viestiä lyhyessä ajassa. Odota hetki ja yritä uudelleen.' });
    expect((await parent.client.get(parent.url)).body.data).toEqual([]);
    expect(await relationAudit(other.company.id)).toEqual([]);
    // A company with no one to mail is linked all the same.
    const adminless = await createCompany(env.db);
    expect((await parent.client.post(parent.url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: adminless.registrationNumber })).status).toBe(201);
  });

  it('mails one admin at most three requests in 15 minutes; the requests wait all the same', async () => {
    const other = await companyWithAdmin(env);
    const mailsBefore = env.mails.length;
    for (let i = 0; i < 4; i += 1) {
      const parent = await adminOfNewCompany();
      const created = await parent.client.post(parent.url, { company_relationship_type_id: DAUGHTER, daughter_company_registration_number: other.company.registrationNumber });
      expect(created.status).toBe(201);
      expect(created.body.status).toBe('pending');
    }
    expect(env.mails.slice(mailsBefore).filter((mail) => mail.to === other.admin.email)).toHaveLength(3);
    const waiting = (await other.client.get(`/api/companies/${other.company.id}/relationships`)).body.data;
    expect(waiting.map((r: { status: string }) => r.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
  });
});
