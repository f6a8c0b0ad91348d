/**
 * Board meeting renewal reminders (issue 20 "Meetings" and "Reminders", SPEC §9): on a coming
 * meeting's three renewal dates, a scheduled job (jobs/queues.ts meeting-renewal-reminders) mails the
 * admins and contact persons of each company whose certificate comes up for renewal at that meeting
 * (src/domain/meetingReminders.ts renewalWindow; docs/decisions.md).
 *
 * Each (meeting, company, stage) goes once: its row is written in the transaction that queues the
 * mails (the outbox), so a second process running the job at the same time finds the row and sends
 * nothing, and a crash between the two loses nothing. Everything is read afresh on each run: a
 * renewal date or the meeting moved re-evaluates what is due; a missed day is made up by the next run.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Outbox } from '../../jobs';
import type { CurrentUser } from '../../http/currentUser';
import { notFound } from '../../http/errors';
import { isoTimestamp } from '../../http/list';
import { companyNoticeRecipients } from '../companies';
import { formatDate } from '../../../src/domain/formats';
import { dueRenewalStage, renewalStageName, renewalWindow, type RenewalStageId } from '../../../src/domain/meetingReminders';
import type { MeetingReminder } from '../../../src/domain/api/meetingReminderActions';
import { renewalReminderMail } from './renewalMails';
import { MEETING_NOT_FOUND, seesBoard } from './visibility';

export interface RenewalReminderContext {
  db: Db;
  outbox: Outbox;
  appUrl: string;
}

/** Days as the office counts them: in Finland. */
const FINNISH_DAY = (column: string) => sql<string>`(${sql.ref(column)} at time zone 'Europe/Helsinki')::date::text`;
const TODAY = sql<string>`(now() at time zone 'Europe/Helsinki')::date::text`;

/** Meetings not yet started, on a later day, with a renewal date that has come; and the board's next meeting's day. */
function meetingsWithDueDates(db: Db) {
  return db
    .selectFrom('board_meetings as m')
    .innerJoin('boards as b', 'b.id', 'm.board_id')
    .select([
      'm.id',
      'm.board_id',
      'b.name as board_name',
      FINNISH_DAY('m.meeting_time').as('meeting_day'),
      sql<string | null>`m.remind_renewal_date::text`.as('remind_renewal_date'),
      sql<string | null>`m.second_remind_renewal_date::text`.as('second_remind_renewal_date'),
      sql<string | null>`m.sent_renewal_date::text`.as('sent_renewal_date'),
      TODAY.as('today'),
      sql<string | null>`(select min((next.meeting_time at time zone 'Europe/Helsinki')::date)::text from board_meetings next
        where next.board_id = m.board_id and next.id <> m.id and next.archived_at is null
          and (next.meeting_time at time zone 'Europe/Helsinki')::date > (m.meeting_time at time zone 'Europe/Helsinki')::date)`.as('next_meeting_day'),
    ])
    .where('m.started_at', 'is', null)
    .where('m.archived_at', 'is', null)
    .where(sql<boolean>`(m.meeting_time at time zone 'Europe/Helsinki')::date > (now() at time zone 'Europe/Helsinki')::date`)
    .where((eb) =>
      eb.or([
        eb('m.remind_renewal_date', '<=', sql<string>`(now() at time zone 'Europe/Helsinki')::date`),
        eb('m.second_remind_renewal_date', '<=', sql<string>`(now() at time zone 'Europe/Helsinki')::date`),
        eb('m.sent_renewal_date', '<=', sql<string>`(now() at time zone 'Europe/Helsinki')::date`),
      ]),
    )
    .orderBy('m.id')
    .execute();
}

export interface RenewalCertificate {
  id: number;
  company_id: number;
  company_name: string;
  certificate_name: string;
  certificate_number: string | null;
  valid_until: string;
}

/**
 * The certificates a meeting renews (docs/decisions.md "Who comes up for renewal at a meeting"): the
 * association's own, in force (not suspended or withdrawn), granted by this meeting's board (their
 * application was on one of its meetings), not superseded by a later one of the same kind, and ending
 * in the meeting's renewal window.
 */
export function certificatesUpForRenewal(db: Db, boardId: number, window: { from: string; until: string }): Promise<RenewalCertificate[]> {
  return db
    .selectFrom('company_certificates as cc')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .innerJoin('applications as a', 'a.id', 'cc.application_id')
    .innerJoin('board_meetings as decided', 'decided.id', 'a.board_meeting_id')
    .select(['cc.id', 'cc.company_id', 'c.name as company_name', 'cc.certificate_name', 'cc.certificate_number', sql<string>`cc.valid_until::text`.as('valid_until')])
    .where('decided.board_id', '=', boardId)
    .where('cc.issued_by_association', '=', true)
    .where('cc.held_status', '=', 'active')
    .where('cc.valid_until', '>=', window.from)
    .where('cc.valid_until', '<', window.until)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('company_certificates as later')
            .select(sql`1`.as('one'))
            .whereRef('later.company_id', '=', 'cc.company_id')
            .whereRef('later.certificate_type_id', '=', 'cc.certificate_type_id')
            .whereRef('later.valid_until', '>', 'cc.valid_until')
            .where('later.issued_by_association', '=', true)
            .where('later.held_status', '=', 'active'),
        ),
      ),
    )
    .orderBy('cc.company_id')
    .orderBy('cc.valid_until')
    .orderBy('cc.id')
    .execute();
}

const certificateLine = (row: RenewalCertificate) =>
  `${row.certificate_name}${row.certificate_number ? ` ${row.certificate_number}` : ''}, voimassa ${formatDate(row.valid_until)} asti`;

/** Sends what is due today; answers how many reminders (meeting, company and stage) this call sent. */
export async function sendMeetingRenewalReminders(ctx: RenewalReminderContext): Promise<number> {
  let sent = 0;
  for (const meeting of await meetingsWithDueDates(ctx.db)) {
    const stage = dueRenewalStage(
      { remindRenewalDate: meeting.remind_renewal_date, secondRemindRenewalDate: meeting.second_remind_renewal_date, sentRenewalDate: meeting.sent_renewal_date },
      meeting.meeting_day,
      meeting.today,
    );
    if (stage === null) continue;
    const certificates = await certificatesUpForRenewal(ctx.db, meeting.board_id, renewalWindow(meeting.meeting_day, meeting.next_meeting_day));
    const byCompany = new Map<number, RenewalCertificate[]>();
    for (const row of certificates) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
    for (const [companyId, rows] of byCompany) {
      if (await sendOne(ctx, { meetingId: meeting.id, boardName: meeting.board_name, meetingDay: meeting.meeting_day, stage, companyId, rows })) sent++;
    }
  }
  return sent;
}

interface OneReminder {
  meetingId: number;
  boardName: string;
  meetingDay: string;
  stage: RenewalStageId;
  companyId: number;
  rows: RenewalCertificate[];
}

async function sendOne(ctx: RenewalReminderContext, one: OneReminder): Promise<boolean> {
  const to = await companyNoticeRecipients(ctx.db, one.companyId);
  const lines = one.rows.map(certificateLine);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('meeting_renewal_reminders')
      .values({ board_meeting_id: one.meetingId, company_id: one.companyId, stage: one.stage, meeting_day: one.meetingDay, certificates: lines, recipients: to })
      .onConflict((oc) => oc.columns(['board_meeting_id', 'company_id', 'stage', 'meeting_day']).doNothing())
      .returning('company_id')
      .executeTakeFirst();
    if (!row) return false;
    const facts = { companyId: one.companyId, companyName: one.rows[0].company_name, boardName: one.boardName, meetingDay: one.meetingDay, certificates: lines };
    for (const address of to) await ctx.outbox.mail(trx, renewalReminderMail(address, one.stage, facts, ctx.appUrl));
    return true;
  });
}

/** What the meeting's reminders sent, newest first: the office and the board's members (404 for another board's meeting). */
export async function meetingReminders(db: Db, user: CurrentUser, meetingId: number): Promise<{ data: MeetingReminder[] }> {
  const meeting = await db.selectFrom('board_meetings as m').select('m.id').where('m.id', '=', meetingId).where(seesBoard(user, 'm.board_id')).executeTakeFirst();
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
  const rows = await db
    .selectFrom('meeting_renewal_reminders as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select([
      'r.stage',
      'r.company_id as companyId',
      'c.name as companyName',
      sql<string>`r.meeting_day::text`.as('meetingDay'),
      'r.certificates',
      sql<number>`cardinality(r.recipients)`.as('recipientCount'),
      isoTimestamp('r.sent_at').as('sentAt'),
    ])
    .where('r.board_meeting_id', '=', meetingId)
    .orderBy('r.sent_at', 'desc')
    .orderBy('r.stage', 'desc')
    .orderBy('c.name')
    .execute();
  return { data: rows.map((row) => ({ ...row, stageName: renewalStageName(row.stage) })) };
}
