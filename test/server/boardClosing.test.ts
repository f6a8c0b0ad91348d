/**
 * The meeting's last steps (issue 20): end (every item decided, items to 8), notify (items to 9, a
 * certificate once per acceptance with the industries the BOARD granted, one notice per company and
 * recipient, all or nothing), archive (10); each only after the one before; the company reads the
 * decision on its application once notified.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/context';
import type { Outbox } from '../../server/jobs';
import { notifyMeeting } from '../../server/modules/boards/closing';
import { companyWithAdmin, createUser, signedIn, useTestApp } from './helpers';
import { insertApplication } from './applicationReviewFixtures';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;
const STATEMENT = 8;
const PROPOSE_ACCEPTANCE = 6;

async function setup() {
  const officeUser = await createUser(env.db, { permissions: [OFFICE], firstName: 'Toimisto' });
  const office = await signedIn(env.app, officeUser.email);
  const board = (await office.post('/api/boards', { name: `Pätevyyslautakunta ${Math.random().toString(36).slice(2, 6)}` })).body;
  const chairPerson = await createUser(env.db, { permissions: [BOARD], firstName: 'Puheenjohtaja' });
  await office.post(`/api/boards/${board.id}/members`, { person_id: chairPerson.personId, board_member_role_id: 1 });
  const participantPerson = await createUser(env.db, { permissions: [BOARD], firstName: 'Jäsen' });
  await office.post(`/api/boards/${board.id}/members`, { person_id: participantPerson.personId, board_member_role_id: 3 });
  const chairman = await signedIn(env.app, chairPerson.email);
  const participant = await signedIn(env.app, participantPerson.email);
  const meeting = (
    await office.post('/api/board-meetings', {
      board_id: board.id,
      title: 'Kevätkokous',
      meeting_time: '2030-05-01T10:00:00+03:00',
      company_message_title: 'Päätös yritykselle {yritys}',
      company_message_content: 'Hyvä {yritys},\n\nlautakunta on käsitellyt hakemuksenne.',
    })
  ).body;
  return { officeUser, office, board, chairman, participant, meeting };
}

/** An evaluated application (type 1 qualification or 4 quality certificate) with a proposal and two industries. */
async function proposed(typeId = 1, name?: string) {
  const { company, admin, client } = await companyWithAdmin(env, { name });
  const appId = await insertApplication(env.db, company.id, { statusId: 5, typeId });
  const industries = await env.db.selectFrom('classification_industries').select(['id', 'symbolic_number']).where('available_proficiency', '=', true).orderBy('sort_number').limit(2).execute();
  // The application's own marks say the opposite of the board: the certificate must follow the board.
  const rows = await env.db
    .insertInto('application_industries')
    .values(industries.map((industry, index) => ({ application_id: appId, classification_industry_id: industry.id, granted: index === 1 })))
    .returning(['id', 'classification_industry_id'])
    .execute();
  await env.db.insertInto('application_reviews').values({ application_id: appId, section_id: STATEMENT, review_status_id: PROPOSE_ACCEPTANCE, comment: 'Esitetään' }).execute();
  return { company, admin, client, appId, industries: rows, classes: industries };
}

async function decide(meetingId: number, appId: number, decisionId: number, industries: Array<{ id: number; granted: boolean }> = []) {
  const row = await env.db
    .insertInto('board_item_decisions')
    .values({ board_meeting_id: meetingId, application_id: appId, board_decision_id: decisionId, reasons: 'Vaatimukset täyttyvät', conditions: decisionId === 2 ? 'Toimita vakuutustodistus' : null, return_due_date: decisionId === 2 ? '2030-06-30' : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (industries.length) await env.db.insertInto('board_item_decision_industries').values(industries.map((industry) => ({ board_item_decision_id: row.id, application_industry_id: industry.id, granted: industry.granted }))).execute();
  // The decision was made on the meeting's day.
  await env.db.updateTable('board_item_decisions').set({ decided_at: '2030-05-01T12:00:00+03:00' }).where('id', '=', row.id).execute();
}

const statusOf = async (appId: number) => (await env.db.selectFrom('applications').select('application_status_id').where('id', '=', appId).executeTakeFirstOrThrow()).application_status_id;
const certificatesOf = (appId: number) =>
  env.db.selectFrom('company_certificates').select(['id', 'certificate_number', 'certificate_type_id', sql<string>`valid_from::text`.as('valid_from'), sql<string>`valid_until::text`.as('valid_until')]).where('application_id', '=', appId).execute();

describe('ending, notifying and archiving a meeting', () => {
  it('goes end → notify → archive, each only after the one before, with statuses 8 / 9 / 10, certificates once and one notice per company', async () => {
    const { office, chairman, participant, meeting } = await setup();
    const a = await proposed(1, 'Alfa Rakennus Oy');
    const b = await proposed(4, 'Beta Laatu Oy');
    // Alfa's second item, an environment certificate: still one notice to Alfa, with both extracts.
    const alfaEnvironment = await insertApplication(env.db, a.company.id, { statusId: 5, typeId: 6 });
    await env.db.insertInto('application_reviews').values({ application_id: alfaEnvironment, section_id: STATEMENT, review_status_id: PROPOSE_ACCEPTANCE, comment: 'Esitetään' }).execute();
    for (const appId of [a.appId, b.appId, alfaEnvironment]) expect((await office.post(`/api/board-meetings/${meeting.id}/applications`, { application_id: appId })).status).toBe(200);

    // Not started: not ended, not notified, not archived.
    expect((await office.post(`/api/board-meetings/${meeting.id}/end`)).body.message).toBe('Kokousta ei ole aloitettu, joten sitä ei voi päättää.');
    expect((await office.post(`/api/board-meetings/${meeting.id}/notify`)).body.message).toBe('Päätökset voi lähettää yrityksille vasta, kun kokous on päätetty.');
    expect((await office.post(`/api/board-meetings/${meeting.id}/archive`)).body.message).toBe('Kokouksen voi arkistoida vasta, kun päätökset on lähetetty yrityksille.');

    expect((await chairman.post(`/api/board-meetings/${meeting.id}/start`)).status).toBe(200);
    const undecided = await chairman.post(`/api/board-meetings/${meeting.id}/end`);
    expect(undecided.status).toBe(422);
    expect(undecided.body.message).toBe(
      'Kaikilla kokouksen asioilla ei ole päätöstä: Alfa Rakennus Oy, Beta Laatu Oy. Kirjaa päätös tai siirrä asia seuraavaan kokoukseen ennen kuin päätät kokouksen.',
    );
    // The board grants the first industry and not the second (the application's own marks say the opposite).
    await decide(meeting.id, a.appId, 2, [
      { id: a.industries[0].id, granted: true },
      { id: a.industries[1].id, granted: false },
    ]);
    await decide(meeting.id, alfaEnvironment, 1);
    expect((await chairman.post(`/api/board-meetings/${meeting.id}/end`)).body.message).toContain(': Beta Laatu Oy. Kirjaa');
    await decide(meeting.id, b.appId, 3);

    // A participant may not end it; the chairman may; notify and archive are the office's.
    expect((await participant.post(`/api/board-meetings/${meeting.id}/end`)).status).toBe(403);
    const ended = await chairman.post(`/api/board-meetings/${meeting.id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ endedAt: expect.any(String), notifiedAt: null, statusText: 'active' });
    expect([await statusOf(a.appId), await statusOf(b.appId), await statusOf(alfaEnvironment)]).toEqual([8, 8, 8]);
    expect((await chairman.post(`/api/board-meetings/${meeting.id}/end`)).status).toBe(409);
    expect((await chairman.post(`/api/board-meetings/${meeting.id}/notify`)).status).toBe(403);
    expect((await office.post(`/api/board-meetings/${meeting.id}/archive`)).status).toBe(422);

    // Before the notices, the company sees no decision; the office already does.
    expect((await a.client.get(`/api/companies/${a.company.id}/applications/${a.appId}/board-decision`)).body).toEqual({ data: null });
    expect((await office.get(`/api/companies/${a.company.id}/applications/${a.appId}/board-decision`)).body.data).toMatchObject({ boardDecisionId: 2 });

    const mailsBefore = env.mails.length;
    const notified = await office.post(`/api/board-meetings/${meeting.id}/notify`);
    expect(notified.status).toBe(200);
    expect(notified.body.notifiedAt).toEqual(expect.any(String));
    expect([await statusOf(a.appId), await statusOf(b.appId)]).toEqual([9, 9]);

    // A qualification for a year from the decision's day, with only the industry the board granted; nothing for the declined one.
    const [certificate] = await certificatesOf(a.appId);
    expect(certificate).toMatchObject({ certificate_type_id: 3, valid_from: '2030-05-01', valid_until: '2031-04-30' });
    const scope = await env.db.selectFrom('company_certificate_industries').select('classification_industry_id').where('certificate_id', '=', certificate.id).execute();
    expect(scope.map((row) => row.classification_industry_id)).toEqual([a.industries[0].classification_industry_id]);
    expect(await certificatesOf(b.appId)).toEqual([]);
    // The board's marks became the application's own.
    const marks = await env.db.selectFrom('application_industries').select(['id', 'granted']).where('application_id', '=', a.appId).orderBy('id').execute();
    expect(marks).toEqual([
      { id: a.industries[0].id, granted: true },
      { id: a.industries[1].id, granted: false },
    ]);
    // A certificate application: three years.
    expect(await certificatesOf(alfaEnvironment)).toEqual([expect.objectContaining({ certificate_type_id: 5, valid_from: '2030-05-01', valid_until: '2033-04-30' })]);

    // One notice per company (to its admin), from the company message, with the extract and the appeal instructions.
    await env.jobs.runDue();
    const notices = env.mails.slice(mailsBefore).filter((mail) => mail.subject.startsWith('Päätös yritykselle'));
    expect(notices.map((mail) => mail.to).sort()).toEqual([a.admin.email, b.admin.email].map((email) => email.toLowerCase()).sort());
    const toA = notices.find((mail) => mail.to === a.admin.email.toLowerCase());
    expect(toA?.subject).toBe('Päätös yritykselle Alfa Rakennus Oy – Alfa Rakennus Oy');
    expect(toA?.text).toContain('Hyvä Alfa Rakennus Oy,');
    expect(toA?.text).toContain('kokouksessaan 01.05.2030 (Kevätkokous), puheenjohtajana Puheenjohtaja Käyttäjä.');
    expect(toA?.text).toContain('Päätös: Hyväksytty ehdollisena');
    expect(toA?.text).toContain('Perustelut: Vaatimukset täyttyvät');
    expect(toA?.text).toContain('Ehdot: Toimita vakuutustodistus');
    expect(toA?.text).toContain('Ehtojen täyttämisen määräpäivä: 30.06.2030');
    expect(toA?.text).toContain(`Myönnetyt toimialat: ${a.classes[0].symbolic_number} `);
    expect(toA?.text).toContain(`${certificate.certificate_number}, voimassa 30.04.2031 asti`);
    expect(toA?.text).toContain(`/api/board-meetings/${meeting.id}/items/${a.appId}/decision-extract`);
    // The decision extract of each of the company's items goes with the notice as a PDF.
    expect(toA?.attachments?.map((attachment) => attachment.filename)).toContain(`paatosote-hakemus-${a.appId}.pdf`);
    expect(toA?.attachments?.every((attachment) => attachment.contentType === 'application/pdf' && Buffer.from(attachment.content, 'base64').subarray(0, 5).toString() === '%PDF-')).toBe(true);
    expect(toA?.text).toContain('Pätevä-yhdistyksen hallitukselta 30 päivän kuluessa');
    const toB = notices.find((mail) => mail.to === b.admin.email.toLowerCase());
    expect(toA?.text).toContain(`Hakemus: Ympäristösertifikaatti (nro ${alfaEnvironment})`);
    expect(toB?.text).toContain('Päätös: Hylätty');
    expect(toB?.text).not.toContain('Myönnetty:');

    // The company now reads the decision on its application.
    const seen = await a.client.get(`/api/companies/${a.company.id}/applications/${a.appId}/board-decision`);
    expect(seen.body.data).toEqual({
      meetingId: meeting.id,
      boardName: expect.any(String),
      meetingTime: '2030-05-01T07:00:00.000Z',
      boardDecisionId: 2,
      decisionName: 'Hyväksytty ehdollisena',
      reasons: 'Vaatimukset täyttyvät',
      conditions: 'Toimita vakuutustodistus',
      returnDueDate: '2030-06-30',
      decidedAt: expect.any(String),
      notifiedAt: expect.any(String),
      industries: [expect.objectContaining({ granted: true }), expect.objectContaining({ granted: false })],
      certificateNumber: certificate.certificate_number,
    });
    // Another company's application is not theirs.
    expect((await a.client.get(`/api/companies/${b.company.id}/applications/${b.appId}/board-decision`)).status).toBe(403);

    // Notified once: again is 409, nothing more issued or mailed.
    expect((await office.post(`/api/board-meetings/${meeting.id}/notify`)).status).toBe(409);
    await env.jobs.runDue();
    expect(env.mails.slice(mailsBefore).filter((mail) => mail.subject.startsWith('Päätös yritykselle'))).toHaveLength(2);
    expect(await certificatesOf(a.appId)).toHaveLength(1);

    const archived = await office.post(`/api/board-meetings/${meeting.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ statusText: 'archived', archivedAt: expect.any(String) });
    expect([await statusOf(a.appId), await statusOf(b.appId), await statusOf(alfaEnvironment)]).toEqual([10, 10, 10]);
    expect((await office.post(`/api/board-meetings/${meeting.id}/archive`)).status).toBe(409);
  });

  it('notifies all or nothing: a mail that cannot be queued leaves no certificate, no status change and no mail', async () => {
    const { office, officeUser, chairman, meeting } = await setup();
    const a = await proposed(1, 'Gamma Oy');
    const b = await proposed(1, 'Delta Oy');
    for (const item of [a, b]) await office.post(`/api/board-meetings/${meeting.id}/applications`, { application_id: item.appId });
    await chairman.post(`/api/board-meetings/${meeting.id}/start`);
    await decide(meeting.id, a.appId, 1);
    await decide(meeting.id, b.appId, 1);
    expect((await office.post(`/api/board-meetings/${meeting.id}/end`)).status).toBe(200);

    const failing: Outbox = {
      mail: async (db, mail) => {
        if (mail.to === b.admin.email.toLowerCase()) throw new Error('the queue is down (test)');
        await env.jobs.outbox.mail(db, mail);
      },
    };
    const ctx = { db: env.db, outbox: failing, appUrl: 'http://portal.test' } as unknown as AppContext;
    const user = { id: officeUser.id, email: officeUser.email, personId: officeUser.personId, permissions: [{ id: OFFICE }] };
    const mailsBefore = env.mails.length;
    await expect(notifyMeeting(ctx, user, meeting.id)).rejects.toThrow(/queue is down/);
    await env.jobs.runDue();
    expect(env.mails.slice(mailsBefore)).toEqual([]);
    expect(await certificatesOf(a.appId)).toEqual([]);
    expect([await statusOf(a.appId), await statusOf(b.appId)]).toEqual([8, 8]);
    expect((await office.get(`/api/board-meetings/${meeting.id}`)).body.notifiedAt).toBeNull();

    // Without the board's industry rows, the application's granted ones are the scope (issueForApplication's default).
    expect((await office.post(`/api/board-meetings/${meeting.id}/notify`)).status).toBe(200);
    const [certificate] = await certificatesOf(a.appId);
    const scope = await env.db.selectFrom('company_certificate_industries').select('classification_industry_id').where('certificate_id', '=', certificate.id).execute();
    expect(scope.map((row) => row.classification_industry_id)).toEqual([a.industries[1].classification_industry_id]);
  });

  it("refuses another board's meeting to its chairman (404)", async () => {
    const { meeting, chairman } = await setup();
    const other = await setup();
    expect((await other.chairman.post(`/api/board-meetings/${meeting.id}/end`)).status).toBe(404);
    expect((await chairman.post(`/api/board-meetings/${other.meeting.id}/end`)).status).toBe(404);
  });
});
