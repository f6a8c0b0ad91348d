/**
 * The meeting's last steps (issue 20 "Ending the meeting", "Decision notice", "Certificates
 * issued"): end (endedAt; every item still on the agenda decided; items to status 8), notify (the
 * office: items to 9, a certificate issued for each granting decision, each company mailed its
 * decision notice — all in one transaction, so a failure sends and issues nothing) and archive
 * (archivedAt; items to 10). Each step only after the one before: 422 before it, 409 when done.
 */
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { forbidden, HttpError, unprocessable } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import { changeStatus } from '../applications';
import { issueForApplication } from '../certificates';
import { ApplicationStatus } from '../../../src/domain/codes';
import { hasOfficePermission } from '../../../src/domain/permissions';
import { BoardDecision, BoardMemberRole, meetingDay } from '../../../src/domain/boardMeetings';
import { CLOSING_MESSAGES, isGranting, undecidedMessage } from '../../../src/domain/boardClosing';
import { CERTIFICATE_TYPE_OF_APPLICATION } from '../../../src/domain/certificateStatus';
import type { BoardMeeting } from '../../../src/domain/entities/board';
import { lockMeeting } from './agenda';
import { getMeeting } from './meetings';
import { decisionNoticeMail, type NoticeItem } from './closingMails';

type Trx = Transaction<Database>;
type MeetingRow = Awaited<ReturnType<typeof lockMeeting>>;

export const CLOSING_RULES = [CLOSING_MESSAGES.notStarted, CLOSING_MESSAGES.undecidedRule, CLOSING_MESSAGES.notEnded, CLOSING_MESSAGES.notNotified] as const;

const conflict = (message: string) => new HttpError(409, message, 'conflict');

/** The meeting's items (applications on its agenda), locked, with their decision of this meeting. */
function itemsOf(trx: Trx, meetingId: number) {
  return trx
    .selectFrom('applications as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .leftJoin('board_item_decisions as d', (join) => join.onRef('d.application_id', '=', 'a.id').on('d.board_meeting_id', '=', meetingId))
    .select(['a.id', 'a.company_id', 'a.application_status_id', 'a.application_type_id', 'c.name as company_name', 'd.id as decision_id', 'd.board_decision_id', 'd.decided_at'])
    .where('a.board_meeting_id', '=', meetingId)
    .orderBy('c.name')
    .orderBy('a.id')
    .forUpdate('a')
    .execute();
}

async function stamp(trx: Trx, user: CurrentUser, meetingId: number, column: 'ended_at' | 'notified_at' | 'archived_at'): Promise<void> {
  await trx.updateTable('board_meetings').set({ [column]: sql`now()`, updated_at: sql`now()` }).where('id', '=', meetingId).execute();
  await recordChange(trx, { companyId: null, userId: user.id, entity: 'board_meeting', entityId: meetingId, action: 'update', before: { [column]: null }, after: { [column]: 'now' } });
}

/** The chairman of the meeting's board (an active member), or the office. */
async function mayEnd(trx: Trx, user: CurrentUser, meeting: MeetingRow): Promise<boolean> {
  if (hasOfficePermission(user)) return true;
  const own = await trx
    .selectFrom('board_members')
    .select('id')
    .where('board_id', '=', meeting.board_id)
    .where('person_id', '=', user.personId)
    .where('active', '=', true)
    .where('board_member_role_id', '=', BoardMemberRole.chairman)
    .executeTakeFirst();
  return !!own;
}

export async function endMeeting(ctx: AppContext, user: CurrentUser, meetingId: number): Promise<BoardMeeting> {
  await ctx.db.transaction().execute(async (trx) => {
    await getMeeting(trx, user, meetingId);
    const meeting = await lockMeeting(trx, meetingId);
    if (!(await mayEnd(trx, user, meeting))) throw forbidden(CLOSING_MESSAGES.endNotAllowed);
    if (meeting.ended_at) throw conflict(CLOSING_MESSAGES.alreadyEnded);
    if (!meeting.started_at) throw unprocessable({}, CLOSING_MESSAGES.notStarted);
    const items = await itemsOf(trx, meetingId);
    const undecided = items.filter((item) => item.decision_id === null);
    if (undecided.length) throw unprocessable({}, undecidedMessage([...new Set(undecided.map((item) => item.company_name))]));
    // A postponed item normally moved to the next meeting already; one still here waits for it.
    for (const item of items.filter((row) => row.board_decision_id !== BoardDecision.postponed)) {
      await changeStatus(trx, { application: item, to: ApplicationStatus.discussedByBoard, user, actor: 'board', message: null });
    }
    await stamp(trx, user, meetingId, 'ended_at');
  });
  return getMeeting(ctx.db, user, meetingId);
}

/** The classification industries the board granted (its decision's rows); null when it recorded none per industry. */
async function grantedIndustries(trx: Trx, decisionId: number): Promise<number[] | undefined> {
  const rows = await trx
    .selectFrom('board_item_decision_industries as di')
    .innerJoin('application_industries as ai', 'ai.id', 'di.application_industry_id')
    .select(['ai.classification_industry_id', 'di.granted'])
    .where('di.board_item_decision_id', '=', decisionId)
    .execute();
  if (!rows.length) return undefined;
  return rows.filter((row) => row.granted).map((row) => row.classification_industry_id);
}

/**
 * The board's per-industry decision becomes the application's own marks (application_industries.granted):
 * what the company's application and its later renewals read. Decide left them for this step.
 */
async function recordGranted(trx: Trx, user: CurrentUser, item: { id: number; company_id: number }, decisionId: number): Promise<void> {
  const rows = await trx.selectFrom('board_item_decision_industries').select(['application_industry_id', 'granted']).where('board_item_decision_id', '=', decisionId).execute();
  if (!rows.length) return;
  for (const row of rows) {
    await trx.updateTable('application_industries').set({ granted: row.granted }).where('id', '=', row.application_industry_id).where('application_id', '=', item.id).execute();
  }
  await recordChange(trx, {
    companyId: item.company_id,
    userId: user.id,
    entity: 'application',
    entityId: item.id,
    action: 'update',
    after: { granted_industries: rows.filter((row) => row.granted).map((row) => row.application_industry_id) },
  });
}

export async function notifyMeeting(ctx: AppContext, user: CurrentUser, meetingId: number): Promise<BoardMeeting> {
  await ctx.db.transaction().execute(async (trx) => {
    const meeting = await lockMeeting(trx, meetingId);
    if (meeting.notified_at) throw conflict(CLOSING_MESSAGES.alreadyNotified);
    if (!meeting.ended_at) throw unprocessable({}, CLOSING_MESSAGES.notEnded);
    const items = (await itemsOf(trx, meetingId)).filter((item) => item.application_status_id === ApplicationStatus.discussedByBoard && item.decision_id !== null);
    const notices = new Map<number, NoticeItem[]>();
    for (const item of items) {
      await changeStatus(trx, { application: item, to: ApplicationStatus.notified, user, actor: 'board', message: null });
      if (item.decision_id !== null) await recordGranted(trx, user, item, item.decision_id);
      let certificate: NoticeItem['certificate'] = null;
      if (item.board_decision_id !== null && item.decided_at && isGranting(item.board_decision_id) && CERTIFICATE_TYPE_OF_APPLICATION[item.application_type_id]) {
        const industryIds = await grantedIndustries(trx, item.decision_id ?? 0);
        const issued = await issueForApplication(trx, { applicationId: item.id, decidedAt: meetingDay(item.decided_at), userId: user.id, ...(industryIds ? { industryIds } : {}) });
        certificate = issued.certificateNumber;
      }
      notices.set(item.company_id, [...(notices.get(item.company_id) ?? []), { applicationId: item.id, certificate }]);
    }
    for (const [companyId, companyItems] of notices) {
      for (const mail of await decisionNoticeMail(trx, { meetingId, companyId, items: companyItems, appUrl: ctx.appUrl })) await ctx.outbox.mail(trx, mail);
    }
    await stamp(trx, user, meetingId, 'notified_at');
  });
  return getMeeting(ctx.db, user, meetingId);
}

export async function archiveMeeting(ctx: AppContext, user: CurrentUser, meetingId: number): Promise<BoardMeeting> {
  await ctx.db.transaction().execute(async (trx) => {
    const meeting = await lockMeeting(trx, meetingId);
    if (meeting.archived_at) throw conflict(CLOSING_MESSAGES.alreadyArchived);
    if (!meeting.notified_at) throw unprocessable({}, CLOSING_MESSAGES.notNotified);
    for (const item of (await itemsOf(trx, meetingId)).filter((row) => row.application_status_id === ApplicationStatus.notified)) {
      await changeStatus(trx, { application: item, to: ApplicationStatus.archived, user, actor: 'board', message: null });
    }
    await stamp(trx, user, meetingId, 'archived_at');
  });
  return getMeeting(ctx.db, user, meetingId);
}
