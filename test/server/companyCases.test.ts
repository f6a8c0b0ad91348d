/**
 * Deviation and additional-information cases (issue 22 §1): the office opens one (due 30 days
 * later, the admins mailed), the company reads and answers it with files checked by content, the
 * office closes it or takes it to a board meeting; reminders 7 days before and once overdue, each
 * once even with two processes.
 */
import { describe, expect, it } from 'vitest';
import { connectionStringOf, createDb } from '../../server/db/kysely';
import { createJobs } from '../../server/jobs';
import { companyCaseRemindersQueue, QUEUES } from '../../server/jobs/queues';
import { sendCaseReminders } from '../../server/modules/companyCases';
import { auditRows, companyWithAdmin, createUser, memberOf, signedIn, useTestApp } from './helpers';
import { html, pdf, png, type Part } from '../support/uploadFixtures';
import { todayInFinland } from '../../src/domain/referenceAge';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;

const office = async () => signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);

/** A day counted from today in Finland, as the server counts a case's days. */
const isoDay = (daysFromToday: number) => {
  const day = new Date(`${todayInFinland()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysFromToday);
  return day.toISOString().slice(0, 10);
};

const answerForm = (answer: string, files: Array<[string, Buffer, string]> = []): Part[] => [
  { name: 'answer', value: answer },
  ...files.map(([filename, content, type]) => ({ name: 'files', file: { filename, content, type } })),
];

describe('company cases', () => {
  it('the office opens a case due in 30 days; the admins are mailed; members read it; outsiders get 404', async () => {
    const { company, admin, client } = await companyWithAdmin(env, { name: 'Poikkeama Oy' });
    const plain = await memberOf(env, company.id);
    const staff = await office();
    const url = `/api/companies/${company.id}/cases`;

    const refused = await staff.post(url, { case_type_id: 6, title: '' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.title).toEqual(['Otsikko on pakollinen.']);
    const wrongType = await staff.post(url, { case_type_id: 6, title: 'Kuusi' });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors.case_type_id).toEqual(['Valitse tapauksen tyyppi listalta.']);

    const created = await staff.post(url, { case_type_id: 1, title: 'Asiakkaan laatupoikkeama', description: 'Vuotava katto', opened_at: '2026-03-01' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ companyId: company.id, caseTypeId: 1, openedAt: '2026-03-01', dueDate: '2026-03-31', status: 'open', source: 'office', files: [] });
    const today = await staff.post(url, { case_type_id: 2, title: 'Liiketoimintakielto' });
    expect(today.body.openedAt).toBe(isoDay(0));
    expect(today.body.dueDate).toBe(isoDay(30));

    const mails = env.mails.filter((mail) => mail.to === admin.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Selvityspyyntö: Asiakkaan laatupoikkeama – Pätevä', 'Selvityspyyntö: Liiketoimintakielto – Pätevä']);
    expect(mails[0].text).toContain('31.03.2026');
    expect(mails[0].text).toContain(`http://portal.test/companies/${company.id}/cases/${created.body.id}`);
    expect(env.mails.some((mail) => mail.to === plain.user.email)).toBe(false);

    // The opening day moves the due date with it.
    const moved = await staff.put(`${url}/${created.body.id}`, { opened_at: '2026-04-10' });
    expect(moved.body.dueDate).toBe('2026-05-10');
    expect((await plain.client.get(`${url}/${created.body.id}`)).body.title).toBe('Asiakkaan laatupoikkeama');
    expect((await plain.client.get(url)).body.data).toHaveLength(2);
    expect((await client.post(url, { case_type_id: 1, title: 'Itse' })).status).toBe(403);

    const other = await companyWithAdmin(env);
    expect((await other.client.get(`${url}/${created.body.id}`)).status).toBe(403);
    expect((await staff.get(`/api/companies/${other.company.id}/cases/${created.body.id}`)).status).toBe(404);
    expect((await auditRows(env.db, company.id, 'company_case')).map((row) => row.action)).toEqual(['create', 'create', 'update']);

    // Removing an unanswered case opened by mistake.
    expect((await staff.request('DELETE', `${url}/${today.body.id}`)).status).toBe(204);
    expect((await staff.get(`${url}/${today.body.id}`)).status).toBe(404);
  });

  it('the company answers with files checked by content; a lying file is refused and nothing is saved; answered once', async () => {
    const { company, client } = await companyWithAdmin(env);
    const plain = await memberOf(env, company.id);
    const staff = await office();
    const created = await staff.post(`/api/companies/${company.id}/cases`, { case_type_id: 8, title: 'Lisätietoa' });
    const url = `/api/companies/${company.id}/cases/${created.body.id}`;

    const lying = await client.upload(`${url}/answer`, answerForm('Tässä selvitys', [['selvitys.pdf', html(), 'application/pdf']]));
    expect(lying.status).toBeGreaterThanOrEqual(400);
    expect(lying.status).toBeLessThan(500);
    expect(lying.body.errors.files[0]).toMatch(/Tiedosto/);
    expect((await client.get(url)).body).toMatchObject({ status: 'open', answer: null, files: [] });

    const empty = await client.upload(`${url}/answer`, answerForm('  '));
    expect(empty.status).toBe(422);
    expect(empty.body.errors.answer).toEqual(['Kirjoita vastaus.']);
    expect((await plain.client.upload(`${url}/answer`, answerForm('Jäsen'))).status).toBe(403);

    const answered = await client.upload(`${url}/answer`, answerForm('Korjattu, katso liitteet', [['raportti.pdf', await pdf(), 'application/pdf'], ['kuva.png', await png(), 'image/png']]));
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'answered', answer: 'Korjattu, katso liitteet', answeredAt: expect.any(String) });
    expect(answered.body.files.map((file: { name: string; mimeType: string }) => [file.name, file.mimeType])).toEqual([
      ['raportti.pdf', 'application/pdf'],
      ['kuva.png', 'image/png'],
    ]);
    const download = await staff.get(`${url}/files/${answered.body.files[0].id}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await plain.client.get(`${url}/files/${answered.body.files[1].id}`)).status).toBe(200);

    const again = await client.upload(`${url}/answer`, answerForm('Toinen vastaus'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Selvityspyyntöön on jo vastattu tai se on käsitelty.');
    expect((await staff.request('DELETE', url)).status).toBe(409);
  });

  it('the office closes a case with its conclusion, or takes it to a board meeting that lists it', async () => {
    const { company, client } = await companyWithAdmin(env, { name: 'Lautakuntaan Oy' });
    const staff = await office();
    const url = `/api/companies/${company.id}/cases`;
    const one = (await staff.post(url, { case_type_id: 3, title: 'Oma pääoma' })).body;
    const two = (await staff.post(url, { case_type_id: 9, title: 'Konkurssi' })).body;

    const noConclusion = await staff.post(`${url}/${one.id}/close`, { conclusion: '' });
    expect(noConclusion.status).toBe(422);
    expect(noConclusion.body.errors.conclusion).toEqual(['Kirjoita johtopäätös.']);
    expect((await client.post(`${url}/${one.id}/close`, { conclusion: 'Itse' })).status).toBe(403);
    const closed = await staff.post(`${url}/${one.id}/close`, { conclusion: 'Pääoma korjattu tilinpäätöksessä' });
    expect(closed.body).toMatchObject({ status: 'closed', conclusion: 'Pääoma korjattu tilinpäätöksessä', closedAt: expect.any(String) });
    expect((await staff.post(`${url}/${one.id}/close`, { conclusion: 'Uudelleen' })).status).toBe(409);
    expect((await staff.put(`${url}/${one.id}`, { title: 'Myöhään' })).status).toBe(409);
    expect((await client.upload(`${url}/${one.id}/answer`, answerForm('Myöhässä'))).status).toBe(409);

    const board = await env.db.insertInto('boards').values({ name: 'Tapauslautakunta' }).returning('id').executeTakeFirstOrThrow();
    const meeting = await env.db.insertInto('board_meetings').values({ board_id: board.id, title: 'Joulukuun kokous', meeting_time: '2030-12-01T10:00:00Z' }).returning('id').executeTakeFirstOrThrow();
    const ended = await env.db
      .insertInto('board_meetings')
      .values({ board_id: board.id, title: 'Mennyt', meeting_time: '2025-01-01T10:00:00Z', started_at: '2025-01-01T10:00:00Z', ended_at: '2025-01-01T12:00:00Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const past = await staff.post(`${url}/${two.id}/to-board`, { board_meeting_id: ended.id });
    expect(past.status).toBe(422);
    expect(past.body.errors.board_meeting_id).toEqual(['Kokous on jo päättynyt. Valitse tuleva kokous.']);
    const taken = await staff.post(`${url}/${two.id}/to-board`, { board_meeting_id: meeting.id });
    expect(taken.body).toMatchObject({ status: 'board', boardMeetingId: meeting.id, boardMeetingTitle: 'Joulukuun kokous' });

    expect((await staff.get(`/api/board-meetings/${meeting.id}/cases`)).body.data).toEqual([
      { id: two.id, companyId: company.id, companyName: 'Lautakuntaan Oy', caseTypeId: 9, title: 'Konkurssi', status: 'board', openedAt: two.openedAt, dueDate: two.dueDate },
    ]);
    // A member of that board reads them; a board member of another board gets 404.
    const member = await createUser(env.db, { permissions: [BOARD] });
    await env.db.insertInto('board_members').values({ board_id: board.id, person_id: member.personId, board_member_role_id: 1 }).execute();
    expect((await (await signedIn(env.app, member.email)).get(`/api/board-meetings/${meeting.id}/cases`)).body.data).toHaveLength(1);
    const stranger = await createUser(env.db, { permissions: [BOARD] });
    expect((await (await signedIn(env.app, stranger.email)).get(`/api/board-meetings/${meeting.id}/cases`)).status).toBe(404);
  });

  it('the office list across companies shows open cases and marks overdue ones', async () => {
    const { company } = await companyWithAdmin(env, { name: 'Myöhässä Oy' });
    const staff = await office();
    const late = (await staff.post(`/api/companies/${company.id}/cases`, { case_type_id: 5, title: 'Myöhästynyt', opened_at: isoDay(-31) })).body;
    const fresh = (await staff.post(`/api/companies/${company.id}/cases`, { case_type_id: 5, title: 'Tuore' })).body;
    expect(late.overdue).toBe(true);
    expect(fresh.overdue).toBe(false);
    const list = await staff.get(`/api/company-cases?company_id=${company.id}&status=open`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { title: string; overdue: boolean; company: { name: string } }) => [row.title, row.overdue, row.company.name])).toEqual([
      ['Myöhästynyt', true, 'Myöhässä Oy'],
      ['Tuore', false, 'Myöhässä Oy'],
    ]);
    const overdue = await staff.get(`/api/company-cases?company_id=${company.id}&overdue=true`);
    expect(overdue.body.data.map((row: { id: number }) => row.id)).toEqual([late.id]);
    expect((await staff.get('/api/company-cases?status=lost')).status).toBe(422);
  });
});

describe('case reminders', () => {
  it('is a scheduled job of the queue', () => {
    expect(QUEUES).toContain(companyCaseRemindersQueue);
  });

  it('reminds 7 days before the due date and once overdue, each once even with two processes; an answered case gets none', async () => {
    const { company, admin } = await companyWithAdmin(env, { name: 'Muistutettava Oy' });
    const staff = await office();
    const url = `/api/companies/${company.id}/cases`;
    const soon = (await staff.post(url, { case_type_id: 1, title: 'Pian erääntyvä', opened_at: isoDay(-24) })).body;
    const late = (await staff.post(url, { case_type_id: 1, title: 'Erääntynyt', opened_at: isoDay(-35) })).body;
    const far = (await staff.post(url, { case_type_id: 1, title: 'Kaukana', opened_at: isoDay(-5) })).body;
    const answered = (await staff.post(url, { case_type_id: 1, title: 'Vastattu', opened_at: isoDay(-25) })).body;
    await env.db.updateTable('company_cases').set({ status: 'answered' }).where('id', '=', answered.id).execute();

    const dbUrl = connectionStringOf(env.db) ?? '';
    const processes = await Promise.all(
      ['A', 'B'].map(async () => {
        const db = createDb(dbUrl, 2);
        const jobs = createJobs({ connectionString: dbUrl, mailer: { send: async () => {} }, sweepFiles: async () => {}, work: false });
        await jobs.start();
        return { db, jobs };
      }),
    );
    try {
      await Promise.all(processes.map(({ db, jobs }) => sendCaseReminders({ db, outbox: jobs.outbox, appUrl: 'http://portal.test' })));
    } finally {
      for (const { db, jobs } of processes) {
        await jobs.stop();
        await db.destroy();
      }
    }
    const rows = await env.db.selectFrom('company_case_reminders').select(['case_id', 'stage']).where('case_id', 'in', [soon.id, late.id, far.id, answered.id]).orderBy('case_id').execute();
    expect(rows).toEqual([
      { case_id: soon.id, stage: 'before' },
      { case_id: late.id, stage: 'overdue' },
    ]);
    await sendCaseReminders({ db: env.db, outbox: env.jobs.outbox, appUrl: 'http://portal.test' });
    await env.jobs.runDue();
    const subjects = env.mails.filter((mail) => mail.to === admin.email && !mail.subject.startsWith('Selvityspyyntö:')).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(['Muistutus: selvityspyyntöön vastattava ' + soon.dueDate.split('-').reverse().join('.') + ' mennessä – Pätevä', 'Selvityspyynnön vastausaika on päättynyt – Pätevä'].sort());
  });
});
