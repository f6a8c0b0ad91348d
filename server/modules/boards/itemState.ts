/**
 * An agenda item's handling (issue 20): who is disqualified on it (esteellisyys) — declared by the
 * member, or automatic for the application's responsible person and its auditor (ISO/IEC 17021-1
 * 9.5: the decision is made by persons not involved in the evaluation) — its own quorum, in which
 * the disqualified do not count, and the board's decision. The automatic ones are computed from
 * the application, so a changed responsible person or auditor shows at once; they are also stored
 * when the meeting starts (storeAutomaticConflicts), so the minutes read one table.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { isoTimestamp } from '../../http/list';
import { quorumOf } from '../../../src/domain/boardMeetings';
import type { AgendaItem, AgendaItemBase, ItemConflict, ItemDecision } from '../../../src/domain/api/boards';

/** Why a member is disqualified automatically. */
export const AUTOMATIC_REASONS = {
  responsible: 'Hakemuksen vastuuhenkilö (esteellinen automaattisesti, ISO/IEC 17021-1 9.5)',
  auditor: 'Hakemuksen auditoija (esteellinen automaattisesti, ISO/IEC 17021-1 9.5)',
} as const;

/** Members of the meeting's board who were the responsible person or the auditor of the given applications. */
export async function automaticConflicts(db: Db, meetingId: number, appIds: readonly number[]) {
  if (!appIds.length) return [];
  return db
    .selectFrom('applications as a')
    .innerJoin('board_meetings as m', (join) => join.on('m.id', '=', meetingId))
    .innerJoin('board_members as bm', 'bm.board_id', 'm.board_id')
    .leftJoin('users as u', 'u.id', 'a.auditor_user_id')
    .select([
      'a.id as applicationId',
      'bm.id as boardMemberId',
      sql<string>`case when bm.person_id = a.pateva_responsible_person_id then ${AUTOMATIC_REASONS.responsible} else ${AUTOMATIC_REASONS.auditor} end`.as('reason'),
    ])
    .where('a.id', 'in', appIds)
    .where((eb) => eb.or([eb('bm.person_id', '=', eb.ref('a.pateva_responsible_person_id')), eb('bm.person_id', '=', eb.ref('u.person_id'))]))
    .execute();
}

/** Stores the automatic disqualifications of a meeting's items (at its start), a declared one of the same member turned automatic. */
export async function storeAutomaticConflicts(db: Db, meetingId: number): Promise<void> {
  const items = await db.selectFrom('applications').select('id').where('board_meeting_id', '=', meetingId).execute();
  const rows = await automaticConflicts(db, meetingId, items.map((item) => item.id));
  if (!rows.length) return;
  await db
    .insertInto('board_item_conflicts')
    .values(rows.map((row) => ({ board_meeting_id: meetingId, application_id: row.applicationId, board_member_id: row.boardMemberId, reason: row.reason, automatic: true })))
    .onConflict((oc) => oc.columns(['board_meeting_id', 'application_id', 'board_member_id']).doUpdateSet({ automatic: true }))
    .execute();
}

/** Every disqualification on the given items of the meeting, by application id. */
export async function itemConflicts(db: Db, meetingId: number, appIds: readonly number[]): Promise<Map<number, ItemConflict[]>> {
  const result = new Map<number, ItemConflict[]>();
  if (!appIds.length) return result;
  const [stored, automatic, members] = await Promise.all([
    db
      .selectFrom('board_item_conflicts')
      .select(['application_id as applicationId', 'board_member_id as boardMemberId', 'reason', 'automatic'])
      .where('board_meeting_id', '=', meetingId)
      .where('application_id', 'in', appIds)
      .execute(),
    automaticConflicts(db, meetingId, appIds),
    db
      .selectFrom('board_members as bm')
      .innerJoin('board_meetings as m', 'm.board_id', 'bm.board_id')
      .innerJoin('people as p', 'p.id', 'bm.person_id')
      .select(['bm.id', 'bm.person_id as personId', sql<string>`p.first_name || ' ' || p.last_name`.as('name'), 'bm.board_member_role_id as role'])
      .where('m.id', '=', meetingId)
      .orderBy('bm.board_member_role_id')
      .orderBy('p.last_name')
      .orderBy('p.first_name')
      .execute(),
  ]);
  for (const appId of appIds) {
    const conflicts: ItemConflict[] = [];
    for (const member of members) {
      const auto = automatic.find((row) => row.applicationId === appId && row.boardMemberId === member.id);
      const own = stored.find((row) => row.applicationId === appId && row.boardMemberId === member.id);
      if (!auto && !own) continue;
      conflicts.push({
        boardMemberId: member.id,
        personId: member.personId,
        name: member.name,
        automatic: Boolean(auto) || Boolean(own?.automatic),
        reason: own?.reason ?? auto?.reason ?? null,
      });
    }
    result.set(appId, conflicts);
  }
  return result;
}

/** The board's decisions on the given items of the meeting, by application id. */
export async function itemDecisions(db: Db, meetingId: number, appIds: readonly number[]): Promise<Map<number, ItemDecision>> {
  const result = new Map<number, ItemDecision>();
  if (!appIds.length) return result;
  const rows = await db
    .selectFrom('board_item_decisions as d')
    .select([
      'd.id',
      'd.application_id as applicationId',
      'd.board_decision_id as boardDecisionId',
      'd.reasons',
      'd.conditions',
      sql<string | null>`to_char(d.return_due_date, 'YYYY-MM-DD')`.as('returnDueDate'),
      isoTimestamp<string>('d.decided_at').as('decidedAt'),
      sql<{ applicationIndustryId: number; granted: boolean }[]>`coalesce((select json_agg(json_build_object('applicationIndustryId', di.application_industry_id, 'granted', di.granted) order by di.application_industry_id) from board_item_decision_industries di where di.board_item_decision_id = d.id), '[]')`.as('industries'),
    ])
    .where('d.board_meeting_id', '=', meetingId)
    .where('d.application_id', 'in', appIds)
    .execute();
  for (const { id: _id, applicationId, ...decision } of rows) result.set(applicationId, decision);
  return result;
}

/** The meeting's members with their attendance, for the quorum. */
export async function meetingMembers(db: Db, meetingId: number) {
  return db
    .selectFrom('board_members as bm')
    .innerJoin('board_meetings as m', 'm.board_id', 'bm.board_id')
    .leftJoin('board_meeting_attendances as att', (join) => join.onRef('att.board_meeting_id', '=', 'm.id').onRef('att.board_member_id', '=', 'bm.id'))
    .select(['bm.id', 'bm.board_member_role_id as boardMemberRoleId', 'bm.active', 'att.attendance_id as attendanceId'])
    .where('m.id', '=', meetingId)
    .execute();
}

export type ItemHandling = Pick<AgendaItem, 'conflicts' | 'quorum' | 'decision'>;

/** Each item's disqualified members, its own quorum and its decision, by application id. */
export async function itemHandling(db: Db, meetingId: number, appIds: readonly number[]): Promise<Map<number, ItemHandling>> {
  const [conflicts, decisions, members] = await Promise.all([itemConflicts(db, meetingId, appIds), itemDecisions(db, meetingId, appIds), meetingMembers(db, meetingId)]);
  const result = new Map<number, ItemHandling>();
  for (const appId of appIds) {
    const own = conflicts.get(appId) ?? [];
    const out = new Set(own.map((conflict) => conflict.boardMemberId));
    result.set(appId, {
      conflicts: own,
      quorum: quorumOf(members.map((member) => ({ ...member, disqualified: out.has(member.id) }))),
      decision: decisions.get(appId) ?? null,
    });
  }
  return result;
}

/** The items with their handling. */
export async function withHandling(db: Db, meetingId: number, items: readonly AgendaItemBase[]): Promise<AgendaItem[]> {
  const handling = await itemHandling(db, meetingId, items.map((item) => item.applicationId));
  return items.map((item) => ({ ...item, ...handling.get(item.applicationId)! }));
}
