/**
 * The board's documents (issue 20): what the minutes and a decision extract are made of, read from
 * the meeting, its attendance, the items' conflicts and decisions (board_item_decisions, recorded by
 * the decision routes), and the minute checkers. The wording is src/domain/boardMinutes.ts's.
 * An item of a meeting is an application on its agenda, or one it decided and moved on (postponed).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { actsAsCompanyAdmin } from '../../http/access';
import { forbidden, notFound } from '../../http/errors';
import { hasOfficePermission } from '../../../src/domain/permissions';
import { reviewSectionId } from '../../../src/domain/applicationReview';
import { isPresent } from '../../../src/domain/boardMeetings';
import { ASSOCIATION_ISSUER } from '../../../src/domain/entities/companyCertificate';
import { decisionExtractDocument, type DocumentChecker, type DocumentItem, type ExtractInput, type MinutesInput } from '../../../src/domain/boardMinutes';
import { MINUTES_MESSAGES } from '../../../src/domain/api/minutesActions';
import { boardDocumentPdf, documentBytes } from './documentPdf';
import { getMeeting } from './meetings';
import { MEETING_NOT_FOUND } from './visibility';

const STATEMENT = reviewSectionId('statement');
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
export const ITEM_NOT_FOUND = 'Hakemus ei ole tämän kokouksen asia.';

/** The meeting's checkers with their approvals, in the order they were named. */
export async function checkersOf(db: Db, meetingId: number) {
  const rows = await db
    .selectFrom('board_minute_checkers as mc')
    .innerJoin('board_members as bm', 'bm.id', 'mc.board_member_id')
    .innerJoin('people as p', 'p.id', 'bm.person_id')
    .select(['mc.board_member_id', 'bm.person_id', sql<string>`p.first_name || ' ' || p.last_name`.as('name'), 'mc.approved_at'])
    .where('mc.board_meeting_id', '=', meetingId)
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('mc.board_member_id')
    .execute();
  return rows.map((row) => ({ boardMemberId: row.board_member_id, personId: row.person_id, name: row.name, approvedAt: iso(row.approved_at) }));
}

async function itemsOf(db: Db, meetingId: number, appId: number | null): Promise<DocumentItem[]> {
  let select = db
    .selectFrom('applications as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select([
      'a.id',
      'c.name as company_name',
      'c.registration_number',
      'a.application_type_id',
      sql<string | null>`(select p.first_name || ' ' || p.last_name from people p where p.id = a.pateva_responsible_person_id)`.as('presenter'),
      sql<number | null>`(select r.review_status_id from application_reviews r where r.application_id = a.id and r.section_id = ${STATEMENT})`.as('proposal_id'),
      sql<string | null>`(select r.comment from application_reviews r where r.application_id = a.id and r.section_id = ${STATEMENT})`.as('proposal_comment'),
    ])
    .where((eb) =>
      eb.or([
        eb('a.board_meeting_id', '=', meetingId),
        eb.exists(eb.selectFrom('board_item_decisions as d').select('d.id').whereRef('d.application_id', '=', 'a.id').where('d.board_meeting_id', '=', meetingId)),
      ]),
    );
  if (appId !== null) select = select.where('a.id', '=', appId);
  const rows = await select.orderBy('a.id').execute();
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [conflicts, decisions, industries] = await Promise.all([
    db
      .selectFrom('board_item_conflicts as k')
      .innerJoin('board_members as bm', 'bm.id', 'k.board_member_id')
      .innerJoin('people as p', 'p.id', 'bm.person_id')
      .select(['k.application_id', sql<string>`p.first_name || ' ' || p.last_name`.as('name'), 'k.reason', 'k.automatic'])
      .where('k.board_meeting_id', '=', meetingId)
      .where('k.application_id', 'in', ids)
      .orderBy('p.last_name')
      .execute(),
    db
      .selectFrom('board_item_decisions')
      .select(['id', 'application_id', 'board_decision_id', 'reasons', 'conditions', 'decided_at', sql<string | null>`to_char(return_due_date, 'YYYY-MM-DD')`.as('return_due_date')])
      .where('board_meeting_id', '=', meetingId)
      .where('application_id', 'in', ids)
      .execute(),
    db
      .selectFrom('board_item_decision_industries as di')
      .innerJoin('board_item_decisions as d', 'd.id', 'di.board_item_decision_id')
      .innerJoin('application_industries as ai', 'ai.id', 'di.application_industry_id')
      .innerJoin('classification_industries as ci', 'ci.id', 'ai.classification_industry_id')
      .select(['di.board_item_decision_id', 'ci.symbolic_number', 'ci.short_description', 'di.granted'])
      .where('d.board_meeting_id', '=', meetingId)
      .orderBy('ci.sort_number')
      .execute(),
  ]);
  return rows.map((row) => {
    const decision = decisions.find((d) => d.application_id === row.id);
    return {
      applicationId: row.id,
      companyName: row.company_name,
      businessId: row.registration_number,
      applicationTypeId: row.application_type_id,
      presenterName: row.presenter,
      proposalId: row.proposal_id,
      proposalComment: row.proposal_comment,
      disqualified: conflicts.filter((k) => k.application_id === row.id).map((k) => ({ name: k.name, reason: k.reason, automatic: k.automatic })),
      decision: decision
        ? {
            boardDecisionId: decision.board_decision_id,
            reasons: decision.reasons,
            conditions: decision.conditions,
            returnDueDate: decision.return_due_date,
            decidedAt: iso(decision.decided_at) ?? '',
            industries: industries
              .filter((i) => i.board_item_decision_id === decision.id)
              .map((i) => ({ symbolicNumber: i.symbolic_number, name: i.short_description, granted: i.granted })),
          }
        : null,
    };
  });
}

/** The minutes' content of a meeting the user sees (board members of its board, office; else 404). */
export async function minutesInput(db: Db, user: CurrentUser, meetingId: number): Promise<MinutesInput> {
  const meeting = await getMeeting(db, user, meetingId);
  const [checkers, items] = await Promise.all([checkersOf(db, meetingId), itemsOf(db, meetingId, null)]);
  return {
    issuer: ASSOCIATION_ISSUER,
    boardName: meeting.boardName,
    title: meeting.title,
    meetingTime: meeting.meetingTime,
    location: meeting.location ?? null,
    startedAt: meeting.startedAt ?? null,
    endedAt: meeting.endedAt ?? null,
    members: meeting.members,
    checkers: checkers.map((checker): DocumentChecker => ({ name: checker.name, approvedAt: checker.approvedAt })),
    items,
  };
}

/**
 * Who reads an item's extract: office staff; the members of the meeting's board (another board's
 * member: 404, as for the meeting); the company's admins once the companies were notified (before:
 * 403 with the reason). Everyone else: 403.
 */
async function checkExtractReader(db: Db, user: CurrentUser, meeting: { board_id: number; notified_at: Date | null }, companyId: number): Promise<void> {
  if (hasOfficePermission(user)) return;
  const member = await db.selectFrom('board_members').select('id').where('board_id', '=', meeting.board_id).where('person_id', '=', user.personId).where('active', '=', true).executeTakeFirst();
  if (member) return;
  if (await actsAsCompanyAdmin(db, user, companyId)) {
    if (meeting.notified_at) return;
    throw forbidden(MINUTES_MESSAGES.extractNotYet);
  }
  const onAnyBoard = await db.selectFrom('board_members').select('id').where('person_id', '=', user.personId).where('active', '=', true).executeTakeFirst();
  if (onAnyBoard) throw notFound(MEETING_NOT_FOUND);
  throw forbidden();
}

export async function extractInput(db: Db, user: CurrentUser, meetingId: number, appId: number): Promise<ExtractInput> {
  const meeting = await db.selectFrom('board_meetings').select(['board_id', 'notified_at']).where('id', '=', meetingId).executeTakeFirst();
  const application = await db.selectFrom('applications').select('company_id').where('id', '=', appId).executeTakeFirst();
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
  if (!application) throw notFound(ITEM_NOT_FOUND);
  await checkExtractReader(db, user, meeting, application.company_id);
  return extractContent(db, meetingId, appId);
}

/**
 * What an item's decision extract says, without an access check: for the decision notice, which
 * attaches it to the company's mail (`boardDocumentPdf(decisionExtractDocument(…))`). 404 when the
 * application is not the meeting's item.
 */
export async function extractContent(db: Db, meetingId: number, appId: number): Promise<ExtractInput> {
  const meeting = await db
    .selectFrom('board_meetings as m')
    .innerJoin('boards as b', 'b.id', 'm.board_id')
    .select(['m.id', 'm.board_id', 'm.title', 'm.meeting_time', 'b.name as board_name', 'b.pateva_responsible_id'])
    .where('m.id', '=', meetingId)
    .executeTakeFirst();
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
  const application = await db.selectFrom('applications').select('pateva_responsible_person_id').where('id', '=', appId).executeTakeFirst();
  const [item] = await itemsOf(db, meetingId, appId);
  if (!item || !application) throw notFound(ITEM_NOT_FOUND);
  const members = await db
    .selectFrom('board_members as bm')
    .innerJoin('people as p', 'p.id', 'bm.person_id')
    .innerJoin('board_meeting_attendances as att', (join) => join.onRef('att.board_member_id', '=', 'bm.id').on('att.board_meeting_id', '=', meetingId))
    .select(['bm.id', sql<string>`p.first_name || ' ' || p.last_name`.as('name'), 'bm.board_member_role_id', 'att.attendance_id'])
    .where('bm.board_id', '=', meeting.board_id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('board_item_conflicts as k').select('k.id').whereRef('k.board_member_id', '=', 'bm.id').where('k.board_meeting_id', '=', meetingId).where('k.application_id', '=', appId))))
    .orderBy('bm.board_member_role_id')
    .orderBy('p.last_name')
    .execute();
  // The contact: the application's responsible person at the office, else the board's.
  const contactId = application.pateva_responsible_person_id ?? meeting.pateva_responsible_id;
  const contact = contactId
    ? await db.selectFrom('people').select([sql<string>`first_name || ' ' || last_name`.as('name'), 'email', 'phone']).where('id', '=', contactId).executeTakeFirst()
    : undefined;
  return {
    issuer: ASSOCIATION_ISSUER,
    boardName: meeting.board_name,
    meetingTitle: meeting.title,
    meetingTime: iso(meeting.meeting_time) ?? '',
    deciders: item.decision ? members.filter((member) => isPresent(member.attendance_id)).map((member) => ({ name: member.name, boardMemberRoleId: member.board_member_role_id })) : [],
    item,
    contact: contact ?? null,
  };
}

/** An item's decision extract as PDF bytes, for the decision notice's mail (no access check: the caller decides who gets it). */
export async function decisionExtractPdf(db: Db, meetingId: number, appId: number): Promise<Buffer> {
  const doc = boardDocumentPdf(decisionExtractDocument(await extractContent(db, meetingId, appId)));
  return documentBytes(doc);
}
