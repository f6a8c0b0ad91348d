/**
 * The minute checkers (issue 20; docs/decisions.md): the office or the board's chairman or
 * assistant names two active members of the meeting's board; until the first approval they may be
 * changed, and not once the meeting is archived. Each checker approves the minutes once the meeting
 * has ended; approving again keeps the first time.
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { forbidden, unprocessable } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import { hasOfficePermission } from '../../../src/domain/permissions';
import { BoardMemberRole } from '../../../src/domain/boardMeetings';
import { MINUTES_MESSAGES, type MinuteCheckers } from '../../../src/domain/api/minutesActions';
import { lockMeeting } from './agenda';
import { checkersOf } from './documents';
import { getMeeting } from './meetings';

export const CHECKER_RULES = [
  MINUTES_MESSAGES.twoCheckers,
  MINUTES_MESSAGES.notMember,
  MINUTES_MESSAGES.checkingStarted,
  MINUTES_MESSAGES.archived,
  MINUTES_MESSAGES.notEnded,
] as const;

async function leadsBoard(db: Db, user: CurrentUser, boardId: number): Promise<boolean> {
  const own = await db.selectFrom('board_members').select('board_member_role_id').where('board_id', '=', boardId).where('person_id', '=', user.personId).where('active', '=', true).executeTakeFirst();
  return own?.board_member_role_id === BoardMemberRole.chairman || own?.board_member_role_id === BoardMemberRole.assistant;
}

export async function listCheckers(db: Db, user: CurrentUser, meetingId: number): Promise<MinuteCheckers> {
  await getMeeting(db, user, meetingId);
  return { data: await checkersOf(db, meetingId) };
}

export async function setCheckers(ctx: AppContext, user: CurrentUser, meetingId: number, memberIds: readonly number[]): Promise<MinuteCheckers> {
  await ctx.db.transaction().execute(async (trx) => {
    await getMeeting(trx, user, meetingId);
    const meeting = await lockMeeting(trx, meetingId);
    if (!hasOfficePermission(user) && !(await leadsBoard(trx, user, meeting.board_id))) throw forbidden(MINUTES_MESSAGES.chooseNotAllowed);
    const refuse = (message: string): never => {
      throw unprocessable({ board_member_ids: [message] }, message);
    };
    if (meeting.archived_at) refuse(MINUTES_MESSAGES.archived);
    if (new Set(memberIds).size !== 2) refuse(MINUTES_MESSAGES.twoCheckers);
    const members = await trx.selectFrom('board_members').select('id').where('board_id', '=', meeting.board_id).where('active', '=', true).where('id', 'in', [...memberIds]).execute();
    if (members.length !== 2) refuse(MINUTES_MESSAGES.notMember);
    const before = await trx.selectFrom('board_minute_checkers').select(['board_member_id', 'approved_at']).where('board_meeting_id', '=', meetingId).execute();
    const same = before.length === 2 && before.every((row) => memberIds.includes(row.board_member_id));
    if (same) return;
    if (before.some((row) => row.approved_at)) refuse(MINUTES_MESSAGES.checkingStarted);
    await trx.deleteFrom('board_minute_checkers').where('board_meeting_id', '=', meetingId).execute();
    await trx.insertInto('board_minute_checkers').values(memberIds.map((id) => ({ board_meeting_id: meetingId, board_member_id: id }))).execute();
    await recordChange(trx, {
      companyId: null,
      userId: user.id,
      entity: 'board_meeting',
      entityId: meetingId,
      action: 'update',
      before: { minute_checker_ids: before.map((row) => row.board_member_id) },
      after: { minute_checker_ids: [...memberIds] },
    });
  });
  return { data: await checkersOf(ctx.db, meetingId) };
}

export async function approveMinutes(ctx: AppContext, user: CurrentUser, meetingId: number): Promise<MinuteCheckers> {
  await ctx.db.transaction().execute(async (trx) => {
    await getMeeting(trx, user, meetingId);
    const meeting = await lockMeeting(trx, meetingId);
    const own = await trx
      .selectFrom('board_minute_checkers as mc')
      .innerJoin('board_members as bm', 'bm.id', 'mc.board_member_id')
      .select(['mc.board_member_id', 'mc.approved_at'])
      .where('mc.board_meeting_id', '=', meetingId)
      .where('bm.person_id', '=', user.personId)
      .executeTakeFirst();
    if (!own) throw forbidden(MINUTES_MESSAGES.notChecker);
    if (!meeting.ended_at) throw unprocessable({}, MINUTES_MESSAGES.notEnded);
    if (own.approved_at) return;
    await trx
      .updateTable('board_minute_checkers')
      .set({ approved_at: sql`now()` })
      .where('board_meeting_id', '=', meetingId)
      .where('board_member_id', '=', own.board_member_id)
      .execute();
    await recordChange(trx, {
      companyId: null,
      userId: user.id,
      entity: 'board_meeting',
      entityId: meetingId,
      action: 'update',
      before: { minutes_approved_by: null },
      after: { minutes_approved_by: own.board_member_id },
    });
  });
  return { data: await checkersOf(ctx.db, meetingId) };
}
