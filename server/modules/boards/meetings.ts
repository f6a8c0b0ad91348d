/**
 * Board meetings (issue 20, SPEC §3 Board meeting, §4 statusText, §9 renewal dates): the office
 * creates, changes and removes them (removal only before the start); a board member reads the
 * meetings of their own boards. Renewal dates default to 60 / 30 / 14 days before the meeting and
 * follow a moved meeting while they are still at their defaults. Every change audited.
 */
import { sql, type Updateable } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { BoardMeetingsTable } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { notFound, unprocessable } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { entityView, givenColumns, storedColumns } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { boardMeeting, RENEWAL_ORDER_MESSAGES, type BoardMeeting, type BoardMeetingBody, type MeetingMember } from '../../../src/domain/entities/board';
import { AGENDA_MESSAGES, quorumOf, defaultRenewalDates, meetingDay, MEETING_STATUS_TEXTS, RENEWAL_DATE_KEYS, type MeetingStatusText, type RenewalDateKey } from '../../../src/domain/boardMeetings';
import { toSnakeCase } from '../../../src/domain/caseKeys';
import { MEETING_NOT_FOUND, seesBoard } from './visibility';
import { isOfficePerson, NOT_OFFICE_PERSON } from './people';
import { detachAll, lockMeeting } from './agenda';

export const BOARD_CHOICE = 'Valitse lautakunta listalta.';
export const RENEWAL_AFTER_MEETING = 'Päivän on oltava ennen kokouspäivää.';
export const MEETING_RULES = [
  BOARD_CHOICE,
  AGENDA_MESSAGES.boardInactive,
  NOT_OFFICE_PERSON,
  RENEWAL_AFTER_MEETING,
  AGENDA_MESSAGES.archived,
  RENEWAL_ORDER_MESSAGES.second,
  RENEWAL_ORDER_MESSAGES.sent,
] as const;

const meetingView = entityView(boardMeeting);

/** SPEC §4 statusText in SQL (boardMeetings.ts meetingStatusText says the same). */
const STATUS_TEXT = sql<MeetingStatusText>`case when m.archived_at is not null then 'archived' when m.started_at is not null then 'active' else 'in_future' end`;

function meetingSelect(db: Db, user: CurrentUser) {
  return db
    .selectFrom('board_meetings as m')
    .innerJoin('boards as b', 'b.id', 'm.board_id')
    .select([
      ...storedColumns(boardMeeting, 'm'),
      'b.name as board_name',
      STATUS_TEXT.as('status_text'),
      sql<number>`(select count(*)::int from applications a where a.board_meeting_id = m.id)`.as('application_count'),
      sql<MeetingMember[]>`coalesce((
        select json_agg(json_build_object('id', bm.id, 'personId', bm.person_id, 'name', p.first_name || ' ' || p.last_name,
          'boardMemberRoleId', bm.board_member_role_id, 'active', bm.active, 'attendanceId', att.attendance_id)
          order by bm.board_member_role_id, p.last_name, p.first_name, bm.id)
        from board_members bm join people p on p.id = bm.person_id
        left join board_meeting_attendances att on att.board_meeting_id = m.id and att.board_member_id = bm.id
        where bm.board_id = m.board_id and (bm.active or att.board_member_id is not null)), '[]')`.as('members'),
    ])
    .where(seesBoard(user, 'm.board_id'));
}
type MeetingRow = Awaited<ReturnType<ReturnType<typeof meetingSelect>['executeTakeFirstOrThrow']>>;
const toMeeting = (row: MeetingRow): BoardMeeting =>
  meetingView(row, {
    boardName: row.board_name,
    statusText: row.status_text,
    active: row.status_text === 'active',
    applicationCount: row.application_count,
    members: row.members,
    quorum: quorumOf(row.members),
  });

const idFilter = z.string().regex(/^[1-9][0-9]{0,9}$/, 'Valitse lautakunta listalta.').transform(Number);

export const meetingList = defineList({
  sortable: entitySortable(boardMeeting, 'm', { boardName: 'b.name' }),
  defaultSort: 'meetingTime',
  defaultOrder: 'desc',
  tiebreaker: 'm.id',
  search: true,
  filters: {
    board_id: idFilter,
    status_text: z.enum(MEETING_STATUS_TEXTS, { error: 'Tilan on oltava in_future, active tai archived.' }),
  },
});

export function listMeetings(ctx: AppContext, user: CurrentUser, query: z.output<typeof meetingList.query>): Promise<Page<BoardMeeting>> {
  return meetingList.page(meetingSelect(ctx.db, user), query, {
    view: toMeeting,
    filters: {
      board_id: (boardId) => (eb) => eb('m.board_id', '=', boardId),
      status_text: (status) => () => sql<boolean>`${STATUS_TEXT} = ${status}`,
    },
    search: (q) => (eb) => eb(sql`lower(m.title || ' ' || coalesce(m.location, ''))`, 'like', containsPattern(q)),
  });
}

export async function getMeeting(db: Db, user: CurrentUser, meetingId: number): Promise<BoardMeeting> {
  const row = await meetingSelect(db, user).where('m.id', '=', meetingId).executeTakeFirst();
  if (!row) throw notFound(MEETING_NOT_FOUND);
  return toMeeting(row);
}

/** The board's meeting before `meetingTime` (SPEC §3 previousBoardMeetingId). */
async function previousMeeting(db: Db, boardId: number, meetingTime: string | Date, except: number | null): Promise<number | null> {
  let select = db.selectFrom('board_meetings').select('id').where('board_id', '=', boardId).where('meeting_time', '<', new Date(meetingTime));
  if (except !== null) select = select.where('id', '!=', except);
  const row = await select.orderBy('meeting_time', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return row?.id ?? null;
}

/** The renewal dates go out before the meeting day. */
function checkRenewalDates(meetingTime: string | Date, dates: Partial<Record<RenewalDateKey, string | null>>): void {
  const day = meetingDay(meetingTime);
  const errors: Record<string, string[]> = {};
  for (const key of RENEWAL_DATE_KEYS) {
    const value = dates[key];
    if (value && value >= day) errors[toSnakeCase(key)] = [RENEWAL_AFTER_MEETING];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

async function checkCaller(db: Db, personId: number | null | undefined): Promise<void> {
  if (personId != null && !(await isOfficePerson(db, personId))) throw unprocessable({ caller_person_id: [NOT_OFFICE_PERSON] }, NOT_OFFICE_PERSON);
}

const audited = (record: BoardMeeting) => ({
  board_id: record.boardId,
  title: record.title,
  meeting_time: record.meetingTime,
  location: record.location,
  description: record.description,
  caller_person_id: record.callerPersonId,
  member_message_title: record.memberMessageTitle,
  member_message_content: record.memberMessageContent,
  company_message_title: record.companyMessageTitle,
  company_message_content: record.companyMessageContent,
  return_due_date: record.returnDueDate,
  remind_renewal_date: record.remindRenewalDate,
  second_remind_renewal_date: record.secondRemindRenewalDate,
  sent_renewal_date: record.sentRenewalDate,
});

const dayOf = (value: Date | string | null): string | null => (value === null ? null : typeof value === 'string' ? value : meetingDay(value));

export async function createMeeting(ctx: AppContext, user: CurrentUser, body: BoardMeetingBody): Promise<BoardMeeting> {
  await checkCaller(ctx.db, body.caller_person_id);
  return ctx.db.transaction().execute(async (trx) => {
    const board = await trx.selectFrom('boards').select(['id', 'active']).where('id', '=', body.board_id).forShare().executeTakeFirst();
    if (!board) throw unprocessable({ board_id: [BOARD_CHOICE] }, BOARD_CHOICE);
    if (!board.active) throw unprocessable({ board_id: [AGENDA_MESSAGES.boardInactive] }, AGENDA_MESSAGES.boardInactive);
    const defaults = defaultRenewalDates(body.meeting_time);
    const dates = {
      remindRenewalDate: body.remind_renewal_date === undefined ? defaults.remindRenewalDate : body.remind_renewal_date,
      secondRemindRenewalDate: body.second_remind_renewal_date === undefined ? defaults.secondRemindRenewalDate : body.second_remind_renewal_date,
      sentRenewalDate: body.sent_renewal_date === undefined ? defaults.sentRenewalDate : body.sent_renewal_date,
    };
    checkRenewalDates(body.meeting_time, dates);
    const { id } = await trx
      .insertInto('board_meetings')
      .values({
        ...(givenColumns(boardMeeting, body, 'create') as Updateable<BoardMeetingsTable>),
        board_id: body.board_id,
        title: body.title,
        meeting_time: body.meeting_time,
        remind_renewal_date: dates.remindRenewalDate,
        second_remind_renewal_date: dates.secondRemindRenewalDate,
        sent_renewal_date: dates.sentRenewalDate,
        previous_board_meeting_id: await previousMeeting(trx, body.board_id, body.meeting_time, null),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const record = await getMeeting(trx, user, id);
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'board_meeting', entityId: id, action: 'create', after: audited(record) });
    return record;
  });
}

export async function updateMeeting(ctx: AppContext, user: CurrentUser, meetingId: number, body: Partial<BoardMeetingBody>): Promise<BoardMeeting> {
  await checkCaller(ctx.db, body.caller_person_id);
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await lockMeeting(trx, meetingId);
    if (stored.archived_at) throw unprocessable({}, AGENDA_MESSAGES.archived);
    const before = await getMeeting(trx, user, meetingId);
    const changes: Updateable<BoardMeetingsTable> = { ...(givenColumns(boardMeeting, body) as Updateable<BoardMeetingsTable>) };
    const meetingTime = body.meeting_time ?? stored.meeting_time;
    if (body.meeting_time !== undefined && new Date(body.meeting_time).getTime() !== stored.meeting_time.getTime()) {
      // A date still at its default follows the moved meeting; one the office set stays.
      const oldDefaults = defaultRenewalDates(stored.meeting_time);
      const newDefaults = defaultRenewalDates(body.meeting_time);
      for (const key of RENEWAL_DATE_KEYS) {
        const column = toSnakeCase(key) as 'remind_renewal_date' | 'second_remind_renewal_date' | 'sent_renewal_date';
        if (body[column] === undefined && dayOf(stored[column]) === oldDefaults[key]) changes[column] = newDefaults[key];
      }
      changes.previous_board_meeting_id = await previousMeeting(trx, stored.board_id, body.meeting_time, meetingId);
    }
    const pick = (column: 'remind_renewal_date' | 'second_remind_renewal_date' | 'sent_renewal_date') =>
      (changes[column] !== undefined ? changes[column] : dayOf(stored[column])) as string | null;
    checkRenewalDates(meetingTime, {
      remindRenewalDate: pick('remind_renewal_date'),
      secondRemindRenewalDate: pick('second_remind_renewal_date'),
      sentRenewalDate: pick('sent_renewal_date'),
    });
    await trx.updateTable('board_meetings').set({ ...changes, updated_at: sql`now()` }).where('id', '=', meetingId).execute();
    const record = await getMeeting(trx, user, meetingId);
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'board_meeting', entityId: meetingId, action: 'update', before: audited(before), after: audited(record) });
    return record;
  });
}

/** Only before the start; the applications on its agenda return to the queue (status 5). */
export async function deleteMeeting(ctx: AppContext, user: CurrentUser, meetingId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const stored = await lockMeeting(trx, meetingId);
    if (stored.started_at) throw unprocessable({}, AGENDA_MESSAGES.deleteStarted);
    const before = await getMeeting(trx, user, meetingId);
    await detachAll(trx, user, meetingId);
    await trx.deleteFrom('board_meetings').where('id', '=', meetingId).execute();
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'board_meeting', entityId: meetingId, action: 'delete', before: audited(before) });
  });
}
