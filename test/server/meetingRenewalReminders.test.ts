/**
 * Board meeting renewal reminders (issue 20 "Meetings", SPEC §9): on a meeting's renewal dates the
 * companies whose certificate the meeting renews (granted by the same board, ending on or after the
 * meeting's day and before the board's next meeting) get a Finnish reminder, each (meeting, company,
 * stage) once even with two processes; a changed date re-evaluates; the office sees what was sent.
 */
import { describe, expect, it } from 'vitest';
import { connectionStringOf, createDb } from '../../server/db/kysely';
import { createJobs } from '../../server/jobs';
import { meetingRenewalRemindersQueue, QUEUES } from '../../server/jobs/queues';
import { sendMeetingRenewalReminders } from '../../server/modules/boards';
import { issueCertificate } from '../../server/modules/certificates';
import { daysBefore, meetingDay } from '../../src/domain/boardMeetings';
import { formatDate } from '../../src/domain/formats';
import { companyWithAdmin, createUser, memberOf, signedIn, useTestApp } from './helpers';
import { insertApplication } from './applicationReviewFixtures';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;

/** yyyy-MM-dd, `days` from today in Finland. */
const day = (days: number) => daysBefore(meetingDay(new Date()), -days);
/** Noon in Finland on that day (an hour of summer time either way keeps the day). */
const noonOf = (days: number) => `${day(days)}T12:00:00+02:00`;

async function boardWithOffice() {
  const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
  const board = (await office.post('/api/boards', { name: `Lautakunta ${Math.random().toString(36).slice(2, 8)}` })).body as { id: number; name: string };
  return { office, board };
}

type Client = Awaited<ReturnType<typeof signedIn>>;

async function meeting(office: Client, boardId: number, days: number, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await office.post('/api/board-meetings', { board_id: boardId, title: `Kokous ${days}`, meeting_time: noonOf(days), ...extra });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** A certificate the board granted: its application was on one of the board's meetings. */
async function grantedBy(decidedAtMeetingId: number, companyId: number, validUntilDays: number, typeId = 5) {
  const appId = await insertApplication(env.db, companyId, { statusId: 10 });
  await env.db.updateTable('applications').set({ board_meeting_id: decidedAtMeetingId }).where('id', '=', appId).execute();
  const issued = await env.db.transaction().execute((trx) => issueCertificate(trx, { companyId, certificateTypeId: typeId, applicationId: appId, decidedAt: day(validUntilDays - 1000), userId: null }));
  await env.db.updateTable('company_certificates').set({ valid_until: day(validUntilDays) }).where('id', '=', issued.id).execute();
  return issued;
}

const reminderRows = (meetingId: number) =>
  env.db.selectFrom('meeting_renewal_reminders').select(['company_id', 'stage', 'certificates']).where('board_meeting_id', '=', meetingId).orderBy('company_id').orderBy('stage').execute();

describe('board meeting renewal reminders', () => {
  it('is a scheduled job of the queue', () => {
    expect(QUEUES).toContain(meetingRenewalRemindersQueue);
    expect(meetingRenewalRemindersQueue.cron).toBe('15 7 * * *');
  });

  it("mails the renewing companies' admins and contact persons on the meeting's dates, once even with two processes; the office sees it", async () => {
    const { office, board } = await boardWithOffice();
    const other = await boardWithOffice();
    const past = await meeting(office, board.id, -300);
    const otherPast = await meeting(office, other.board.id, -300);
    // In 14 days: its renewal notice (14 days before) is due today; the first two days passed unsent.
    const soon = await meeting(office, board.id, 14);
    // In 60 days: its first reminder is due today.
    const later = await meeting(office, board.id, 60);

    const a = await companyWithAdmin(env, { name: 'Uusiva Rakennus Oy' });
    const contact = await memberOf(env, a.company.id);
    await env.db.updateTable('company_people').set({ company_contact_person: true }).where('user_id', '=', contact.user.id).execute();
    const plain = await memberOf(env, a.company.id);
    const aEnv = await grantedBy(past, a.company.id, 20);
    const aQuality = await grantedBy(past, a.company.id, 30, 2);
    const c = await companyWithAdmin(env, { name: 'Myöhempi Oy' });
    await grantedBy(past, c.company.id, 70);
    // Not renewed at these meetings: ended before the first one, another board's, suspended, superseded, beyond any window.
    const d = await companyWithAdmin(env, { name: 'Ohi Oy' });
    await grantedBy(past, d.company.id, 10);
    await grantedBy(past, d.company.id, 200, 2);
    const e = await companyWithAdmin(env, { name: 'Toisen lautakunnan Oy' });
    await grantedBy(otherPast, e.company.id, 20);
    const f = await companyWithAdmin(env, { name: 'Keskeytetty Oy' });
    const suspended = await grantedBy(past, f.company.id, 20);
    await env.db.updateTable('company_certificates').set({ held_status: 'suspended' }).where('id', '=', suspended.id).execute();
    const g = await companyWithAdmin(env, { name: 'Uusittu Oy' });
    await grantedBy(past, g.company.id, 20, 20);
    await grantedBy(past, g.company.id, 1000, 20);

    // Two app processes: their own pools and job queues, running the job at the same moment.
    const url = connectionStringOf(env.db) ?? '';
    const processes = await Promise.all(
      ['A', 'B'].map(async () => {
        const db = createDb(url, 2);
        const jobs = createJobs({ connectionString: url, mailer: { send: async () => {} }, sweepFiles: async () => {}, work: false });
        await jobs.start();
        return { db, jobs };
      }),
    );
    try {
      const counts = await Promise.all(processes.map(({ db, jobs }) => sendMeetingRenewalReminders({ db, outbox: jobs.outbox, appUrl: 'http://portal.test' })));
      expect(counts[0] + counts[1]).toBe(2);
    } finally {
      for (const { db, jobs } of processes) {
        await jobs.stop();
        await db.destroy();
      }
    }
    expect((await reminderRows(soon)).map((row) => [row.company_id, row.stage, row.certificates.length])).toEqual([[a.company.id, 3, 2]]);
    expect((await reminderRows(later)).map((row) => [row.company_id, row.stage])).toEqual([[c.company.id, 1]]);

    await env.jobs.runDue();
    const ours = (to: string) => env.mails.filter((mail) => mail.to === to && mail.subject.includes('Pätevä') && mail.text.includes('lautakunnan'));
    expect(ours(a.admin.email)).toHaveLength(1);
    expect(ours(contact.user.email)).toHaveLength(1);
    expect(ours(plain.user.email)).toEqual([]);
    const notice = ours(a.admin.email)[0];
    expect(notice.subject).toBe(`Uusimisilmoitus: lautakunnan kokous ${formatDate(day(14))} lähestyy – Pätevä`);
    expect(notice.text).toContain('Uusiva Rakennus Oy');
    expect(notice.text).toContain(board.name);
    expect(notice.text).toContain(`${aEnv.certificateNumber}, voimassa ${formatDate(day(20))} asti`);
    expect(notice.text).toContain(aQuality.certificateNumber);
    expect(notice.text).toContain(`http://portal.test/companies/${a.company.id}/applications`);
    expect(ours(c.admin.email).map((mail) => mail.subject)).toEqual([`Muistutus: pätevyyden tai sertifikaatin uusiminen lautakunnan kokouksessa ${formatDate(day(60))} – Pätevä`]);
    for (const company of [d, e, f, g]) expect(ours(company.admin.email)).toEqual([]);

    // The next morning's run finds them sent.
    expect(await sendMeetingRenewalReminders({ db: env.db, outbox: env.jobs.outbox, appUrl: 'http://portal.test' })).toBe(0);

    // The office and the board's members see what was sent and when; a member of another board does not.
    const reminders = await office.get(`/api/board-meetings/${soon}/reminders`);
    expect(reminders.status).toBe(200);
    expect(reminders.body.data).toEqual([
      {
        stage: 3,
        stageName: 'Uusimisilmoitus',
        companyId: a.company.id,
        companyName: 'Uusiva Rakennus Oy',
        meetingDay: day(14),
        certificates: [expect.stringContaining(aEnv.certificateNumber), expect.stringContaining(aQuality.certificateNumber)],
        recipientCount: 2,
        sentAt: expect.any(String),
      },
    ]);
    const memberPerson = await createUser(env.db, { permissions: [BOARD] });
    await office.post(`/api/boards/${board.id}/members`, { person_id: memberPerson.personId, board_member_role_id: 3 });
    const member = await signedIn(env.app, memberPerson.email);
    expect((await member.get(`/api/board-meetings/${soon}/reminders`)).body.data).toHaveLength(1);
    const outsider = await createUser(env.db, { permissions: [BOARD] });
    await office.post(`/api/boards/${other.board.id}/members`, { person_id: outsider.personId, board_member_role_id: 3 });
    expect((await (await signedIn(env.app, outsider.email)).get(`/api/board-meetings/${soon}/reminders`)).status).toBe(404);
  });

  it('re-evaluates a changed renewal date and a moved meeting', async () => {
    const { office, board } = await boardWithOffice();
    const past = await meeting(office, board.id, -300);
    // Its first reminder would be due 20 days ago; the office set it to five days ahead.
    const coming = await meeting(office, board.id, 40, { remind_renewal_date: day(5) });
    const h = await companyWithAdmin(env, { name: 'Siirretty Oy' });
    await grantedBy(past, h.company.id, 50);
    const run = () => sendMeetingRenewalReminders({ db: env.db, outbox: env.jobs.outbox, appUrl: 'http://portal.test' });

    expect(await run()).toBe(0);
    expect(await reminderRows(coming)).toEqual([]);

    expect((await office.put(`/api/board-meetings/${coming}`, { remind_renewal_date: day(0) })).status).toBe(200);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);

    // The meeting moves: the companies are told its new day (the renewal window moves with it).
    expect((await office.put(`/api/board-meetings/${coming}`, { meeting_time: noonOf(45) })).status).toBe(200);
    expect(await run()).toBe(1);
    await env.jobs.runDue();
    const subjects = env.mails.filter((mail) => mail.to === h.admin.email).map((mail) => mail.subject);
    expect(subjects).toEqual([
      `Muistutus: pätevyyden tai sertifikaatin uusiminen lautakunnan kokouksessa ${formatDate(day(40))} – Pätevä`,
      `Muistutus: pätevyyden tai sertifikaatin uusiminen lautakunnan kokouksessa ${formatDate(day(45))} – Pätevä`,
    ]);

    // Once the meeting has started, nothing more is sent for it.
    await env.db.updateTable('board_meetings').set({ started_at: new Date().toISOString(), second_remind_renewal_date: day(0) }).where('id', '=', coming).execute();
    expect(await run()).toBe(0);
  });

  it('sends nothing when a run fails half-way, and the next run sends it', async () => {
    const { office, board } = await boardWithOffice();
    const past = await meeting(office, board.id, -300);
    const coming = await meeting(office, board.id, 30);
    const k = await companyWithAdmin(env, { name: 'Keskeytynyt Oy' });
    await grantedBy(past, k.company.id, 40);
    const failing = {
      mail: async () => {
        throw new Error('the queue is down (test)');
      },
    };
    await expect(sendMeetingRenewalReminders({ db: env.db, outbox: failing, appUrl: 'http://portal.test' })).rejects.toThrow(/queue is down/);
    expect(await reminderRows(coming)).toEqual([]);
    expect(await sendMeetingRenewalReminders({ db: env.db, outbox: env.jobs.outbox, appUrl: 'http://portal.test' })).toBe(1);
    expect((await reminderRows(coming)).map((row) => row.stage)).toEqual([2]);
  });
});
