/**
 * An item's handling in the meeting (issue 20; docs/decisions.md): a member declares or withdraws
 * their own disqualification on an item of a coming or running meeting (an automatic one cannot be
 * withdrawn); during the meeting the chairman, the assistant or the office records the decision —
 * never a disqualified member, never without quorum for that item — replaceable until the meeting
 * ends. A postponed item moves to the board's next meeting that has not started.
 */
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import { hasOfficePermission } from '../../../src/domain/permissions';
import { AGENDA_MESSAGES, BoardDecision, BoardMemberRole } from '../../../src/domain/boardMeetings';
import { DECISION_MESSAGES, decisionErrors, type ConflictBody, type DecisionBody } from '../../../src/domain/boardDecisions';
import type { Agenda } from '../../../src/domain/api/boards';
import { lockMeeting, meetingAgenda } from './agenda';
import { getMeeting } from './meetings';
import { automaticConflicts, itemConflicts, itemHandling } from './itemState';

type Trx = Transaction<Database>;

export const CONFLICT_RULES = [DECISION_MESSAGES.reasonRequired, DECISION_MESSAGES.automaticStays, DECISION_MESSAGES.meetingEnded, AGENDA_MESSAGES.archived] as const;
export const DECISION_RULES = [
  DECISION_MESSAGES.notStarted,
  DECISION_MESSAGES.meetingEnded,
  AGENDA_MESSAGES.archived,
  DECISION_MESSAGES.noQuorum,
  DECISION_MESSAGES.conditionsRequired,
  DECISION_MESSAGES.returnDueDateRequired,
  DECISION_MESSAGES.reasonsRequired,
  DECISION_MESSAGES.industryUnknown,
  DECISION_MESSAGES.industryTwice,
  DECISION_MESSAGES.industryMissing,
  DECISION_MESSAGES.noneGranted,
  DECISION_MESSAGES.grantedRefused,
  DECISION_MESSAGES.noNextMeeting,
  DECISION_MESSAGES.movedOnStarted,
] as const;

const ownMembership = (trx: Trx, user: CurrentUser, boardId: number) =>
  trx.selectFrom('board_members').select(['id', 'board_member_role_id']).where('board_id', '=', boardId).where('person_id', '=', user.personId).where('active', '=', true).executeTakeFirst();

/** The item, locked: on this meeting's agenda, or moved from it by this meeting's postponement; 404 otherwise. */
async function lockItem(trx: Trx, meetingId: number, appId: number) {
  const item = await trx
    .selectFrom('applications as a')
    .select(['a.id', 'a.company_id', 'a.board_meeting_id', sql<number | null>`(select d.board_decision_id from board_item_decisions d where d.board_meeting_id = ${meetingId} and d.application_id = a.id)`.as('decision_id')])
    .where('a.id', '=', appId)
    .forUpdate('a')
    .executeTakeFirst();
  if (!item || (item.board_meeting_id !== meetingId && item.decision_id === null)) throw notFound(DECISION_MESSAGES.notOnAgenda);
  return item;
}

export async function setConflict(ctx: AppContext, user: CurrentUser, meetingId: number, appId: number, body: ConflictBody): Promise<Agenda> {
  await ctx.db.transaction().execute(async (trx) => {
    await getMeeting(trx, user, meetingId);
    const meeting = await lockMeeting(trx, meetingId);
    await lockItem(trx, meetingId, appId);
    // A declaration is the member's own (hallintolaki 28 §): nobody declares it for another.
    const member = await ownMembership(trx, user, meeting.board_id);
    if (!member) throw forbidden(DECISION_MESSAGES.conflictNotMember);
    if (meeting.archived_at) throw unprocessable({}, AGENDA_MESSAGES.archived);
    if (meeting.ended_at) throw unprocessable({}, DECISION_MESSAGES.meetingEnded);
    const before = (await itemConflicts(trx, meetingId, [appId])).get(appId)?.find((conflict) => conflict.boardMemberId === member.id) ?? null;
    if (body.has_conflict) {
      if (!body.reason) throw unprocessable({ reason: [DECISION_MESSAGES.reasonRequired] }, DECISION_MESSAGES.reasonRequired);
      await trx
        .insertInto('board_item_conflicts')
        .values({ board_meeting_id: meetingId, application_id: appId, board_member_id: member.id, reason: body.reason, declared_by_user_id: user.id })
        .onConflict((oc) => oc.columns(['board_meeting_id', 'application_id', 'board_member_id']).doUpdateSet({ reason: body.reason, declared_by_user_id: user.id }))
        .execute();
    } else {
      const automatic = before?.automatic || (await automaticConflicts(trx, meetingId, [appId])).some((row) => row.boardMemberId === member.id);
      if (automatic) throw unprocessable({ has_conflict: [DECISION_MESSAGES.automaticStays] }, DECISION_MESSAGES.automaticStays);
      await trx.deleteFrom('board_item_conflicts').where('board_meeting_id', '=', meetingId).where('application_id', '=', appId).where('board_member_id', '=', member.id).execute();
    }
    await recordChange(trx, {
      companyId: null,
      userId: user.id,
      entity: 'board_meeting',
      entityId: meetingId,
      action: 'update',
      before: { application_id: appId, board_member_id: member.id, has_conflict: before !== null, reason: before?.reason ?? null },
      after: { application_id: appId, board_member_id: member.id, has_conflict: body.has_conflict, reason: body.has_conflict ? body.reason : null },
    });
  });
  return meetingAgenda(ctx.db, user, meetingId);
}

const leads = (role: number | undefined) => role === BoardMemberRole.chairman || role === BoardMemberRole.assistant;

export async function setDecision(ctx: AppContext, user: CurrentUser, meetingId: number, appId: number, body: DecisionBody): Promise<Agenda> {
  await ctx.db.transaction().execute(async (trx) => {
    await getMeeting(trx, user, meetingId);
    const meeting = await lockMeeting(trx, meetingId);
    const member = await ownMembership(trx, user, meeting.board_id);
    if (!hasOfficePermission(user) && !leads(member?.board_member_role_id)) throw forbidden(DECISION_MESSAGES.decideNotAllowed);
    const item = await lockItem(trx, meetingId, appId);
    if (meeting.archived_at) throw unprocessable({}, AGENDA_MESSAGES.archived);
    if (meeting.ended_at) throw unprocessable({}, DECISION_MESSAGES.meetingEnded);
    if (!meeting.started_at) throw unprocessable({}, DECISION_MESSAGES.notStarted);

    const handled = (await itemHandling(trx, meetingId, [appId])).get(appId)!;
    if (member && handled.conflicts.some((conflict) => conflict.boardMemberId === member.id)) throw forbidden(DECISION_MESSAGES.disqualified);
    if (!handled.quorum.met) throw unprocessable({ board_decision_id: [DECISION_MESSAGES.noQuorum] }, DECISION_MESSAGES.noQuorum);

    const industryIds = (await trx.selectFrom('application_industries').select('id').where('application_id', '=', appId).execute()).map((row) => row.id);
    const errors = decisionErrors(body, industryIds);
    const first = Object.values(errors)[0];
    if (first) throw unprocessable(errors, first[0]);

    const conditional = body.board_decision_id === BoardDecision.acceptedConditional;
    await moveItem(trx, user, meeting, item, body.board_decision_id);
    const stored = await trx
      .insertInto('board_item_decisions')
      .values({
        board_meeting_id: meetingId,
        application_id: appId,
        board_decision_id: body.board_decision_id,
        reasons: body.reasons ?? null,
        conditions: conditional ? (body.conditions ?? null) : null,
        return_due_date: conditional ? (body.return_due_date ?? null) : null,
        decided_by_user_id: user.id,
      })
      .onConflict((oc) =>
        oc.columns(['board_meeting_id', 'application_id']).doUpdateSet((eb) => ({
          board_decision_id: eb.ref('excluded.board_decision_id'),
          reasons: eb.ref('excluded.reasons'),
          conditions: eb.ref('excluded.conditions'),
          return_due_date: eb.ref('excluded.return_due_date'),
          decided_by_user_id: eb.ref('excluded.decided_by_user_id'),
          decided_at: sql`now()`,
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('board_item_decision_industries').where('board_item_decision_id', '=', stored.id).execute();
    if (body.industries.length) {
      await trx
        .insertInto('board_item_decision_industries')
        .values(body.industries.map((industry) => ({ board_item_decision_id: stored.id, application_industry_id: industry.application_industry_id, granted: industry.granted })))
        .execute();
    }
    await recordChange(trx, {
      companyId: null,
      userId: user.id,
      entity: 'board_meeting',
      entityId: meetingId,
      action: 'update',
      before: { application_id: appId, decision: handled.decision },
      after: {
        application_id: appId,
        decision: { board_decision_id: body.board_decision_id, reasons: body.reasons ?? null, conditions: body.conditions ?? null, return_due_date: body.return_due_date ?? null, industries: body.industries },
      },
    });
  });
  return meetingAgenda(ctx.db, user, meetingId);
}

/**
 * A postponed item moves to the board's next meeting that has not started (its previous meeting
 * set to this one if unset); a postponement replaced by another decision brings it back, while
 * that next meeting has not started.
 */
async function moveItem(
  trx: Trx,
  user: CurrentUser,
  meeting: { id: number; board_id: number; meeting_time: Date },
  item: { id: number; company_id: number; board_meeting_id: number | null },
  decision: number,
): Promise<void> {
  let target: number;
  if (decision === BoardDecision.postponed) {
    if (item.board_meeting_id !== meeting.id) return;
    const next = await trx
      .selectFrom('board_meetings')
      .select(['id', 'previous_board_meeting_id'])
      .where('board_id', '=', meeting.board_id)
      .where('id', '!=', meeting.id)
      .where('started_at', 'is', null)
      .where('archived_at', 'is', null)
      .where('meeting_time', '>', meeting.meeting_time)
      .orderBy('meeting_time')
      .orderBy('id')
      .forUpdate()
      .executeTakeFirst();
    if (!next) throw unprocessable({ board_decision_id: [DECISION_MESSAGES.noNextMeeting] }, DECISION_MESSAGES.noNextMeeting);
    if (next.previous_board_meeting_id === null) {
      await trx.updateTable('board_meetings').set({ previous_board_meeting_id: meeting.id, updated_at: sql`now()` }).where('id', '=', next.id).execute();
      await recordChange(trx, { companyId: null, userId: user.id, entity: 'board_meeting', entityId: next.id, action: 'update', before: { previous_board_meeting_id: null }, after: { previous_board_meeting_id: meeting.id } });
    }
    target = next.id;
  } else {
    if (item.board_meeting_id === meeting.id) return;
    const moved = item.board_meeting_id === null ? null : await trx.selectFrom('board_meetings').select('started_at').where('id', '=', item.board_meeting_id).forUpdate().executeTakeFirst();
    if (moved?.started_at) throw unprocessable({ board_decision_id: [DECISION_MESSAGES.movedOnStarted] }, DECISION_MESSAGES.movedOnStarted);
    target = meeting.id;
  }
  await trx.updateTable('applications').set({ board_meeting_id: target, updated_at: sql`now()` }).where('id', '=', item.id).execute();
  await recordChange(trx, {
    companyId: item.company_id,
    userId: user.id,
    entity: 'application',
    entityId: item.id,
    action: 'update',
    before: { board_meeting_id: item.board_meeting_id },
    after: { board_meeting_id: target },
  });
}
