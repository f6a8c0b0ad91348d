import { describe, expect, it } from 'vitest';
import { createCompany, createUser, signedIn, useTestApp, type Client } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const AUDITOR = 6;

const agreementAudit = (companyId: number) =>
  env.db.selectFrom('audit_log').selectAll().where('company_id', '=', companyId).where('entity', '=', 'company_agreement').orderBy('id').execute();

async function productByName(client: Client, name: string) {
  const products = await client.get('/api/products');
  const product = products.body.data.find((p: { name: string }) => p.name === name);
  const versions = await client.get(`/api/products/${product.id}/agreements`);
  return { product, versions: versions.body.data, current: versions.body.data[0] };
}

async function adminOfNewCompany() {
  const admin = await createUser(env.db);
  const company = await createCompany(env.db, { admin });
  const client = await signedIn(env.app, admin.email);
  return { admin, company, client, url: `/api/companies/${company.id}/agreements` };
}

describe('products', () => {
  it('lists the seeded products and their agreement versions, the current one first', async () => {
    const client = await signedIn(env.app, (await createUser(env.db)).email);
    const products = await client.get('/api/products');
    expect(products.status).toBe(200);
    expect(products.body.data.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Pätevyyspalvelu', 'Laatusertifikaatti', 'Ympäristösertifikaatti']));
    const { product, versions } = await productByName(client, 'Pätevyyspalvelu');
    expect(product).toMatchObject({ code: 'PATEVYYS', salesUnit: 'vuosi', vatPercentage: 25.5, billingPeriod: 12, automaticRenewal: true, singleLicense: true });
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ productId: product.id, validFrom: '2026-01-01', validTo: null, signedAt: null });
    expect(versions[0].content).toContain('Pätevyyspalvelun sopimusehdot, versio 2.');
    expect(versions[1]).toMatchObject({ validFrom: '2024-01-01', validTo: '2025-12-31' });
    expect((await client.get('/api/products/999999/agreements')).status).toBe(404);
    const anonymous = await env.app.inject({ method: 'GET', url: '/api/products' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('company agreements', () => {
  it('signs an agreement, lists it, terminates it with a reason and then lists only those in force', async () => {
    const { admin, company, client, url } = await adminOfNewCompany();
    const quality = await productByName(client, 'Laatusertifikaatti');
    const environment = await productByName(client, 'Ympäristösertifikaatti');
    const contact = await env.db.selectFrom('company_people').select('id').where('company_id', '=', company.id).executeTakeFirstOrThrow();

    const signed = await client.post(url, { product_agreement_id: quality.current.id, company_contact_person_id: contact.id });
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({
      companyId: company.id,
      productAgreementId: quality.current.id,
      companyContactPersonId: contact.id,
      patevaContactPersonId: null,
      signedByUserId: admin.id,
      terminatedAt: null,
      terminatedReason: null,
      product: { id: quality.product.id, name: 'Laatusertifikaatti' },
      productAgreement: { id: quality.current.id, version: 1 },
    });
    expect(Date.parse(signed.body.signedAt)).not.toBeNaN();
    const other = await client.post(url, { product_agreement_id: environment.current.id });
    expect(other.status).toBe(201);
    expect((await client.get(url)).body.data.map((a: { id: number }) => a.id)).toEqual([other.body.id, signed.body.id]);
    // Through the one list path (issue 7): newest first at first; the declaration's sortable fields sort.
    expect((await client.get(`${url}?sort=signedAt&order=asc`)).body.data.map((a: { id: number }) => a.id)).toEqual([signed.body.id, other.body.id]);
    const byProduct = (await client.get(`${url}?sort=product&order=asc`)).body.data.map((a: { product: { name: string } }) => a.product.name);
    expect(byProduct).toEqual(['Laatusertifikaatti', 'Ympäristösertifikaatti']);
    expect((await client.get(`${url}?sort=terminatedReason`)).status).toBe(422);

    const terminated = await client.post(`${url}/${signed.body.id}/terminate`, { terminate_reason: '  Sertifiointi siirtyy toiselle toimijalle. ' });
    expect(terminated.status).toBe(200);
    expect(terminated.body).toMatchObject({ id: signed.body.id, terminatedReason: 'Sertifiointi siirtyy toiselle toimijalle.' });
    expect(Date.parse(terminated.body.terminatedAt)).not.toBeNaN();
    const list = await client.get(url);
    expect(list.body).toEqual({ data: [other.body], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } });
    // Its record view still reads it, terminated (a link to it keeps working); one of no agreement is 404.
    expect((await client.get(`${url}/${signed.body.id}`)).body).toEqual(terminated.body);
    expect((await client.get(`${url}/${other.body.id}`)).body).toEqual(other.body);
    const missing = await client.get(`${url}/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Sopimusta ei löytynyt.');

    const again = await client.post(`${url}/${signed.body.id}/terminate`, { terminate_reason: 'Uudestaan' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Sopimus on jo irtisanottu.');
    // Once the old one is terminated, the product can be signed again.
    expect((await client.post(url, { product_agreement_id: quality.current.id })).status).toBe(201);

    const rows = await agreementAudit(company.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'create', 'update', 'create']);
    expect(rows[0]).toMatchObject({ user_id: admin.id, entity_id: signed.body.id, after: { product_agreement_id: quality.current.id, version: 1 } });
    expect(rows[2]).toMatchObject({
      entity_id: signed.body.id,
      before: { terminated_at: null, terminated_reason: null },
      after: { terminated_reason: 'Sertifiointi siirtyy toiselle toimijalle.' },
    });
  });

  it('answers 409 when an agreement for the product is in force, and saves nothing', async () => {
    const { company, client, url } = await adminOfNewCompany();
    const qualification = await productByName(client, 'Pätevyyspalvelu');
    expect((await client.post(url, { product_agreement_id: qualification.current.id })).status).toBe(201);
    const again = await client.post(url, { product_agreement_id: qualification.current.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Yrityksellä on jo voimassa oleva sopimus tästä tuotteesta.');
    expect((await client.get(url)).body.data).toHaveLength(1);
    expect(await agreementAudit(company.id)).toHaveLength(1);
  });

  it('checks the agreement version, the contact person and the termination reason, in Finnish', async () => {
    const { client, url } = await adminOfNewCompany();
    const qualification = await productByName(client, 'Pätevyyspalvelu');
    const expired = qualification.versions.find((v: { validTo: string | null }) => v.validTo !== null);
    const old = await client.post(url, { product_agreement_id: expired.id });
    expect(old.status).toBe(422);
    expect(old.body.errors).toEqual({ product_agreement_id: ['Sopimusversio ei ole voimassa. Valitse voimassa oleva versio.'] });
    expect((await client.post(url, {})).body.errors).toEqual({ product_agreement_id: ['Valitse sopimus.'] });
    expect((await client.post(url, { product_agreement_id: 999999 })).body.errors).toEqual({ product_agreement_id: ['Valitse sopimus.'] });
    const foreignPerson = await createCompany(env.db, { admin: await createUser(env.db) });
    const stranger = await env.db.selectFrom('company_people').select('id').where('company_id', '=', foreignPerson.id).executeTakeFirstOrThrow();
    const wrongContact = await client.post(url, { product_agreement_id: qualification.current.id, company_contact_person_id: stranger.id });
    expect(wrongContact.body.errors).toEqual({ company_contact_person_id: ['Yhteyshenkilön on oltava yrityksen henkilö.'] });
    expect((await client.get(url)).body.data).toEqual([]);

    const signed = await client.post(url, { product_agreement_id: qualification.current.id });
    const noReason = await client.post(`${url}/${signed.body.id}/terminate`, { terminate_reason: '   ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ terminate_reason: ['Irtisanomisen syy on pakollinen.'] });
    expect((await client.post(`${url}/${signed.body.id}/terminate`, {})).body.errors).toEqual({ terminate_reason: ['Irtisanomisen syy on pakollinen.'] });
    expect((await client.get(url)).body.data).toHaveLength(1);
    expect((await client.post(`${url}/999999/terminate`, { terminate_reason: 'Syy' })).status).toBe(404);
  });

  it('lets members read, holders of the agreements right and office staff change, others not', async () => {
    const admin = await createUser(env.db);
    const member = await createUser(env.db);
    const holder = await createUser(env.db);
    const company = await createCompany(env.db, { admin, member });
    await env.db
      .insertInto('company_people')
      .values({ company_id: company.id, person_id: holder.personId, user_id: holder.id, status: 'active', permissions: ['agreements'] })
      .execute();
    const url = `/api/companies/${company.id}/agreements`;
    const memberClient = await signedIn(env.app, member.email);
    const { current } = await productByName(memberClient, 'Ympäristösertifikaatti');
    expect((await memberClient.get(url)).status).toBe(200);
    const refused = await memberClient.post(url, { product_agreement_id: current.id });
    expect(refused.status).toBe(403);
    const signed = await (await signedIn(env.app, holder.email)).post(url, { product_agreement_id: current.id });
    expect(signed.status).toBe(201);
    expect((await memberClient.post(`${url}/${signed.body.id}/terminate`, { terminate_reason: 'Ei' })).status).toBe(403);
    const auditorUser = await createUser(env.db, { permissions: [AUDITOR] });
    const auditor = await signedIn(env.app, auditorUser.email);
    // An auditor reads the company while one of its applications is assigned to them (issue 18 #1).
    expect((await auditor.get(url)).status).toBe(403);
    await env.db
      .insertInto('applications')
      .values({ company_id: company.id, application_target_id: 1, application_type_id: 1, application_status_id: 2, auditor_user_id: auditorUser.id })
      .execute();
    expect((await auditor.get(url)).body.data).toHaveLength(1);
    expect((await auditor.post(`${url}/${signed.body.id}/terminate`, { terminate_reason: 'Ei' })).status).toBe(403);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    expect((await office.post(`${url}/${signed.body.id}/terminate`, { terminate_reason: 'Toimiston päätös' })).status).toBe(200);
    expect((await memberClient.get(url)).body.data).toEqual([]);
  });

  it('does not terminate another company’s agreement through this company', async () => {
    const admin = await createUser(env.db);
    const own = await createCompany(env.db, { admin });
    const other = await createCompany(env.db, { admin });
    const client = await signedIn(env.app, admin.email);
    const { current } = await productByName(client, 'Laatusertifikaatti');
    const foreign = await client.post(`/api/companies/${other.id}/agreements`, { product_agreement_id: current.id });
    expect((await client.post(`/api/companies/${own.id}/agreements/${foreign.body.id}/terminate`, { terminate_reason: 'Syy' })).status).toBe(404);
    expect((await client.get(`/api/companies/${other.id}/agreements`)).body.data).toHaveLength(1);
  });
});
