/**
 * A meeting's agenda (issue 20): the office attaches an application whose evaluation is finished
 * (status 5) and whose statement section carries a proposal to the board; attaching sets status 6
 * and the application's boardMeetingId, detaching before the meeting starts returns it to status 5.
 * Each item carries what a member needs at a glance (SPEC §2 board modal).
 */
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { notFound, unprocessable } from '../../http/errors';
import { isoTimestamp } from '../../http/list';
import { recordChange } from '../../shared/auditRecord';
import { changeStatus } from '../applications';
import { ApplicationStatus } from '../../../src/domain/codes';
import { reviewSectionId } from '../../../src/domain/applicationReview';
import { AGENDA_MESSAGES, agendaRefusal, BOARD_PROPOSALS } from '../../../src/domain/boardMeetings';
import type { Agenda, AgendaCandidate, AgendaItemBase } from '../../../src/domain/api/boards';
import { MEETING_NOT_FOUND, seesBoard } from './visibility';
import { withHandling } from './itemState';
import { agendaDetails } from './agendaDetails';

type Trx = Transaction<Database>;

export const AGENDA_RULES = [
  AGENDA_MESSAGES.notFinished,
  AGENDA_MESSAGES.noProposal,
  AGENDA_MESSAGES.onAnotherMeeting,
  AGENDA_MESSAGES.onThisMeeting,
  AGENDA_MESSAGES.started,
  AGENDA_MESSAGES.archived,
  'Hakemusta ei löytynyt.',
] as const;
const APPLICATION_MISSING = 'Hakemusta ei löytynyt.';

const STATEMENT = reviewSectionId('statement');

/** The meeting locked for a change: 404 when missing. */
export async function lockMeeting(db: Db, meetingId: number) {
  const row = await db.selectFrom('board_meetings').selectAll().where('id', '=', meetingId).forUpdate().executeTakeFirst();
  if (!row) throw notFound(MEETING_NOT_FOUND);
  return row;
}

/** The statement section's proposal of an application (a 'review-statuses' id), as SQL over `a`. */
const proposal = sql<number | null>`(select r.review_status_id from application_reviews r where r.application_id = a.id and r.section_id = ${STATEMENT})`;

function itemSelect(db: Db) {
  return db
    .selectFrom('applications as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select([
      'a.id as applicationId',
      'a.company_id as companyId',
      'c.name as companyName',
      'c.registration_number as registrationNumber',
      'a.application_type_id as applicationTypeId',
      'a.application_status_id as applicationStatusId',
      proposal.as('proposalId'),
      sql<string | null>`(select p.first_name || ' ' || p.last_name from people p where p.id = a.pateva_responsible_person_id)`.as('presenterName'),
      isoTimestamp<string | null>('a.finished_at').as('finishedAt'),
    ]);
}

/** The office's queue: applications proposed to the board and on no meeting yet, the oldest first. */
export async function boardQueue(ctx: AppContext): Promise<{ data: AgendaCandidate[] }> {
  const rows = await itemSelect(ctx.db)
    .where('a.application_status_id', '=', ApplicationStatus.auditDone)
    .where('a.board_meeting_id', 'is', null)
    .where(sql<boolean>`${proposal} in (${sql.join([...BOARD_PROPOSALS])})`)
    .orderBy('a.finished_at')
    .orderBy('a.id')
    .execute();
  const data = rows.map((row): AgendaCandidate => ({
    applicationId: row.applicationId,
    companyId: row.companyId,
    companyName: row.companyName,
    applicationTypeId: row.applicationTypeId,
    proposalId: row.proposalId ?? 0,
    presenterName: row.presenterName,
    finishedAt: row.finishedAt,
  }));
  return { data };
}

/** The agenda of a meeting the user sees (404 otherwise), in the order the applications were attached. */
export async function meetingAgenda(db: Db, user: CurrentUser, meetingId: number): Promise<Agenda> {
  const meeting = await db.selectFrom('board_meetings as m').select('m.id').where('m.id', '=', meetingId).where(seesBoard(user, 'm.board_id')).executeTakeFirst();
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
  // A postponed item has moved to the next meeting but stays on this one's agenda with its decision.
  const rows = await itemSelect(db)
    .where((eb) => eb.or([eb('a.board_meeting_id', '=', meetingId), eb.exists(eb.selectFrom('board_item_decisions as d').select('d.id').where('d.board_meeting_id', '=', meetingId).whereRef('d.application_id', '=', 'a.id'))]))
    .orderBy('a.updated_at')
    .orderBy('a.id')
    .execute();
  if (!rows.length) return { data: [] };
  const ids = rows.map((row) => row.applicationId);
  const [industries, reviews, details] = await Promise.all([
    db
      .selectFrom('application_industries as ai')
      .innerJoin('classification_industries as ci', 'ci.id', 'ai.classification_industry_id')
      .select(['ai.application_id', 'ai.id', 'ci.symbolic_number as symbolicNumber', 'ci.short_description as name', 'ai.granted'])
      .where('ai.application_id', 'in', ids)
      .orderBy('ci.sort_number')
      .execute(),
    db
      .selectFrom('application_reviews as r')
      .select(['r.application_id', 'r.section_id as sectionId', 'r.review_status_id as reviewStatusId', 'r.comment'])
      .where('r.application_id', 'in', ids)
      .orderBy('r.section_id')
      .execute(),
    agendaDetails(db, ids),
  ]);
  const data: AgendaItemBase[] = rows.map((row) => ({
    ...row,
    proposalId: row.proposalId ?? 0,
    industries: industries
      .filter((industry) => industry.application_id === row.applicationId)
      .map((industry) => ({ id: industry.id, symbolicNumber: industry.symbolicNumber, name: industry.name, granted: industry.granted })),
    review: reviews
      .filter((review) => review.application_id === row.applicationId)
      .map((review) => ({ sectionId: review.sectionId, reviewStatusId: review.reviewStatusId, comment: review.comment })),
    ...details.get(row.applicationId)!,
  }));
  return { data: await withHandling(db, meetingId, data) };
}

function refuse(message: string): never {
  throw unprocessable({ application_id: [message] }, message);
}

/** The meeting may still take or give up items: not started, not archived. */
function checkOpen(meeting: { started_at: Date | null; archived_at: Date | null }): void {
  if (meeting.archived_at) refuse(AGENDA_MESSAGES.archived);
  if (meeting.started_at) refuse(AGENDA_MESSAGES.started);
}

export async function attachApplication(ctx: AppContext, user: CurrentUser, meetingId: number, appId: number): Promise<Agenda> {
  await ctx.db.transaction().execute(async (trx) => {
    const meeting = await lockMeeting(trx, meetingId);
    checkOpen(meeting);
    const application = await trx
      .selectFrom('applications as a')
      .select(['a.id', 'a.company_id', 'a.application_status_id', 'a.board_meeting_id', proposal.as('proposal_id')])
      .where('a.id', '=', appId)
      .forUpdate('a')
      .executeTakeFirst();
    if (!application) refuse(APPLICATION_MISSING);
    const refusal = agendaRefusal(
      { statusId: application.application_status_id, boardMeetingId: application.board_meeting_id, proposalId: application.proposal_id },
      meetingId,
    );
    if (refusal) refuse(refusal);
    await changeStatus(trx, { application, to: ApplicationStatus.attachedToBoardMeeting, user, actor: 'board', message: null });
    await setMeeting(trx, user, application, meetingId);
  });
  return meetingAgenda(ctx.db, user, meetingId);
}

async function setMeeting(trx: Trx, user: CurrentUser, application: { id: number; company_id: number; board_meeting_id: number | null }, meetingId: number | null): Promise<void> {
  await trx.updateTable('applications').set({ board_meeting_id: meetingId, updated_at: sql`now()` }).where('id', '=', application.id).execute();
  await recordChange(trx, {
    companyId: application.company_id,
    userId: user.id,
    entity: 'application',
    entityId: application.id,
    action: 'update',
    before: { board_meeting_id: application.board_meeting_id },
    after: { board_meeting_id: meetingId },
  });
}

async function detachOne(trx: Trx, user: CurrentUser, application: { id: number; company_id: number; application_status_id: number; board_meeting_id: number | null }): Promise<void> {
  await changeStatus(trx, { application, to: ApplicationStatus.auditDone, user, actor: 'board', message: null });
  await setMeeting(trx, user, application, null);
}

export async function detachApplication(ctx: AppContext, user: CurrentUser, meetingId: number, appId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const meeting = await lockMeeting(trx, meetingId);
    checkOpen(meeting);
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'company_id', 'application_status_id', 'board_meeting_id'])
      .where('id', '=', appId)
      .forUpdate()
      .executeTakeFirst();
    if (!application || application.board_meeting_id !== meetingId) throw notFound(AGENDA_MESSAGES.notOnAgenda);
    await detachOne(trx, user, application);
  });
}

/** Every item of a meeting removed before its start returns to the queue (the meeting is deleted). */
export async function detachAll(trx: Trx, user: CurrentUser, meetingId: number): Promise<void> {
  const items = await trx
    .selectFrom('applications')
    .select(['id', 'company_id', 'application_status_id', 'board_meeting_id'])
    .where('board_meeting_id', '=', meetingId)
    .forUpdate()
    .execute();
  for (const application of items) await detachOne(trx, user, application);
}
