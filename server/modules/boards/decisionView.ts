/**
 * The board's decision as the company reads it on its application page (issue 20): the latest
 * decision of the application whose meeting has notified it — decision, reasons, conditions, return
 * date, the industries granted and not, the meeting's day and the certificate issued. Office staff
 * see a decision as soon as the meeting has ended (they send the notices); before that, null.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { visibleApplication } from '../applications';
import { isoTimestamp } from '../../http/list';
import { hasOfficePermission } from '../../../src/domain/permissions';
import type { ApplicationBoardDecision } from '../../../src/domain/boardClosing';
import { describedAs } from './closingMails';

export async function applicationBoardDecision(db: Db, user: CurrentUser, companyId: number, appId: number): Promise<{ data: ApplicationBoardDecision | null }> {
  // 404 for an application the user may not see (an auditor's unassigned one), as the application itself.
  await visibleApplication(db, user, companyId, appId);
  const shownFrom = hasOfficePermission(user) ? 'm.ended_at' : 'm.notified_at';
  const row = await db
    .selectFrom('board_item_decisions as d')
    .innerJoin('board_meetings as m', 'm.id', 'd.board_meeting_id')
    .innerJoin('boards as b', 'b.id', 'm.board_id')
    .select([
      'd.id',
      'm.id as meetingId',
      'b.name as boardName',
      isoTimestamp<string>('m.meeting_time').as('meetingTime'),
      'd.board_decision_id as boardDecisionId',
      'd.reasons',
      'd.conditions',
      sql<string | null>`d.return_due_date::text`.as('returnDueDate'),
      isoTimestamp<string>('d.decided_at').as('decidedAt'),
      isoTimestamp<string | null>('m.notified_at').as('notifiedAt'),
      sql<string | null>`(select cc.certificate_number from company_certificates cc where cc.application_id = d.application_id)`.as('certificateNumber'),
    ])
    .where('d.application_id', '=', appId)
    .where(sql.ref(shownFrom), 'is not', null)
    .orderBy('d.decided_at', 'desc')
    .orderBy('d.id', 'desc')
    .executeTakeFirst();
  if (!row) return { data: null };
  const industries = await db
    .selectFrom('board_item_decision_industries as di')
    .innerJoin('application_industries as ai', 'ai.id', 'di.application_industry_id')
    .innerJoin('classification_industries as ci', 'ci.id', 'ai.classification_industry_id')
    .select(['ci.symbolic_number as symbolicNumber', 'ci.short_description as name', 'di.granted'])
    .where('di.board_item_decision_id', '=', row.id)
    .orderBy('ci.sort_number')
    .execute();
  const { id: _id, ...decision } = row;
  return { data: { ...decision, decisionName: describedAs('board-decisions', row.boardDecisionId), industries } };
}
