import { describe, expect, it } from 'vitest';
import { randomBusinessId } from '../support/businessIds';
import { companyWithAdmin, createCompany, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();

describe('audit log', () => {
  it('records who changed what, with before and after, and shows it to the office newest first', async () => {
    const admin = await createUser(env.db, { firstName: 'Aila' });
    const applicant = await createUser(env.db);
    const adminClient = await signedIn(env.app, admin.email);
    const registrationNumber = randomBusinessId();
    const created = await adminClient.post('/api/companies', { registration_number: registrationNumber, name: 'Lokiyhtiö Oy' });
    const companyId = created.body.id as number;
    await adminClient.put(`/api/companies/${companyId}`, { name: 'Lokiyhtiö Ab Oy', switchboard_number: '+358 9 123' });
    await (await signedIn(env.app, applicant.email)).post(`/api/companies/${companyId}/join-request`);
    await adminClient.post(`/api/companies/${companyId}/people/${applicant.personId}/approve`);

    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [2] })).email);
    const log = await office.get(`/api/companies/${companyId}/audit-log`);
    expect(log.status).toBe(200);
    expect(log.body.meta).toEqual({ currentPage: 1, perPage: 25, total: 4, lastPage: 1 });
    const [approval, joinRequest, update, creation] = log.body.data;
    expect(creation).toMatchObject({
      entity: 'company',
      entityId: companyId,
      action: 'create',
      before: null,
      after: { name: 'Lokiyhtiö Oy', registration_number: registrationNumber },
      user: { id: admin.id, email: admin.email, name: 'Aila Käyttäjä' },
    });
    expect(update).toMatchObject({
      action: 'update',
      before: { name: 'Lokiyhtiö Oy', switchboard_number: null },
      after: { name: 'Lokiyhtiö Ab Oy', switchboard_number: '+3589123' },
    });
    expect(joinRequest).toMatchObject({ entity: 'company_person', action: 'create', after: { status: 'pending' }, user: { id: applicant.id } });
    expect(approval).toMatchObject({ entity: 'company_person', action: 'update', before: { status: 'pending' }, after: { status: 'active', company_admin: false } });
    expect(new Date(creation.createdAt).getTime()).toBeLessThanOrEqual(new Date(approval.createdAt).getTime());

    const paged = await office.get(`/api/companies/${companyId}/audit-log?paginate=3&page=2`);
    expect(paged.body.data.map((e: { action: string }) => e.action)).toEqual(['create']);
    expect(paged.body.meta).toEqual({ currentPage: 2, perPage: 3, total: 4, lastPage: 2 });
    expect((await adminClient.get(`/api/companies/${companyId}/audit-log`)).status).toBe(403);
    const missing = await office.get('/api/companies/999999999/audit-log');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Yritystä ei löytynyt.');
  });

  it('writes nothing when a change is refused', async () => {
    const admin = await createUser(env.db);
    const client = await signedIn(env.app, admin.email);
    const created = await client.post('/api/companies', { registration_number: randomBusinessId(), name: 'Ehjä Oy' });
    await client.put(`/api/companies/${created.body.id}`, { name: '' });
    const rows = await env.db.selectFrom('audit_log').select('action').where('company_id', '=', created.body.id).execute();
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });
});

describe('audit log filters and names', () => {
  async function officeClient() {
    return signedIn(env.app, (await createUser(env.db, { permissions: [2] })).email);
  }

  /** A company whose log has rows written directly, at known moments (UTC). */
  async function companyWithLog() {
    const aila = await createUser(env.db, { firstName: 'Aila' });
    const pekka = await createUser(env.db, { firstName: 'Pekka' });
    const company = await createCompany(env.db, { admin: aila });
    const rows = [
      { user_id: aila.id, entity: 'address', action: 'create' as const, created_at: new Date('2026-03-01T10:00:00Z') },
      // 2.3.2026 at 00.30 in Finland (UTC+2): a change of the 2nd, not of the 1st.
      { user_id: pekka.id, entity: 'address', action: 'update' as const, created_at: new Date('2026-03-01T22:30:00Z') },
      { user_id: aila.id, entity: 'company', action: 'update' as const, created_at: new Date('2026-03-05T12:00:00Z') },
      { user_id: pekka.id, entity: 'invite', action: 'create' as const, created_at: new Date('2026-03-09T12:00:00Z') },
    ];
    const ids: number[] = [];
    for (const row of rows) {
      const { id } = await env.db
        .insertInto('audit_log')
        .values({ ...row, company_id: company.id, entity_id: 1, before: null, after: JSON.stringify({ name: 'X' }) })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    return { aila, pekka, company, ids, url: `/api/companies/${company.id}/audit-log` };
  }

  const idsOf = (body: { data: Array<{ id: number }> }) => body.data.map((entry) => entry.id);

  it('filters by who made the change, the entity and the days (Finnish days, inclusive), each and together', async () => {
    const office = await officeClient();
    const { aila, pekka, ids, url } = await companyWithLog();
    const [first, second, third, fourth] = ids;

    expect(idsOf((await office.get(`${url}?user_id=${pekka.id}`)).body)).toEqual([fourth, second]);
    expect(idsOf((await office.get(`${url}?entity=address`)).body)).toEqual([second, first]);
    expect(idsOf((await office.get(`${url}?created_from=2026-03-02`)).body)).toEqual([fourth, third, second]);
    expect(idsOf((await office.get(`${url}?created_to=2026-03-01`)).body)).toEqual([first]);
    // The Finnish form a person types is read too.
    expect(idsOf((await office.get(`${url}?created_from=2.3.2026&created_to=5.3.2026`)).body)).toEqual([third, second]);
    const combined = await office.get(`${url}?user_id=${aila.id}&entity=address&created_from=2026-03-01&created_to=2026-03-01`);
    expect(idsOf(combined.body)).toEqual([first]);
    expect(combined.body.meta).toEqual({ currentPage: 1, perPage: 25, total: 1, lastPage: 1 });
    expect((await office.get(`${url}?entity=invite&created_to=2026-03-08`)).body).toMatchObject({ data: [], meta: { total: 0 } });

    // The users filter's choices: who has changed this company's data.
    const users = await office.get(`${url}/users`);
    expect(users.status).toBe(200);
    expect(users.body.data).toEqual([
      { id: aila.id, name: 'Aila Käyttäjä', email: aila.email },
      { id: pekka.id, name: 'Pekka Käyttäjä', email: pekka.email },
    ]);
  });

  it('refuses bad filter values with 422 in Finnish', async () => {
    const office = await officeClient();
    const { url } = await companyWithLog();
    const cases: Array<[string, string, string]> = [
      ['user_id=abc', 'user_id', 'Tunnisteen on oltava positiivinen kokonaisluku.'],
      ['user_id=0', 'user_id', 'Tunnisteen on oltava positiivinen kokonaisluku.'],
      ['entity=users', 'entity', 'Tuntematon tietolaji.'],
      ['created_from=31.2.2026', 'created_from', 'Anna päivämäärä muodossa pp.kk.vvvv.'],
      ['created_to=huomenna', 'created_to', 'Anna päivämäärä muodossa pp.kk.vvvv.'],
      ['created_from=2026-03-05&created_to=2026-03-01', 'created_to', 'Loppupäivä ei voi olla ennen alkupäivää.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await office.get(`${url}?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.code).toBe('validation');
      expect(response.body.errors[field]).toEqual([message]);
    }
    // Access first: a company admin gets 403, not 422.
    const admin = await createUser(env.db);
    const company = await createCompany(env.db, { admin });
    const adminClient = await signedIn(env.app, admin.email);
    expect((await adminClient.get(`/api/companies/${company.id}/audit-log?entity=nothing`)).status).toBe(403);
    expect((await adminClient.get(`/api/companies/${company.id}/audit-log/users`)).status).toBe(403);
    expect((await office.get('/api/companies/999999999/audit-log/users')).status).toBe(404);
  });

  it('names the users, people, companies and products the values refer to', async () => {
    const office = await officeClient();
    const admin = await createUser(env.db, { firstName: 'Aila' });
    const company = await createCompany(env.db, { admin, name: 'Nimetty Oy' });
    const adminClient = await signedIn(env.app, admin.email);
    const products = await adminClient.get('/api/products');
    const product = products.body.data[0] as { id: number; name: string };
    const version = (await adminClient.get(`/api/products/${product.id}/agreements`)).body.data[0] as { id: number };
    expect((await adminClient.post(`/api/companies/${company.id}/agreements`, { product_agreement_id: version.id })).status).toBe(201);
    const applicant = await createUser(env.db, { firstName: 'Hakija' });
    await (await signedIn(env.app, applicant.email)).post(`/api/companies/${company.id}/join-request`);
    const linker = await createCompany(env.db, { name: 'Liittäjä Oy' });
    await env.db
      .insertInto('audit_log')
      .values({
        company_id: company.id,
        user_id: null,
        entity: 'invite',
        entity_id: 1,
        action: 'update',
        before: JSON.stringify({ accepted_at: null }),
        after: JSON.stringify({ accepted_by_user_id: applicant.id, linked_by_company_id: linker.id, parent_company_id: 999999999 }),
      })
      .execute();

    // A person's own change names no person in its values: the entry names whose it was.
    expect((await adminClient.put(`/api/people/${admin.personId}`, { title: 'Toimitusjohtaja' })).status).toBe(200);

    const log = await office.get(`/api/companies/${company.id}/audit-log`);
    expect(log.status).toBe(200);
    const [personUpdate, invite, joinRequest, agreement] = log.body.data;
    expect(personUpdate).toMatchObject({ entity: 'person', entityId: admin.personId, names: { people: { [admin.personId]: 'Aila Käyttäjä' } } });
    expect(agreement).toMatchObject({
      entity: 'company_agreement',
      after: { product_id: product.id, product_agreement_id: version.id },
      names: { products: { [product.id]: product.name }, 'product-agreements': { [version.id]: product.name } },
    });
    expect(joinRequest).toMatchObject({ entity: 'company_person', names: { people: { [applicant.personId]: 'Hakija Käyttäjä' } } });
    // A record that is gone has no name; the browser shows its id.
    expect(invite.names).toEqual({ users: { [applicant.id]: 'Hakija Käyttäjä' }, companies: { [linker.id]: 'Liittäjä Oy' } });

    // The OpenAPI document tells the filters and the names.
    const doc = (await office.get('/api/docs/openapi.json')).body;
    const route = doc.paths['/api/companies/{id}/audit-log'].get;
    expect(route.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['user_id', 'entity', 'created_from', 'created_to']));
    expect(route.responses['200'].content['application/json'].schema.properties.data.items.properties).toHaveProperty('names');
    expect(doc.paths['/api/companies/{id}/audit-log/users'].get.responses['200']).toBeDefined();
  });

  it("names what an application's values refer to: its target, contact person, industries, references, offices and answered questions", async () => {
    const { admin, company, client } = await companyWithAdmin(env, { adminFirstName: 'Aila' });
    const industry = await env.db.selectFrom('classification_industries').select(['id', 'symbolic_number', 'short_description']).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const reference = await env.db.insertInto('company_references').values({ company_id: company.id, title: 'Koulun peruskorjaus' }).returning('id').executeTakeFirstOrThrow();
    const office = await env.db.insertInto('company_offices').values({ company_id: company.id, name: 'Tampereen yksikkö' }).returning('id').executeTakeFirstOrThrow();
    const created = await client.post(`/api/companies/${company.id}/applications`, {
      application_target_id: 1,
      contact_person_id: admin.personId,
      application_industries: [{ classification_industry_id: industry.id, reference_ids: [reference.id] }],
      application_company_offices: [{ company_office_id: office.id }],
    });
    expect(created.status).toBe(201);
    const question = await env.db.insertInto('application_questions').values({ application_type_id: 1, section_id: 1, text: 'Onko yritys Vastuu Groupin jäsen?' }).returning('id').executeTakeFirstOrThrow();
    await env.db
      .insertInto('audit_log')
      .values({ company_id: company.id, user_id: admin.id, entity: 'application_question_answer', entity_id: created.body.id, action: 'create', after: JSON.stringify({ question_id: question.id, answer: 'On' }) })
      .execute();

    const log = await (await officeClient()).get(`/api/companies/${company.id}/audit-log?entity=application`);
    expect(log.status).toBe(200);
    expect(log.body.data[0].names).toEqual({
      'application-targets': { '1': 'Pätevyys' },
      people: { [admin.personId]: 'Aila Käyttäjä' },
      'classification-industries': { [industry.id]: `${industry.symbolic_number} ${industry.short_description}` },
      references: { [reference.id]: 'Koulun peruskorjaus' },
      'company-offices': { [office.id]: 'Tampereen yksikkö' },
    });
    const answers = await (await officeClient()).get(`/api/companies/${company.id}/audit-log?entity=application_question_answer`);
    expect(answers.body.data[0].names).toEqual({ 'application-questions': { [question.id]: 'Onko yritys Vastuu Groupin jäsen?' } });
  });
});
