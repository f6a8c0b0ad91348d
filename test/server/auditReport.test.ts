import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, Client, createCompany, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const MASTER = 5;
const AUDITOR = 6;
type User = Awaited<ReturnType<typeof createUser>>;

const world = {} as {
  auditor: User;
  second: User;
  master: User;
  admin: User;
  companyId: number;
  q1: number;
  q2: number;
  envOnly: number;
  auditorClient: Client;
  masterClient: Client;
  officeClient: Client;
  companyClient: Client;
  outsiderClient: Client;
};

async function question(section: number, name: string, kinds = [2, 5, 20, 23], active = true) {
  const row = await env.db
    .insertInto('audit_questions')
    .values({ section_id: section, symbolic_name: `${name}-${Math.random().toString(36).slice(2, 8)}`, text: `Kysymys ${name}`, certificate_type_ids: kinds, active })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function program(options: { kind?: number; secondary?: number | null } = {}) {
  const row = await env.db
    .insertInto('audit_programs')
    .values({
      company_id: world.companyId,
      certificate_type_id: options.kind ?? 2,
      primary_auditor_id: world.auditor.personId,
      secondary_auditor_id: options.secondary ?? null,
      planned_start_date: '2030-03-02',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const hours = (programId: number, personId: number) =>
  env.db.insertInto('auditor_costs').values({ program_id: programId, person_id: personId, preparation_hours: '2', site_hours: '8', report_hours: '0' }).execute();

const report = (programId: number) => `/api/audit-programs/${programId}/report`;
const questionOf = (body: { sections: Array<{ questions: Array<{ id: number }> }> }, id: number) =>
  body.sections.flatMap((section) => section.questions).find((q) => q.id === id) as any;

/** A PUT with an If-Match header, as the client sends it otherwise (cookies, XSRF token). */
async function putIfMatch(client: Client, url: string, body: unknown, ifMatch: string) {
  await client.get('/api/health');
  const response = await env.app.inject({
    method: 'PUT',
    url,
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'if-match': ifMatch,
      'x-forwarded-for': client.address,
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });
  return { status: response.statusCode, body: JSON.parse(response.body), headers: response.headers };
}

beforeAll(async () => {
  world.auditor = await createUser(env.db, { permissions: [AUDITOR], firstName: 'Aino' });
  world.second = await createUser(env.db, { permissions: [AUDITOR], firstName: 'Toinen' });
  world.master = await createUser(env.db, { permissions: [MASTER], firstName: 'Pää' });
  world.admin = await createUser(env.db);
  world.companyId = (await createCompany(env.db, { admin: world.admin, name: 'Raporttiyhtiö Oy' })).id;
  world.q1 = await question(1, 'eka');
  world.q2 = await question(1, 'toka');
  world.envOnly = await question(2, 'ymparisto', [5]);
  await question(3, 'pois', [2], false);
  world.auditorClient = await signedIn(env.app, world.auditor.email);
  world.masterClient = await signedIn(env.app, world.master.email);
  world.officeClient = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
  world.companyClient = await signedIn(env.app, world.admin.email);
  world.outsiderClient = await signedIn(env.app, world.second.email);
});

describe('the audit report', () => {
  it('opens with 16 sections and the active questions of the kind; the company not before it is sent', async () => {
    const id = await program();
    const opened = await world.auditorClient.get(report(id));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ programId: id, companyName: 'Raporttiyhtiö Oy', certificateTypeId: 2, statusId: 1, canWrite: true, canReview: false });
    expect(opened.body.sections.map((s: { sectionId: number }) => s.sectionId)).toEqual([...Array(16).keys()].map((i) => i + 1));
    const ids = opened.body.sections.flatMap((s: { questions: Array<{ id: number }> }) => s.questions.map((q) => q.id));
    expect(ids).toContain(world.q1);
    expect(ids).not.toContain(world.envOnly);
    expect(questionOf(opened.body, world.q1)).toMatchObject({ version: 1, answer: { answer: null, initialAnswer: null }, lastScore: null, openDeviations: [] });
    expect((await world.officeClient.get(report(id))).body).toMatchObject({ canWrite: false, canReview: false });
    expect((await world.masterClient.get(report(id))).body).toMatchObject({ canWrite: true });
    const before = await world.companyClient.get(report(id));
    expect(before.status).toBe(404);
    expect(before.body.message).toBe('Auditointiraportti ei ole vielä luettavissa.');
    expect((await world.outsiderClient.get(report(id))).status).toBe(404);
    expect((await world.outsiderClient.put(`${report(id)}/questions/${world.q1}`, { version: 1, answer: 'x' })).status).toBe(404);
  });

  it('carries the previous ready report forward: answers, last scores and open deviations', async () => {
    const previous = await program();
    await env.db.insertInto('audit_reports').values({ program_id: previous, status_id: 4, finished_at: '2029-01-01T10:00:00Z' }).execute();
    await env.db.insertInto('audit_answers').values({ program_id: previous, question_id: world.q1, answer: 'Viime vuoden vastaus', score: 4 }).execute();
    const overdue = await env.db
      .insertInto('audit_deviations')
      .values({ program_id: previous, question_id: world.q1, severity_id: 1, description: 'Perehdytys puuttuu', to_be_fixed_by_date: '2025-02-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await env.db.insertInto('audit_deviations').values({ program_id: previous, question_id: world.q1, severity_id: 2, status_id: 3, description: 'Korjattu jo', to_be_fixed_by_date: '2029-02-01' }).execute();
    // Another kind's report is not this one's source.
    const otherKind = await program({ kind: 5 });
    await env.db.insertInto('audit_reports').values({ program_id: otherKind, status_id: 4 }).execute();
    await env.db.insertInto('audit_answers').values({ program_id: otherKind, question_id: world.q2, answer: 'Ympäristön vastaus', score: 1 }).execute();

    const id = await program();
    const opened = await world.auditorClient.get(report(id));
    const q1 = questionOf(opened.body, world.q1);
    expect(q1.answer).toMatchObject({ answer: 'Viime vuoden vastaus', initialAnswer: 'Viime vuoden vastaus' });
    expect(q1.lastScore).toBe(4);
    expect(q1.openDeviations).toEqual([
      { id: overdue.id, programId: previous, severityId: 1, statusId: 1, description: 'Perehdytys puuttuu', toBeFixedByDate: '2025-02-01', overdue: true },
    ]);
    expect(questionOf(opened.body, world.q2)).toMatchObject({ answer: { answer: null, initialAnswer: null }, lastScore: null });
    // The carried answer is the report's own from now on: a change to the old one does not follow.
    await env.db.updateTable('audit_answers').set({ answer: 'Muutettu jälkikäteen' }).where('program_id', '=', previous).execute();
    expect(questionOf((await world.auditorClient.get(report(id))).body, world.q1).answer.answer).toBe('Viime vuoden vastaus');
  });

  it('writes an answer at its version; a stale write is 409 with the question as it now stands', async () => {
    const id = await program();
    await world.auditorClient.get(report(id));
    const url = `${report(id)}/questions/${world.q1}`;
    const first = await world.auditorClient.put(url, { version: 1, answer: 'Auditoijan teksti', strengths: 'Hyvä perehdytys', score: 3 });
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    expect(first.body).toMatchObject({ version: 2, answer: { answer: 'Auditoijan teksti' }, observation: { strengths: 'Hyvä perehdytys', score: 3 }, updatedBy: 'Aino Käyttäjä' });
    expect(first.body.observationHistory).toHaveLength(1);

    const stale = await world.masterClient.put(url, { version: 1, answer: 'Pääauditoijan teksti' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', message: 'Joku muu muutti tätä vastausta sillä välin. Tarkista kummankin teksti ennen tallentamista.' });
    expect(stale.body.current).toMatchObject({ id: world.q1, version: 2, answer: { answer: 'Auditoijan teksti' } });

    // Only the answer changes: no new observation history entry.
    const second = await world.masterClient.put(url, { version: 2, answer: 'Pääauditoijan teksti', reviewer_comment: 'Tarkenna' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ version: 3, answer: { reviewerComment: 'Tarkenna' } });
    expect(second.body.observationHistory).toHaveLength(1);
    const rows = await env.db.selectFrom('audit_answers').select(['version', 'updated_by_user_id']).where('program_id', '=', id).where('question_id', '=', world.q1).executeTakeFirstOrThrow();
    expect(rows).toEqual({ version: 3, updated_by_user_id: world.master.id });

    // If-Match: the version in a header too.
    const staleHeader = await putIfMatch(world.auditorClient, url, { version: 3, answer: 'Otsakkeella' }, '"2"');
    expect(staleHeader.status).toBe(409);
    expect(staleHeader.body.current.version).toBe(3);
    const badHeader = await putIfMatch(world.auditorClient, url, { version: 3, answer: 'Otsakkeella' }, 'kolme');
    expect(badHeader.status).toBe(422);
    expect(badHeader.body.errors).toEqual({ 'If-Match': ['If-Match-otsakkeen on oltava vastauksen versio, esimerkiksi "3".'] });
    const withHeader = await putIfMatch(world.auditorClient, url, { version: 3, answer: 'Otsakkeella', score: 5 }, 'W/"3"');
    expect(withHeader.status).toBe(200);
    expect(withHeader.body.version).toBe(4);
    expect(withHeader.body.observationHistory.map((h: { score: number }) => h.score)).toEqual([3, 5]);

    // The auditor may not write the reviewer's comment; office and company do not write answers.
    expect((await world.auditorClient.put(url, { version: 4, reviewer_comment: 'Oma' })).status).toBe(403);
    expect((await world.officeClient.put(url, { version: 4, answer: 'Toimisto' })).status).toBe(403);
    expect((await world.companyClient.put(url, { version: 4, answer: 'Yritys' })).status).toBe(403);
    // Bad input: Finnish 422s, a question of another kind 404.
    expect((await world.auditorClient.put(url, { answer: 'Ilman versiota' })).body.errors).toEqual({ version: ['Versio puuttuu.'] });
    expect((await world.auditorClient.put(url, { version: 4, score: 6 })).body.errors).toEqual({ score: ['Pisteet ovat 0–5.'] });
    expect((await world.auditorClient.put(url, { version: 4, answer: 'a\u0000' })).status).toBe(422);
    expect((await world.auditorClient.put(url, { version: 4, grade_id: 2 ** 40 })).status).toBe(422);
    expect((await world.auditorClient.put(url, { version: 4, extra: 1 })).status).toBe(422);
    expect((await world.auditorClient.put(`${report(id)}/questions/${world.envOnly}`, { version: 1, answer: 'x' })).status).toBe(404);
    expect((await world.auditorClient.put(`${report(id)}/questions/999999999`, { version: 1, answer: 'x' })).status).toBe(404);
  });

  it('is sent once every auditor\'s hours are in, mailing the company\'s admins; the company reads and comments it', async () => {
    const id = await program({ secondary: world.second.personId });
    await world.auditorClient.get(report(id));
    await world.auditorClient.put(`${report(id)}/questions/${world.q1}`, { version: 1, answer: 'Julkinen', public: true });
    await world.masterClient.put(`${report(id)}/questions/${world.q1}`, { version: 2, reviewer_comment: 'Näkyy yritykselle' });
    await world.auditorClient.put(`${report(id)}/questions/${world.q2}`, { version: 1, answer: 'Sisäinen', strengths: 'Vahva' });
    await world.masterClient.put(`${report(id)}/questions/${world.q2}`, { version: 2, reviewer_comment: 'Ei yritykselle' });

    const noHours = await world.auditorClient.post(`${report(id)}/send`);
    expect(noHours.status).toBe(422);
    expect(noHours.body.message).toBe(
      'Auditoijan tunnit puuttuvat (Aino Käyttäjä, Toinen Käyttäjä). Kirjaa valmistelu-, paikan päällä- ja raportointitunnit ennen raportin lähettämistä.',
    );
    await hours(id, world.auditor.personId);
    await env.db.insertInto('auditor_costs').values({ program_id: id, person_id: world.second.personId, preparation_hours: '1', site_hours: '8' }).execute();
    expect((await world.auditorClient.post(`${report(id)}/send`)).body.message).toContain('(Toinen Käyttäjä)');
    await env.db.updateTable('auditor_costs').set({ report_hours: '3' }).where('program_id', '=', id).where('person_id', '=', world.second.personId).execute();
    expect((await world.masterClient.post(`${report(id)}/send`)).status).toBe(403);

    const sent = await world.auditorClient.post(`${report(id)}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ statusId: 2, sentAt: expect.any(String) });
    const mail = env.mails.find((m) => m.to === world.admin.email && m.subject.startsWith('Auditointiraportti on luettavissa'));
    expect(mail?.text).toContain(`/companies/${world.companyId}/audits/${id}/report`);
    expect((await world.auditorClient.post(`${report(id)}/send`)).status).toBe(422);

    const read = await world.companyClient.get(report(id));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ canWrite: false, canReview: false });
    expect(questionOf(read.body, world.q1).answer).toMatchObject({ answer: 'Julkinen', reviewerComment: 'Näkyy yritykselle' });
    expect(questionOf(read.body, world.q2).answer).toMatchObject({ answer: 'Sisäinen', reviewerComment: null });
    expect(questionOf(read.body, world.q2).observationHistory).toEqual([]);

    const commented = await world.companyClient.put(`${report(id)}/company-comment`, { company_comment: 'Kiitos, korjaamme.' });
    expect(commented.status).toBe(200);
    expect(commented.body.companyComment).toBe('Kiitos, korjaamme.');
    expect((await world.auditorClient.put(`${report(id)}/company-comment`, { company_comment: 'Ei' })).status).toBe(403);
    const auditorComment = await world.auditorClient.put(report(id), { auditor_comment: 'Auditointi sujui hyvin.' });
    expect(auditorComment.body.auditorComment).toBe('Auditointi sujui hyvin.');
    expect((await world.companyClient.put(report(id), { auditor_comment: 'Ei' })).status).toBe(403);
    const log = (await auditRows(env.db, world.companyId, 'audit_report')).filter((row) => row.entity_id === id);
    expect(log.length).toBeGreaterThanOrEqual(3);

    const pdf = await world.companyClient.get(`${report(id)}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
  });

  it('the master reviews once asked: returned with a comment, then accepted; ready only when no serious deviation is open', async () => {
    const id = await program();
    await hours(id, world.auditor.personId);
    await world.auditorClient.get(report(id));
    expect((await world.auditorClient.post(`${report(id)}/review-request`)).status).toBe(422);
    await world.auditorClient.post(`${report(id)}/send`);
    expect((await world.masterClient.post(`${report(id)}/review`, { reviewer_comment: null, accept: true })).body.message).toBe('Raportin tarkastusta ei ole pyydetty.');
    expect((await world.masterClient.post(`${report(id)}/review-request`)).status).toBe(403);
    const asked = await world.auditorClient.post(`${report(id)}/review-request`);
    expect(asked.body).toMatchObject({ reviewAskedAt: expect.any(String) });
    expect((await world.auditorClient.post(`${report(id)}/review-request`)).body.message).toBe('Raportin tarkastusta on jo pyydetty.');
    expect((await world.masterClient.get(report(id))).body.canReview).toBe(true);
    expect((await world.auditorClient.post(`${report(id)}/review`, { reviewer_comment: null, accept: true })).status).toBe(403);
    expect((await world.officeClient.post(`${report(id)}/review`, { reviewer_comment: null, accept: true })).status).toBe(403);
    expect((await world.masterClient.post(`${report(id)}/review`, { reviewer_comment: null })).status).toBe(422);

    const noComment = await world.masterClient.post(`${report(id)}/review`, { reviewer_comment: '  ', accept: false });
    expect(noComment.body.errors).toEqual({ reviewer_comment: ['Kirjoita, mitä raportissa on vielä korjattava.'] });
    const returned = await world.masterClient.post(`${report(id)}/review`, { reviewer_comment: 'Täydennä osio 1.', accept: false });
    expect(returned.body).toMatchObject({ statusId: 1, reviewAskedAt: null, reviewerComment: 'Täydennä osio 1.', reviewerName: 'Pää Käyttäjä' });

    await world.auditorClient.post(`${report(id)}/send`);
    await world.auditorClient.post(`${report(id)}/review-request`);
    const serious = await env.db
      .insertInto('audit_deviations')
      .values({ program_id: id, question_id: world.q1, severity_id: 2, description: 'Vakava', to_be_fixed_by_date: '2030-05-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accepted = await world.masterClient.post(`${report(id)}/review`, { reviewer_comment: 'Hyvä', accept: true });
    expect(accepted.body).toMatchObject({ statusId: 3, reviewedAt: expect.any(String), reviewerPersonId: world.master.personId, canWrite: false });
    expect((await world.auditorClient.put(`${report(id)}/questions/${world.q1}`, { version: 1, answer: 'Myöhässä' })).body.message).toBe(
      'Raporttia ei voi enää muuttaa, koska pääauditoija on hyväksynyt sen.',
    );
    const programRow = await env.db.selectFrom('audit_programs').select(['status_id', 'finished_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(programRow.finished_at).toBeNull();

    // Without the serious deviation open, acceptance makes it ready and the programme finished.
    const other = await program();
    await hours(other, world.auditor.personId);
    await world.auditorClient.get(report(other));
    await world.auditorClient.post(`${report(other)}/send`);
    await world.auditorClient.post(`${report(other)}/review-request`);
    await env.db.insertInto('audit_deviations').values({ program_id: other, severity_id: 2, status_id: 3, description: 'Korjattu', to_be_fixed_by_date: '2030-05-01' }).execute();
    const ready = await world.masterClient.post(`${report(other)}/review`, { reviewer_comment: null, accept: true });
    expect(ready.body).toMatchObject({ statusId: 4, finishedAt: expect.any(String) });
    expect((await env.db.selectFrom('audit_programs').select('status_id').where('id', '=', other).executeTakeFirstOrThrow()).status_id).toBe(4);
    expect(serious.id).toBeGreaterThan(0);
  });

  it('refuses the master auditor reviewing a report they audited', async () => {
    const own = await env.db
      .insertInto('audit_programs')
      .values({ company_id: world.companyId, certificate_type_id: 2, primary_auditor_id: world.master.personId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await hours(own.id, world.master.personId);
    await world.masterClient.get(report(own.id));
    await world.masterClient.post(`${report(own.id)}/send`);
    await world.masterClient.post(`${report(own.id)}/review-request`);
    expect((await world.masterClient.get(report(own.id))).body.canReview).toBe(false);
    expect((await world.masterClient.post(`${report(own.id)}/review`, { reviewer_comment: null, accept: true })).body.message).toBe('Et voi tarkastaa raporttia, jonka olet itse auditoinut.');
  });
});

describe('the audit report with a fuzzer\'s inputs', () => {
  it('never answers 5xx to its own writers', async () => {
    const WEIRD: unknown[] = [2147483648, -1, 0, 1.5, '\u0000', 'a\ud800b', '', 'x'.repeat(70_000), null, true, [], {}, [1], 1e308, '9999-99-99'];
    const id = await program();
    await hours(id, world.auditor.personId);
    const base = report(id);
    const routes: Array<[string, string, string[]]> = [
      ['PUT', `${base}/questions/${world.q1}`, ['version', 'answer', 'finished', 'grade_id', 'public', 'strengths', 'development_areas', 'score', 'has_deviation', 'observation_status_id', 'reviewer_comment']],
      ['PUT', base, ['auditor_comment']],
      ['PUT', `${base}/company-comment`, ['company_comment']],
      ['POST', `${base}/review`, ['reviewer_comment', 'accept']],
      ['POST', `${base}/review-request`, []],
      ['POST', `${base}/send`, []],
    ];
    const failures: string[] = [];
    for (const client of [world.auditorClient, world.masterClient, world.companyClient]) {
      for (const [method, url, fields] of routes) {
        const bodies = [null, [], 'x', 5, { '\u0000': '\ud800' }, ...fields.flatMap((field) => WEIRD.map((value) => ({ version: 1, [field]: value })))];
        for (const body of bodies) {
          const answer = await client.request(method, url, { body });
          if (answer.status >= 500) failures.push(`${answer.status} ${method} ${url} ${JSON.stringify(body).slice(0, 60)}`);
        }
      }
      for (const header of ['', '"0"', '"99999999999"', 'W/', '*', '"1", "2"', '\u00e4']) {
        const answer = await putIfMatch(client, `${base}/questions/${world.q1}`, { version: 1 }, header);
        if (answer.status >= 500) failures.push(`${answer.status} If-Match ${header}`);
      }
    }
    for (const path of [`/api/audit-programs/${2 ** 31}/report`, `/api/audit-programs/0/report/pdf`, `${base}/questions/${2 ** 31}`]) {
      const answer = await world.auditorClient.get(path);
      if (answer.status >= 500) failures.push(`${answer.status} GET ${path}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
