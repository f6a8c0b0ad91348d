/**
 * Deviations with the fix workflow (issue 21): raised by the programme's auditor (in progress, the
 * question's observation marked, the company's admins mailed); the company writes its taken action,
 * adds evidence (PDF/JPEG/PNG by content) and sends its fix (ready; a serious one needs a file);
 * the auditor approves it (accepted-fixed, completing an accepted report) or returns it with a
 * comment; the overdue flag; each side sees only what it may.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AuditReportStatus, DeviationStatus } from '../../src/domain/auditCodes';
import { addDays } from '../../src/domain/deviations';
import { todayInFinland } from '../../src/domain/referenceAge';
import { html, pdf, png } from '../support/uploadFixtures';
import { auditRows, companyWithAdmin, createUser, memberOf, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const MASTER = 5;
const AUDITOR = 6;

async function world() {
  const { company, admin, client: companyAdmin } = await companyWithAdmin(env, { name: 'Poikkeama Rakennus Oy' });
  const member = await memberOf(env, company.id);
  const auditor = await createUser(env.db, { permissions: [AUDITOR], firstName: 'Aino' });
  const otherAuditor = await createUser(env.db, { permissions: [AUDITOR] });
  const question = await env.db
    .insertInto('audit_questions')
    .values({ symbolic_name: `q-${company.id}`, text: 'Miten laatu varmistetaan?', section_id: 12, certificate_type_ids: [2, 5] })
    .returning('id')
    .executeTakeFirstOrThrow();
  const moistureOnly = await env.db
    .insertInto('audit_questions')
    .values({ symbolic_name: `moisture-${company.id}`, text: 'Kosteudenhallinta?', section_id: 12, certificate_type_ids: [23] })
    .returning('id')
    .executeTakeFirstOrThrow();
  const program = await env.db
    .insertInto('audit_programs')
    .values({ company_id: company.id, certificate_type_id: 2, primary_auditor_id: auditor.personId, status_id: 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await env.db.insertInto('audit_reports').values({ program_id: program.id }).execute();
  return {
    company,
    admin,
    companyAdmin,
    member,
    auditor,
    auditorClient: await signedIn(env.app, auditor.email),
    otherAuditorClient: await signedIn(env.app, otherAuditor.email),
    question: question.id,
    moistureOnly: moistureOnly.id,
    program: program.id,
  };
}

const upload = (name: string, content: Buffer, type = 'application/pdf') => [{ name: 'file', file: { filename: name, content, type } }];

describe('raising a deviation', () => {
  it('starts in progress, 30 days by default, marks the observation and mails the company admins', async () => {
    const w = await world();
    const raised = await w.auditorClient.post(`/api/audit-programs/${w.program}/deviations`, {
      question_id: w.question,
      certificate_deviation_severity_id: 2,
      description: 'Työmaan laatusuunnitelma puuttuu.',
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);
    expect(raised.body).toMatchObject({
      programId: w.program,
      companyId: w.company.id,
      questionId: w.question,
      severityId: 2,
      statusId: DeviationStatus.inProgress,
      toBeFixedByDate: addDays(todayInFinland(), 30),
      overdue: false,
      files: [],
      history: [{ event: 'raised', by: 'Aino Käyttäjä' }],
    });
    const answer = await env.db.selectFrom('audit_answers').select(['has_deviation', 'version']).where('program_id', '=', w.program).where('question_id', '=', w.question).executeTakeFirstOrThrow();
    expect(answer).toEqual({ has_deviation: true, version: 1 });
    const mail = env.mails.find((m) => m.to === w.admin.email && m.subject.includes('poikkeama'));
    expect(mail?.text).toContain('vakava poikkeama');
    expect(mail?.text).toContain(`http://portal.test/companies/${w.company.id}/deviations/${raised.body.id}`);
    expect(env.mails.filter((m) => m.to === w.member.user.email)).toEqual([]);
    expect((await auditRows(env.db, w.company.id, 'audit_deviation')).map((row) => row.action)).toEqual(['create']);

    // A second one on the same question raises the answer's version; SPEC §3 names are read too.
    const second = await w.auditorClient.post(`/api/audit-programs/${w.program}/deviations`, {
      applicationQuestionId: w.question,
      certificateDeviationSeverityId: 1,
      description: 'Perehdytys kirjaamatta.',
      toBeFixedByDate: addDays(todayInFinland(), 10),
    });
    expect(second.status).toBe(201);
    expect(second.body.toBeFixedByDate).toBe(addDays(todayInFinland(), 10));
    expect((await env.db.selectFrom('audit_answers').select('version').where('program_id', '=', w.program).executeTakeFirstOrThrow()).version).toBe(2);
  });

  it('refuses bad input in Finnish, other programmes, office staff and finished audits', async () => {
    const w = await world();
    const base = { question_id: w.question, certificate_deviation_severity_id: 1, description: 'Kuvaus' };
    const url = `/api/audit-programs/${w.program}/deviations`;
    const missing = await w.auditorClient.post(url, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({ question_id: ['Valitse kysymys, johon poikkeama liittyy.'], certificate_deviation_severity_id: ['Valitse poikkeaman vakavuus.'], description: ['Kuvaa poikkeama.'] });
    expect((await w.auditorClient.post(url, { ...base, certificate_deviation_severity_id: 3 })).body.errors.certificate_deviation_severity_id).toEqual(['Valitse vakavuus listalta: lievä tai vakava.']);
    expect((await w.auditorClient.post(url, { ...base, description: 'a\u0000b' })).status).toBe(422);
    expect((await w.auditorClient.post(url, { ...base, question_id: w.moistureOnly })).body.errors).toEqual({ question_id: ['Kysymystä ei löytynyt tämän auditoinnin kysymyksistä.'] });
    expect((await w.auditorClient.post(url, { ...base, to_be_fixed_by_date: '2001-01-01' })).body.errors).toEqual({ to_be_fixed_by_date: ['Korjauksen määräpäivä ei voi olla menneisyydessä.'] });
    expect((await w.auditorClient.post(url, { ...base, to_be_fixed_by_date: '31.2.2030' })).status).toBe(422);

    expect((await w.otherAuditorClient.post(url, base)).status).toBe(404);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    expect((await office.post(url, base)).status).toBe(403);
    expect((await w.companyAdmin.post(url, base)).status).toBe(403);
    const master = await signedIn(env.app, (await createUser(env.db, { permissions: [MASTER] })).email);
    expect((await master.post(url, base)).status).toBe(201);

    await env.db.updateTable('audit_reports').set({ status_id: AuditReportStatus.ready }).where('program_id', '=', w.program).execute();
    const late = await w.auditorClient.post(url, base);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('raportti on jo valmis');
  });
});

describe('the fix workflow', () => {
  it('the company answers, a serious deviation needs evidence, the auditor returns and approves, and the approval completes an accepted report', async () => {
    const w = await world();
    const raised = await w.auditorClient.post(`/api/audit-programs/${w.program}/deviations`, { question_id: w.question, certificate_deviation_severity_id: 2, description: 'Vakava puute.' });
    const id = raised.body.id as number;
    const base = `/api/companies/${w.company.id}/deviations/${id}`;

    // The company sees it; a plain member reads but does not answer.
    const list = await w.member.client.get(`/api/companies/${w.company.id}/deviations`);
    expect(list.status).toBe(200);
    expect(list.body.map((d: { id: number }) => d.id)).toEqual([id]);
    expect((await w.member.client.put(base, { taken_action: 'x' })).status).toBe(403);

    // Nothing to approve yet.
    expect((await w.auditorClient.post(`/api/deviations/${id}/approve`)).status).toBe(409);

    const noAction = await w.companyAdmin.post(`${base}/send-fix`);
    expect(noAction.status).toBe(422);
    expect(noAction.body.errors).toEqual({
      taken_action: ['Kerro tehdyt korjaavat toimenpiteet ennen korjauksen lähettämistä.'],
      files: ['Vakavan poikkeaman korjaukseen on liitettävä vähintään yksi näyttötiedosto.'],
    });
    const written = await w.companyAdmin.put(base, { taken_action: 'Laatusuunnitelma laadittu kaikille työmaille.' });
    expect(written.status).toBe(200);
    expect(written.body.takenAction).toBe('Laatusuunnitelma laadittu kaikille työmaille.');
    expect((await w.companyAdmin.post(`${base}/send-fix`)).body.errors).toEqual({ files: ['Vakavan poikkeaman korjaukseen on liitettävä vähintään yksi näyttötiedosto.'] });

    // File type lies are refused by content; a PDF and a PNG are kept.
    const lie = await w.companyAdmin.upload(`${base}/files`, upload('naytto.pdf', html()));
    expect(lie.status).toBe(422);
    expect(lie.body.errors.file).toBeDefined();
    const evidence = await w.companyAdmin.upload(`${base}/files`, upload('suunnitelma.pdf', pdf()));
    expect(evidence.status).toBe(201);
    expect(evidence.body).toMatchObject({ name: 'suunnitelma.pdf', mimeType: 'application/pdf' });
    const image = await w.companyAdmin.upload(`${base}/files`, upload('kuva.png', await png(), 'image/png'));
    expect(image.status).toBe(201);
    expect((await w.companyAdmin.request('DELETE', `${base}/files/${image.body.id}`)).status).toBe(204);

    // Both sides download it; another company's path is 404.
    const download = await w.member.client.get(`${base}/files/${evidence.body.id}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await w.auditorClient.get(`/api/deviations/${id}/files/${evidence.body.id}`)).status).toBe(200);
    const stranger = await companyWithAdmin(env);
    expect((await stranger.client.get(`/api/companies/${stranger.company.id}/deviations/${id}/files/${evidence.body.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/companies/${w.company.id}/deviations`)).status).toBe(403);
    expect((await stranger.client.get(`/api/companies/${stranger.company.id}/deviations`)).body).toEqual([]);

    const sent = await w.companyAdmin.post(`${base}/send-fix`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ statusId: DeviationStatus.ready, fixSentAt: expect.any(String) });
    expect(env.mails.some((m) => m.to === w.auditor.email && m.subject.includes('lähetti poikkeaman korjauksen'))).toBe(true);
    // Ready: the company's changes wait.
    expect((await w.companyAdmin.put(base, { taken_action: 'muutos' })).status).toBe(409);
    expect((await w.companyAdmin.upload(`${base}/files`, upload('toinen.pdf', pdf()))).status).toBe(409);
    expect((await w.auditorClient.put(`/api/deviations/${id}`, { description: 'x' })).status).toBe(409);

    // Returned with a comment: back to in progress, the company told.
    expect((await w.auditorClient.post(`/api/deviations/${id}/reject`, { comment: '' })).body.errors).toEqual({ comment: ['Kerro yritykselle, miksi korjaus palautetaan.'] });
    const returned = await w.auditorClient.post(`/api/deviations/${id}/reject`, { comment: 'Suunnitelmasta puuttuu vastuuhenkilö.' });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ statusId: DeviationStatus.inProgress, auditorComment: 'Suunnitelmasta puuttuu vastuuhenkilö.' });
    const returnMail = env.mails.find((m) => m.to === w.admin.email && m.subject.includes('palautettiin'));
    expect(returnMail?.text).toContain('Suunnitelmasta puuttuu vastuuhenkilö.');
    expect((await w.auditorClient.post(`/api/deviations/${id}/reject`, { comment: 'taas' })).status).toBe(409);

    // The master accepts the report; the open serious deviation keeps it from being ready.
    await env.db.updateTable('audit_reports').set({ status_id: AuditReportStatus.accepted }).where('program_id', '=', w.program).execute();
    expect((await w.companyAdmin.post(`${base}/send-fix`)).status).toBe(200);
    const approved = await w.auditorClient.post(`/api/deviations/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ statusId: DeviationStatus.acceptedFixed, fixApprovedAt: expect.any(String) });
    expect(approved.body.history.map((e: { event: string }) => e.event)).toEqual(['raised', 'fix_sent', 'rejected', 'fix_sent', 'approved']);
    const report = await env.db.selectFrom('audit_reports').select(['status_id', 'finished_at']).where('program_id', '=', w.program).executeTakeFirstOrThrow();
    expect(report.status_id).toBe(AuditReportStatus.ready);
    const program = await env.db.selectFrom('audit_programs').select('status_id').where('id', '=', w.program).executeTakeFirstOrThrow();
    expect(program.status_id).toBe(4);
    expect((await w.auditorClient.post(`/api/deviations/${id}/approve`)).status).toBe(409);
  });

  it('a light deviation goes without evidence; the auditor changes it while in progress', async () => {
    const w = await world();
    const raised = await w.auditorClient.post(`/api/audit-programs/${w.program}/deviations`, { question_id: w.question, certificate_deviation_severity_id: 1, description: 'Lievä.' });
    const id = raised.body.id as number;
    const changed = await w.auditorClient.put(`/api/deviations/${id}`, { description: 'Lievä, tarkennettu.', to_be_fixed_by_date: addDays(todayInFinland(), 60) });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ description: 'Lievä, tarkennettu.', toBeFixedByDate: addDays(todayInFinland(), 60) });
    expect((await w.auditorClient.put(`/api/deviations/${id}`, { to_be_fixed_by_date: '2001-01-01' })).status).toBe(422);
    expect((await w.otherAuditorClient.put(`/api/deviations/${id}`, { description: 'x' })).status).toBe(404);
    await w.companyAdmin.put(`/api/companies/${w.company.id}/deviations/${id}`, { taken_action: 'Korjattu.' });
    const sent = await w.companyAdmin.post(`/api/companies/${w.company.id}/deviations/${id}/send-fix`);
    expect(sent.status).toBe(200);
    // The report is in progress: approving does not complete it.
    expect((await w.auditorClient.post(`/api/deviations/${id}/approve`)).status).toBe(200);
    expect((await env.db.selectFrom('audit_reports').select('status_id').where('program_id', '=', w.program).executeTakeFirstOrThrow()).status_id).toBe(AuditReportStatus.inProgress);
  });
});

describe('the staff list', () => {
  it('flags overdue ones, filters, and shows an auditor only their programmes', async () => {
    const w = await world();
    const raise = async (days: number) =>
      (await w.auditorClient.post(`/api/audit-programs/${w.program}/deviations`, { question_id: w.question, certificate_deviation_severity_id: 1, description: `Päivät ${days}` })).body.id as number;
    const late = await raise(0);
    const onTime = await raise(0);
    await env.db.updateTable('audit_deviations').set({ to_be_fixed_by_date: sql<string>`current_date - 3` }).where('id', '=', late).execute();

    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const overdue = await office.get(`/api/deviations?overdue=true&program_id=${w.program}`);
    expect(overdue.status).toBe(200);
    expect(overdue.body.data.map((d: { id: number; overdue: boolean }) => [d.id, d.overdue])).toEqual([[late, true]]);
    const all = await office.get(`/api/deviations?company_id=${w.company.id}&status_id=1`);
    expect(all.body.data.map((d: { id: number }) => d.id)).toEqual([late, onTime]);
    expect((await office.get(`/api/deviations/${late}`)).body.overdue).toBe(true);
    expect((await office.get('/api/deviations?status_id=4')).status).toBe(422);
    expect((await office.get('/api/deviations?overdue=maybe')).status).toBe(422);

    // Severity filter, and the review order: a fix waiting for the auditor (ready) comes first.
    const serious = (await w.auditorClient.post(`/api/audit-programs/${w.program}/deviations`, { question_id: w.question, certificate_deviation_severity_id: 2, description: 'Vakava' })).body.id as number;
    expect((await office.get(`/api/deviations?program_id=${w.program}&severity_id=2`)).body.data.map((d: { id: number }) => d.id)).toEqual([serious]);
    expect((await office.get('/api/deviations?severity_id=3')).status).toBe(422);
    await env.db.updateTable('audit_deviations').set({ status_id: DeviationStatus.ready, to_be_fixed_by_date: sql<string>`current_date + 90` }).where('id', '=', serious).execute();
    const review = await office.get(`/api/deviations?program_id=${w.program}&sort=readyFirst&order=asc`);
    expect(review.body.data.map((d: { id: number }) => d.id)).toEqual([serious, late, onTime]);

    const mine = await w.auditorClient.get('/api/deviations?paginate=false');
    expect(mine.body.data.every((d: { programId: number }) => d.programId === w.program)).toBe(true);
    expect((await w.otherAuditorClient.get(`/api/deviations?program_id=${w.program}`)).body.data).toEqual([]);
    expect((await w.otherAuditorClient.get(`/api/deviations/${late}`)).status).toBe(404);
  });
});
