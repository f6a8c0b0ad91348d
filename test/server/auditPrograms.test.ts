/**
 * Audit programmes (issue 21): planning for an application or a company and kind, the assignment
 * rules (an auditor's role 422, a declared conflict 409 naming it, rotation), the company told by
 * mail, the auditor's own list, the company's programmes and objection, the three-year cycle planned
 * when a certificate is issued, the sync flags of the certificate plan, and the CSV export.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { issueCertificate } from '../../server/modules/certificates';
import { auditRows, createCompany, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const MASTER = 5;
const AUDITOR = 6;

async function setup() {
  const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
  const auditorUser = await createUser(env.db, { permissions: [AUDITOR], firstName: 'Aino' });
  const otherAuditorUser = await createUser(env.db, { permissions: [MASTER], firstName: 'Pekka' });
  const admin = await createUser(env.db, { firstName: 'Ylläpitäjä' });
  const company = await createCompany(env.db, { admin, name: `Auditoitava ${Math.random().toString(36).slice(2, 8)} Oy` });
  return { office, auditorUser, otherAuditorUser, admin, company };
}

const future = (days: number) => {
  const value = new Date();
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

describe('audit programmes', () => {
  it('plans a programme for a certificate application: kind and audit kind from its type, with its report; bad input refused in Finnish', async () => {
    const { office, company } = await setup();
    const application = await env.db
      .insertInto('applications')
      .values({ company_id: company.id, application_target_id: 7, application_type_id: 7, application_status_id: 4 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await office.post('/api/audit-programs', { application_id: application.id, planned_start_date: '1.6.2030', duration_in_days: '1,5' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ companyId: company.id, companyName: company.name, certificateTypeId: 5, auditKindId: 4, statusId: 1, plannedStartDate: '2030-06-01', durationInDays: 1.5, reportStatusId: 1 });
    const report = await env.db.selectFrom('audit_reports').selectAll().where('program_id', '=', created.body.id).executeTakeFirst();
    expect(report?.status_id).toBe(1);
    expect((await auditRows(env.db, company.id, 'audit_program')).length).toBe(1);

    const qualification = await env.db.insertInto('applications').values({ company_id: company.id, application_target_id: 1, application_type_id: 1, application_status_id: 4 }).returning('id').executeTakeFirstOrThrow();
    const wrongKind = await office.post('/api/audit-programs', { application_id: qualification.id });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.errors.application_id).toEqual(['Hakemus ei ole laatu-, ympäristö-, työturvallisuus- tai kosteudenhallintasertifikaatin hakemus.']);
    const nothing = await office.post('/api/audit-programs', {});
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors.company_id).toEqual(['Anna hakemus tai yritys ja sertifikaatti.']);
    const badKind = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 3 });
    expect(badKind.body.errors.certificate_type_id[0]).toMatch(/auditoitava sertifikaatti/);
    const badDate = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 2, planned_start_date: '31.2.2030' });
    expect(badDate.body.errors.planned_start_date).toEqual(['Anna suunniteltu alkupäivä muodossa pp.kk.vvvv.']);
    const dueBeforeStart = await office.put(`/api/audit-programs/${created.body.id}`, { start_date: '2030-06-02', report_due_date: '2030-06-01' });
    expect(dueBeforeStart.body.errors.report_due_date).toEqual(['Raportin määräpäivä ei voi olla ennen alkupäivää.']);
    const badDuration = await office.put(`/api/audit-programs/${created.body.id}`, { duration_in_days: '1,55' });
    expect(badDuration.status).toBe(422);
    const nul = await office.put(`/api/audit-programs/${created.body.id}`, { statement_additional_info: 'a\u0000b' });
    expect(nul.status).toBe(422);
    const statement = await office.put(`/api/audit-programs/${created.body.id}`, { statement_id: 1 });
    expect(statement.body.errors.statement_id).toEqual(['Valitse lausunto: esitetään hyväksyttäväksi, ehdollisena, hylättäväksi tai siirrettäväksi.']);
  });

  it('assigns only audit certificate holders, refuses a declared conflict with 409 naming it, and tells the company by mail', async () => {
    const { office, auditorUser, otherAuditorUser, company, admin } = await setup();
    const plainUser = await createUser(env.db, { permissions: [OFFICE] });
    const notAuditor = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 2, primary_auditor_id: plainUser.personId });
    expect(notAuditor.status).toBe(422);
    expect(notAuditor.body.errors.primary_auditor_id).toEqual(['Valittu henkilö ei ole auditoija (PATEVA_AUDIT_CERTIFICATE tai PATEVA_AUDIT_CERTIFICATE_MASTER).']);

    await env.db
      .insertInto('auditor_conflicts')
      .values({ person_id: otherAuditorUser.personId, company_id: company.id, conflict_type_id: 1, description: 'laatujärjestelmän rakentaminen 2025', valid_from: '2025-01-01', valid_to: '2027-12-31' })
      .execute();
    const conflicted = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 2, planned_start_date: '2026-12-01', primary_auditor_id: otherAuditorUser.personId });
    expect(conflicted.status).toBe(409);
    expect(conflicted.body.message).toBe('Auditoijalla on ilmoitettu sidonnaisuus yritykseen (Konsultointi: laatujärjestelmän rakentaminen 2025).');
    // After the conflict's end the same auditor may audit.
    const later = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 2, planned_start_date: '2028-06-01', secondary_auditor_id: otherAuditorUser.personId });
    expect(later.status).toBe(201);
    const moved = await office.put(`/api/audit-programs/${later.body.id}`, { planned_start_date: '2027-06-01' });
    expect(moved.status).toBe(409);

    env.mails.length = 0;
    const assigned = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 2, planned_start_date: '2030-03-02', primary_auditor_id: auditorUser.personId });
    expect(assigned.status).toBe(201);
    expect(assigned.body).toMatchObject({ primaryAuditorName: 'Aino Käyttäjä', companyNotifiedAt: expect.any(String) });
    const mail = env.mails.find((m) => m.to === admin.email.toLowerCase());
    expect(mail?.subject).toBe('Sertifiointiauditointi: auditoija ja ajankohta – Pätevä');
    expect(mail?.text).toContain('Suunniteltu alkupäivä: 02.03.2030');
    expect(mail?.text).toContain('Pääauditoija: Aino Käyttäjä');
    expect(mail?.text).toContain(`/companies/${company.id}/audits`);

    env.mails.length = 0;
    const same = await office.put(`/api/audit-programs/${assigned.body.id}`, { statement_additional_info: 'Ei muutosta auditoijiin' });
    expect(same.status).toBe(200);
    expect(env.mails).toHaveLength(0);
    const both = await office.put(`/api/audit-programs/${assigned.body.id}`, { primary_auditor_id: auditorUser.personId, secondary_auditor_id: auditorUser.personId });
    expect(both.body.errors.secondary_auditor_id).toEqual(['Toinen auditoija ei voi olla sama kuin pääauditoija.']);
  });

  it('sets requiresNewAuditor after three finished audits by the same primary auditor, and fills the previous auditor', async () => {
    const { office, auditorUser, otherAuditorUser, company } = await setup();
    for (const year of [2020, 2021, 2022]) {
      await env.db
        .insertInto('audit_programs')
        .values({ company_id: company.id, certificate_type_id: 2, status_id: 4, planned_start_date: `${year}-05-01`, primary_auditor_id: auditorUser.personId })
        .execute();
    }
    const again = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 2, planned_start_date: '2023-05-01', primary_auditor_id: auditorUser.personId });
    expect(again.body).toMatchObject({ requiresNewAuditor: true, previousAuditorId: auditorUser.personId, previousAuditorName: 'Aino Käyttäjä' });
    const rotated = await office.put(`/api/audit-programs/${again.body.id}`, { primary_auditor_id: otherAuditorUser.personId });
    expect(rotated.body.requiresNewAuditor).toBe(false);
    // Another kind counts apart.
    const environment = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 5, primary_auditor_id: auditorUser.personId });
    expect(environment.body.requiresNewAuditor).toBe(false);
  });

  it('lets an auditor see only their own programmes, the master and the office all; filters', async () => {
    const { office, auditorUser, otherAuditorUser, company } = await setup();
    const own = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 20, planned_start_date: '2031-01-10', secondary_auditor_id: auditorUser.personId });
    const others = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 23, planned_start_date: '2031-02-10' });
    const auditor = await signedIn(env.app, auditorUser.email);
    const list = await auditor.get('/api/audit-programs');
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([own.body.id]);
    expect((await auditor.get(`/api/audit-programs/${others.body.id}`)).status).toBe(404);
    expect((await auditor.get(`/api/audit-programs/${own.body.id}`)).status).toBe(200);
    const master = await signedIn(env.app, otherAuditorUser.email);
    const all = await master.get(`/api/audit-programs?company_id=${company.id}`);
    expect(all.body.data).toHaveLength(2);
    const filtered = await office.get(`/api/audit-programs?company_id=${company.id}&auditor_id=${auditorUser.personId}&planned_from=2031-01-01&planned_to=2031-01-31&certificate_type_id=20&status_id=1&report_status_id=1&review_asked=false`);
    expect(filtered.body.data.map((p: { id: number }) => p.id)).toEqual([own.body.id]);
    const bad = await office.get('/api/audit-programs?planned_from=1.1.2031&certificate_type_id=3');
    expect(bad.status).toBe(422);
    const member = await signedIn(env.app, (await createUser(env.db)).email);
    expect((await member.get('/api/audit-programs')).status).toBe(403);

    const csv = await office.get(`/api/audit-programs/export?format=csv&company_id=${company.id}`);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/text\/csv/);
    const text = typeof csv.body === 'string' ? csv.body : JSON.stringify(csv.body);
    expect(text).toContain('Yritys;Sertifikaatti');
    expect(text).toContain(`${company.name};Työturvallisuussertifikaatti`.split(';')[0]);
    expect(text).toContain('10.01.2031');
  });

  it("shows the company its programmes and takes its admin's objection before the audit, not after", async () => {
    const { office, auditorUser, company, admin } = await setup();
    const ahead = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 2, planned_start_date: future(20), primary_auditor_id: auditorUser.personId });
    const started = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 5, planned_start_date: future(-3) });
    const client = await signedIn(env.app, admin.email);
    const list = await client.get(`/api/companies/${company.id}/audit-programs`);
    expect(list.status).toBe(200);
    expect(list.body.data.find((p: { id: number }) => p.id === ahead.body.id)).toMatchObject({ primaryAuditorName: 'Aino Käyttäjä', canObject: true, reportSent: false });
    const objected = await client.post(`/api/companies/${company.id}/audit-programs/${ahead.body.id}/objection`, { objection: 'Auditoija oli aiemmin palveluksessamme.' });
    expect(objected.status).toBe(200);
    expect(objected.body).toMatchObject({ companyObjection: 'Auditoija oli aiemmin palveluksessamme.', companyObjectedAt: expect.any(String) });
    const seen = await office.get(`/api/audit-programs/${ahead.body.id}`);
    expect(seen.body.companyObjection).toBe('Auditoija oli aiemmin palveluksessamme.');
    const late = await client.post(`/api/companies/${company.id}/audit-programs/${started.body.id}/objection`, { objection: 'Myöhässä' });
    expect(late.status).toBe(422);
    expect(late.body.errors.objection).toEqual(['Vastalauseen voi esittää vain ennen auditoinnin alkua.']);
    const empty = await client.post(`/api/companies/${company.id}/audit-programs/${ahead.body.id}/objection`, { objection: '  ' });
    expect(empty.body.errors.objection).toEqual(['Kirjoita vastalauseen perustelu.']);
    const other = await createCompany(env.db);
    const foreign = await office.post('/api/audit-programs', { company_id: other.id, certificate_type_id: 2, planned_start_date: future(20) });
    expect((await client.post(`/api/companies/${company.id}/audit-programs/${foreign.body.id}/objection`, { objection: 'x' })).status).toBe(404);
  });

  it('plans the cycle when a certificate is issued: surveillance within 12 months, the second, recertification before expiry; the auditor proposed', async () => {
    const { office, auditorUser, company } = await setup();
    await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 2, planned_start_date: '2026-01-10', primary_auditor_id: auditorUser.personId });
    const issued = await env.db.transaction().execute((trx) => issueCertificate(trx, { companyId: company.id, certificateTypeId: 2, decidedAt: '2026-03-15', userId: null }));
    const planned = await env.db
      .selectFrom('audit_programs')
      .select(['audit_kind_id', sql<string>`planned_start_date::text`.as('planned'), sql<string>`report_due_date::text`.as('due'), 'primary_auditor_id', 'status_id'])
      .where('certificate_id', '=', issued.id)
      .orderBy('planned_start_date')
      .execute();
    expect(planned).toEqual([
      { audit_kind_id: 2, planned: '2027-02-15', due: '2027-03-14', primary_auditor_id: auditorUser.personId, status_id: 1 },
      { audit_kind_id: 3, planned: '2028-02-15', due: '2028-03-14', primary_auditor_id: auditorUser.personId, status_id: 1 },
      { audit_kind_id: 4, planned: '2028-11-14', due: '2029-01-14', primary_auditor_id: auditorUser.personId, status_id: 1 },
    ]);
    const reports = await env.db.selectFrom('audit_reports').select('program_id').where('program_id', 'in', (await env.db.selectFrom('audit_programs').select('id').where('certificate_id', '=', issued.id).execute()).map((r) => r.id)).execute();
    expect(reports).toHaveLength(3);
    // A qualification plans nothing.
    await env.db.transaction().execute((trx) => issueCertificate(trx, { companyId: company.id, certificateTypeId: 3, decidedAt: '2026-03-15', userId: null }));
    expect((await env.db.selectFrom('audit_programs').select('id').where('company_id', '=', company.id).execute()).length).toBe(4);
  });

  it('makes a synced plan follow the quality plan’s dates, on saving the flags and when the quality date moves', async () => {
    const { office, company } = await setup();
    const quality = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 2, planned_start_date: '2030-05-05' });
    const environment = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 5, planned_start_date: '2030-09-09' });
    const safety = await office.post('/api/audit-programs', { company_id: company.id, certificate_type_id: 20, planned_start_date: '2030-10-10' });
    const saved = await office.put(`/api/companies/${company.id}/certificate-plan`, { sync_environment_plan: true, sync_safety_plan: false, sync_moisture_plan: false });
    expect(saved.status).toBe(200);
    const kinds = saved.body.kinds as Array<{ certificateTypeId: number; synced: boolean | null; programs: Array<{ id: number; plannedStartDate: string }> }>;
    expect(kinds.map((k) => [k.certificateTypeId, k.synced])).toEqual([[2, null], [5, true], [20, false], [23, false]]);
    expect(kinds[1].programs[0]).toMatchObject({ id: environment.body.id, plannedStartDate: '2030-05-05' });
    expect(kinds[2].programs[0]).toMatchObject({ id: safety.body.id, plannedStartDate: '2030-10-10' });
    await office.put(`/api/audit-programs/${quality.body.id}`, { planned_start_date: '2030-06-06' });
    expect((await office.get(`/api/audit-programs/${environment.body.id}`)).body.plannedStartDate).toBe('2030-06-06');
    expect((await office.get(`/api/audit-programs/${safety.body.id}`)).body.plannedStartDate).toBe('2030-10-10');
    const bad = await office.put(`/api/companies/${company.id}/certificate-plan`, { sync_environment_plan: 'kyllä' });
    expect(bad.status).toBe(422);
    expect((await auditRows(env.db, company.id, 'company_certificate_plan')).length).toBe(1);
  });
});
