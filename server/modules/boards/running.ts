/**
 * A meeting under way (issue 20): it is started by the board's chairman or assistant or by the
 * office, and during it each member's attendance is marked — by the member themself, or by the
 * chairman, the assistant or the office for anyone. The quorum the meeting answers follows from it.
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import { hasOfficePermission } from '../../../src/domain/permissions';
import { AGENDA_MESSAGES, BoardMemberRole } from '../../../src/domain/boardMeetings';
import type { BoardMeeting } from '../../../src/domain/entities/board';
import { lockMeeting } from './agenda';
import { getMeeting } from './meetings';
import { MEMBER_NOT_FOUND } from './visibility';
import { storeAutomaticConflicts } from './itemState';

export const RUNNING_RULES = [AGENDA_MESSAGES.alreadyStarted, AGENDA_MESSAGES.archived, AGENDA_MESSAGES.notRunning] as const;

/** The user's active membership of the board, if any. */
async function membershipIn(db: Db, user: CurrentUser, boardId: number) {
  return db.selectFrom('board_members').select(['id', 'board_member_role_id']).where('board_id', '=', boardId).where('person_id', '=', user.personId).where('active', '=', true).executeTakeFirst();
}

const leads = (role: number | undefined) => role === BoardMemberRole.chairman || role === BoardMemberRole.assistant;

export async function startMeeting(ctx: AppContext, user: CurrentUser, meetingId: number): Promise<BoardMeeting> {
  await ctx.db.transaction().execute(async (trx) => {
    // 404 for a meeting the user does not see (another board's).
    await getMeeting(trx, user, meetingId);
    const meeting = await lockMeeting(trx, meetingId);
    if (!hasOfficePermission(user) && !leads((await membershipIn(trx, user, meeting.board_id))?.board_member_role_id)) throw forbidden(AGENDA_MESSAGES.startNotAllowed);
    if (meeting.archived_at) throw unprocessable({}, AGENDA_MESSAGES.archived);
    if (meeting.started_at) throw unprocessable({}, AGENDA_MESSAGES.alreadyStarted);
    await trx.updateTable('board_meetings').set({ started_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', meetingId).execute();
    // The automatic disqualifications are kept as they stood at the start, for the minutes.
    await storeAutomaticConflicts(trx, meetingId);
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'board_meeting', entityId: meetingId, action: 'update', before: { started_at: null }, after: { started_at: 'now' } });
  });
  return getMeeting(ctx.db, user, meetingId);
}

export async function setAttendance(ctx: AppContext, user: CurrentUser, meetingId: number, memberId: number, attendance: number): Promise<BoardMeeting> {
  await ctx.db.transaction().execute(async (trx) => {
    await getMeeting(trx, user, meetingId);
    const meeting = await lockMeeting(trx, meetingId);
    const member = await trx.selectFrom('board_members').select(['id', 'person_id']).where('id', '=', memberId).where('board_id', '=', meeting.board_id).executeTakeFirst();
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (!hasOfficePermission(user) && member.person_id !== user.personId && !leads((await membershipIn(trx, user, meeting.board_id))?.board_member_role_id)) {
      throw forbidden(AGENDA_MESSAGES.attendanceNotAllowed);
    }
    if (!meeting.started_at || meeting.ended_at || meeting.archived_at) throw unprocessable({ attendance: [AGENDA_MESSAGES.notRunning] }, AGENDA_MESSAGES.notRunning);
    const before = await trx.selectFrom('board_meeting_attendances').select('attendance_id').where('board_meeting_id', '=', meetingId).where('board_member_id', '=', memberId).executeTakeFirst();
    await trx
      .insertInto('board_meeting_attendances')
      .values({ board_meeting_id: meetingId, board_member_id: memberId, attendance_id: attendance, updated_by_user_id: user.id })
      .onConflict((oc) => oc.columns(['board_meeting_id', 'board_member_id']).doUpdateSet({ attendance_id: attendance, updated_by_user_id: user.id, updated_at: sql`now()` }))
      .execute();
    await recordChange(trx, {
      companyId: null,
      userId: user.id,
      entity: 'board_meeting',
      entityId: meetingId,
      action: 'update',
      before: { board_member_id: memberId, attendance_id: before?.attendance_id ?? null },
      after: { board_member_id: memberId, attendance_id: attendance },
    });
  });
  return getMeeting(ctx.db, user, meetingId);
}
