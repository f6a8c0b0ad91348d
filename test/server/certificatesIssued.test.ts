import { describe, expect, it } from 'vitest';
import { issueCertificate, issueForApplication, type IssueCertificateInput } from '../../server/modules/certificates';
import { auditRows, Client, companyWithAdmin, createCompany, createUser, signedIn, useTestApp } from './helpers';
import { todayInFinland } from '../../src/domain/referenceAge';

const env = useTestApp();
const OFFICE = 2;

const issue = (input: Omit<IssueCertificateInput, 'userId'> & { userId?: number | null }) =>
  env.db.transaction().execute((trx) => issueCertificate(trx, { userId: null, ...input }));

async function application(companyId: number, typeId = 1) {
  const target = await env.db.selectFrom('application_targets').select('id').where('application_type_id', '=', typeId).executeTakeFirstOrThrow();
  return env.db
    .insertInto('applications')
    .values({ company_id: companyId, application_target_id: target.id, application_type_id: typeId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function industries(count: number) {
  return env.db.selectFrom('classification_industries').select(['id', 'symbolic_number', 'short_description']).where('available_proficiency', '=', true).orderBy('sort_number').limit(count).execute();
}

const officeClient = async () => signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);

describe('issuing certificates', () => {
  it('issues a qualification for a year with the granted industries, once per application', async () => {
    const { company, client } = await companyWithAdmin(env);
    await env.db.insertInto('addresses').values({ company_id: company.id, address_type_id: 3, street: 'Työmaantie 1', zipcode: '33100', city: 'Tampere' }).execute();
    const app = await application(company.id, 1);
    const [granted, refused] = await industries(2);
    await env.db
      .insertInto('application_industries')
      .values([
        { application_id: app.id, classification_industry_id: granted.id, granted: true },
        { application_id: app.id, classification_industry_id: refused.id, granted: false },
      ])
      .execute();

    // The certificate may start later than the decision, never earlier.
    const first = await issue({ companyId: company.id, certificateTypeId: 3, applicationId: app.id, decidedAt: '2026-03-10', validFrom: '2026-03-01' });
    expect(first.issued).toBe(true);
    expect(first.certificateNumber).toMatch(/^PTV-2026-\d{6}$/);
    const again = await issue({ companyId: company.id, certificateTypeId: 3, applicationId: app.id, decidedAt: '2026-03-11' });
    expect(again).toEqual({ id: first.id, certificateNumber: first.certificateNumber, issued: false });

    const read = await client.get(`/api/companies/${company.id}/certificates/${first.id}`);
    expect(read.body).toMatchObject({
      certificateName: 'Pätevyys',
      certificateTypeId: 3,
      certificateNumber: first.certificateNumber,
      issuer: 'Pätevä',
      issuedByAssociation: true,
      validFrom: '2026-03-10',
      validUntil: '2027-03-09',
      decidedAt: '2026-03-10',
      location: 'Tampere',
      industries: [{ id: granted.id, symbolicNumber: granted.symbolic_number, description: granted.short_description }],
      heldStatus: 'active',
    });
    const events = await env.db.selectFrom('company_certificate_events').select(['event']).where('certificate_id', '=', first.id).execute();
    expect(events).toEqual([{ event: 'issued' }]);
    expect((await auditRows(env.db, company.id, 'company_certificate')).map((row) => row.action)).toEqual(['create']);
  });

  it('issues the certificates for three years with their scope, each with its own number', async () => {
    const { company } = await createCompanyWithAdmin();
    const app = await application(company.id, 6);
    await env.db.insertInto('application_scopes').values({ application_id: app.id, description: 'Talonrakennuksen urakointi' }).execute();
    const environment = await issue({ companyId: company.id, certificateTypeId: 5, applicationId: app.id, decidedAt: '2026-02-01', validFrom: '2026-02-15' });
    const quality = await issue({ companyId: company.id, certificateTypeId: 2, decidedAt: '2024-02-29', scope: 'Laatu' });
    const rows = await env.db
      .selectFrom('company_certificates')
      .select(['id', 'certificate_name', 'scope', (eb) => eb.cast<string>('valid_from', 'text').as('from'), (eb) => eb.cast<string>('valid_until', 'text').as('until')])
      .where('company_id', '=', company.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: environment.id, certificate_name: 'Pätevä ympäristösertifikaatti', scope: 'Talonrakennuksen urakointi', from: '2026-02-15', until: '2029-02-14' },
      { id: quality.id, certificate_name: 'Pätevä laatusertifikaatti', scope: 'Laatu', from: '2024-02-29', until: '2027-02-28' },
    ]);
    expect(environment.certificateNumber).not.toBe(quality.certificateNumber);
    await expect(issue({ companyId: company.id, certificateTypeId: 101, decidedAt: '2026-01-01' })).rejects.toThrow(/not one the association issues/);
  });

  it("issues by the application alone (the board's notify step): its company, the kind its type issues, once", async () => {
    const { company } = await companyWithAdmin(env);
    const renewal = await application(company.id, 11);
    const first = await env.db.transaction().execute((trx) => issueForApplication(trx, { applicationId: renewal.id, decidedAt: '2026-05-04', userId: null }));
    const again = await env.db.transaction().execute((trx) => issueForApplication(trx, { applicationId: renewal.id, decidedAt: '2026-05-05', userId: null }));
    expect(again).toEqual({ ...first, issued: false });
    const row = await env.db.selectFrom('company_certificates').select(['company_id', 'certificate_type_id', (eb) => eb.cast<string>('valid_until', 'text').as('until')]).where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ company_id: company.id, certificate_type_id: 23, until: '2029-05-03' });
  });
});

async function createCompanyWithAdmin() {
  return companyWithAdmin(env);
}

describe("the office's hold on a certificate", () => {
  it('suspends, reinstates and withdraws with a reason, each logged; refuses what the status does not allow', async () => {
    const { company, client } = await companyWithAdmin(env);
    const today = todayInFinland();
    const { id } = await issue({ companyId: company.id, certificateTypeId: 5, decidedAt: today });
    const office = await officeClient();
    const url = `/api/certificates/${id}`;

    const noReason = await office.post(`${url}/suspend`, { reason: '  ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: ['Kerro syy.'] });
    expect((await office.post(`${url}/suspend`, {})).body.errors).toEqual({ reason: ['Kerro syy.'] });
    // Only the office: the company itself may not.
    expect((await client.post(`${url}/suspend`, { reason: 'Itse' })).status).toBe(403);

    const suspended = await office.post(`${url}/suspend`, { reason: 'Auditoinnin poikkeama korjaamatta' });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ id, status: 'suspended', heldStatus: 'suspended', company: { id: company.id } });
    const twice = await office.post(`${url}/suspend`, { reason: 'Uudestaan' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Vain voimassa olevan sertifikaatin voi keskeyttää.');

    expect((await office.post(`${url}/reinstate`, { reason: 'Poikkeama korjattu' })).body.status).toBe('valid');
    expect((await office.post(`${url}/reinstate`, { reason: 'Taas' })).body.message).toBe('Vain keskeytetyn sertifikaatin voi palauttaa voimaan.');
    expect((await office.post(`${url}/withdraw`, { reason: 'Yritys lopetti toiminnan' })).body.status).toBe('withdrawn');
    expect((await office.post(`${url}/withdraw`, { reason: 'Taas' })).body.message).toBe('Sertifikaatti on jo peruutettu.');

    const history = await office.get(`${url}/history`);
    expect(history.status).toBe(200);
    expect(history.body.events.map((e: { event: string; reason: string | null; userName: string | null }) => [e.event, e.reason, e.userName])).toEqual([
      ['issued', null, null],
      ['suspended', 'Auditoinnin poikkeama korjaamatta', 'Testi Käyttäjä'],
      ['reinstated', 'Poikkeama korjattu', 'Testi Käyttäjä'],
      ['withdrawn', 'Yritys lopetti toiminnan', 'Testi Käyttäjä'],
    ]);
    expect((await auditRows(env.db, company.id, 'company_certificate')).map((row) => [row.action, row.after])).toEqual([
      ['create', expect.anything()],
      ['update', { held_status: 'suspended', reason: 'Auditoinnin poikkeama korjaamatta' }],
      ['update', { held_status: 'active', reason: 'Poikkeama korjattu' }],
      ['update', { held_status: 'withdrawn', reason: 'Yritys lopetti toiminnan' }],
    ]);

    // A certificate the company recorded itself is not the association's to suspend.
    const own = await client.post(`/api/companies/${company.id}/certificates`, { certificate_name: 'ISO 9001', certificate_type_id: 101, issuer: 'Kiwa' });
    expect((await office.post(`/api/certificates/${own.body.id}/suspend`, { reason: 'Ei käy' })).status).toBe(409);
    expect((await office.post(`/api/certificates/999999999/suspend`, { reason: 'Ei ole' })).status).toBe(404);
  });
});

describe("the office's certificate search", () => {
  it('lists valid ones of type 5 by their end by default, and expired ones by company name descending', async () => {
    const a = await createCompany(env.db, { name: 'Aaa Haku Oy' });
    const b = await createCompany(env.db, { name: 'Bbb Haku Oy' });
    const today = new Date();
    const day = (years: number) => `${today.getFullYear() + years}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
    const validA = await issue({ companyId: a.id, certificateTypeId: 5, decidedAt: day(-1) });
    const validB = await issue({ companyId: b.id, certificateTypeId: 5, decidedAt: day(0) });
    const qualityA = await issue({ companyId: a.id, certificateTypeId: 2, decidedAt: day(0) });
    const expiredA = await issue({ companyId: a.id, certificateTypeId: 5, decidedAt: day(-4) });
    const expiredB = await issue({ companyId: b.id, certificateTypeId: 5, decidedAt: day(-5) });
    const office = await officeClient();
    const ids = (body: { data: Array<{ id: number }> }) => body.data.map((row) => row.id).filter((id) => [validA, validB, qualityA, expiredA, expiredB].some((c) => c.id === id));

    const valid = await office.get('/api/certificates?q=Haku');
    expect(valid.status).toBe(200);
    expect(ids(valid.body)).toEqual([validB.id, validA.id]);
    expect(valid.body.data[0]).toMatchObject({ company: { name: 'Bbb Haku Oy' }, status: 'valid', certificateTypeId: 5 });
    expect(ids((await office.get('/api/certificates?q=Haku&certificate_type_ids[]=5&certificate_type_ids[]=2&sort=company&order=asc')).body)).toEqual([validA.id, qualityA.id, validB.id]);
    expect(ids((await office.get('/api/certificates?q=Haku&valid=false')).body)).toEqual([expiredB.id, expiredA.id]);
    expect(ids((await office.get('/api/certificates?q=Haku&valid=false&certificate_type_id=2')).body)).toEqual([]);
    expect(ids((await office.get('/api/certificates?q=Haku&valid=false&sort=valid_to&order=asc')).body)).toEqual([expiredB.id, expiredA.id]);

    expect((await office.get('/api/certificates?certificate_type_ids[]=x')).status).toBe(422);
    expect((await office.get('/api/certificates?sort=nothing')).status).toBe(422);
    const company = await companyWithAdmin(env);
    expect((await company.client.get('/api/certificates')).status).toBe(403);
    expect((await new Client(env.app).get('/api/certificates')).status).toBe(401);
  });
});

describe('the public registry', () => {
  it('finds companies and certificates with no sign-in and nothing personal; a suspension shows at once', async () => {
    const { company, admin } = await companyWithAdmin(env, { name: 'Rekisteritesti Rakennus Oy' });
    const today = todayInFinland();
    const [industry] = await industries(1);
    const { id, certificateNumber } = await issue({ companyId: company.id, certificateTypeId: 3, decidedAt: today, industryIds: [industry.id] });
    const visitor = new Client(env.app);

    const search = await visitor.get('/api/public/companies?q=rekisteritesti');
    expect(search.status).toBe(200);
    expect(search.headers['cache-control']).toBe('public, max-age=60');
    expect(search.body.data).toEqual([
      {
        businessId: company.registrationNumber,
        name: 'Rekisteritesti Rakennus Oy',
        location: null,
        stopped: false,
        mergedInto: null,
        certificates: [
          expect.objectContaining({ number: certificateNumber, status: 'valid', name: 'Pätevyys', industries: [{ symbolicNumber: industry.symbolic_number, description: industry.short_description }] }),
        ],
      },
    ]);
    expect((await visitor.get(`/api/public/companies?q=${company.registrationNumber}`)).body.data).toHaveLength(1);
    expect((await visitor.get('/api/public/companies?q=a')).body.errors).toEqual({ q: ['Kirjoita vähintään kaksi merkkiä.'] });
    // A company with no certificate of the association is not in the registry.
    const other = await createCompany(env.db, { name: 'Rekisteritesti Ei Sertifikaattia Oy' });
    expect((await visitor.get('/api/public/companies?q=rekisteritesti')).body.data).toHaveLength(1);
    expect((await visitor.get(`/api/public/companies/${other.registrationNumber}`)).status).toBe(404);

    const byId = await visitor.get(`/api/public/companies/${company.registrationNumber}`);
    expect(byId.body).toMatchObject({ businessId: company.registrationNumber, certificates: [{ number: certificateNumber }] });

    const certificate = await visitor.get(`/api/public/certificates/${certificateNumber}`);
    expect(certificate.status).toBe(200);
    expect(certificate.body).toMatchObject({ number: certificateNumber, status: 'valid', issuer: 'Pätevä', company: { name: 'Rekisteritesti Rakennus Oy' }, history: [{ event: 'issued', date: today }] });
    // Nothing personal anywhere: no admin's name or address.
    const everything = JSON.stringify([search.body, byId.body, certificate.body]);
    expect(everything).not.toContain(admin.email);
    expect(everything).not.toContain('Testi');

    const badge = await visitor.get(`/api/public/certificates/${certificateNumber}/badge.svg`);
    expect(badge.status).toBe(200);
    expect(badge.headers['content-type']).toContain('image/svg+xml');
    expect(badge.body).toContain('Voimassa');

    const office = await officeClient();
    await office.post(`/api/certificates/${id}/suspend`, { reason: 'Sisäinen syy, ei julkinen' });
    const after = await visitor.get(`/api/public/certificates/${certificateNumber}`);
    expect(after.body.status).toBe('suspended');
    expect(after.body.history.map((h: { event: string }) => h.event)).toEqual(['issued', 'suspended']);
    expect(JSON.stringify(after.body)).not.toContain('Sisäinen syy');
    expect((await visitor.get(`/api/public/certificates/${certificateNumber}/badge.svg`)).body).toContain('Keskeytetty');

    const unknown = await visitor.get('/api/public/certificates/PTV-1999-999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Rekisterissä ei ole sertifikaattia tällä numerolla.');
    expect((await visitor.get('/api/public/certificates/PTV-1999-999999/badge.svg')).status).toBe(404);
  });

  it('limits each address (429 with Retry-After)', async () => {
    const visitor = new Client(env.app);
    let last = await visitor.get('/api/public/certificates/PTV-2000-000001');
    for (let i = 0; i < 120 && last.status !== 429; i++) last = await visitor.get('/api/public/certificates/PTV-2000-000001');
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body.message).toBe('Liian monta hakua lyhyessä ajassa. Yritä hetken kuluttua uudelleen.');
    // Another address is not limited by it.
    expect((await new Client(env.app).get('/api/public/certificates/PTV-2000-000001')).status).toBe(404);
  });
});

describe('the certificate PDF', () => {
  it('is downloaded by the company and the office, never cached, and only for certificates the association issued', async () => {
    const { company, client } = await companyWithAdmin(env);
    const { id } = await issue({ companyId: company.id, certificateTypeId: 5, decidedAt: '2026-01-15', scope: 'Rakennusurakointi' });
    const pdf = await client.get(`/api/companies/${company.id}/certificates/${id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
    expect((await (await officeClient()).get(`/api/companies/${company.id}/certificates/${id}/pdf`)).status).toBe(200);

    const stranger = await companyWithAdmin(env);
    expect((await stranger.client.get(`/api/companies/${company.id}/certificates/${id}/pdf`)).status).toBe(403);
    expect((await stranger.client.get(`/api/companies/${stranger.company.id}/certificates/${id}/pdf`)).status).toBe(404);
    const own = await client.post(`/api/companies/${company.id}/certificates`, { certificate_name: 'ISO 9001', certificate_type_id: 101, issuer: 'Kiwa' });
    const refused = await client.get(`/api/companies/${company.id}/certificates/${own.body.id}/pdf`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('PDF-todistus on vain Pätevän myöntämistä sertifikaateista.');
  });
});
