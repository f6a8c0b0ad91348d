/**
 * The office's review of one application (issue 11): the nine sections with their status and
 * signed-off comment (SPEC §3, §9), the review tasks, the company's answers to the catalogue
 * questions and the office's own questions. Each change in one transaction with its audit row.
 */
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { isoTimestamp } from '../../http/list';
import { recordChange } from '../../shared/auditRecord';
import {
  REVIEW_SECTIONS,
  REVIEW_STATUS_NOT_ALLOWED,
  REVIEW_TASKS,
  TaskStatus,
  reviewSectionId,
  reviewSectionTitle,
  reviewStatusAllowed,
  reviewStatusesFor,
  signReviewComment,
  type ReviewSection,
  type ReviewTaskKey,
} from '../../../src/domain/applicationReview';
import { applicationStatusName } from './names';
import { todayInFinland } from '../../../src/domain/referenceAge';
import { canAssign, canReview, REVIEW_POSSIBLE_WHEN } from '../../../src/domain/applications';
import type { ApplicationReview, OfficeQuestion, QuestionAnswer, ReviewBody } from '../../../src/domain/api/applicationReview';
import { applicationFacts, type ApplicationFacts } from './access';

type Trx = Transaction<Database>;
type Reader = Db | Trx;

/** "Etunimi Sukunimi" of a user id column, null when the user is gone. */
const userName = (column: string) =>
  sql<string | null>`(select p.first_name || ' ' || p.last_name from users u join people p on p.id = u.person_id where u.id = ${sql.ref(column)})`;

export const REVIEW_NOT_POSSIBLE = (statusId: number) =>
  `Hakemusta ei voi arvioida tilassa ${applicationStatusName(statusId)}. ${REVIEW_POSSIBLE_WHEN}`;
export const ASSIGN_NOT_POSSIBLE = 'Arkistoitua hakemusta ei voi enää muuttaa.';

export async function officeQuestionsOf(db: Reader, appId: number): Promise<OfficeQuestion[]> {
  return db
    .selectFrom('application_office_questions as q')
    .select([
      'q.id',
      'q.text',
      'q.answer',
      userName('q.asked_by_user_id').as('askedBy'),
      isoTimestamp('q.asked_at').as('askedAt'),
      userName('q.answered_by_user_id').as('answeredBy'),
      isoTimestamp<string | null>('q.answered_at').as('answeredAt'),
    ])
    .where('q.application_id', '=', appId)
    .orderBy('q.id')
    .execute();
}

/** The active catalogue questions for the application's type, and any question it already answered. */
export async function answersOf(db: Reader, appId: number, typeId: number): Promise<QuestionAnswer[]> {
  return db
    .selectFrom('application_questions as q')
    .leftJoin('application_question_answers as a', (join) => join.onRef('a.question_id', '=', 'q.id').on('a.application_id', '=', appId))
    .select([
      'q.id as questionId',
      'q.section_id as sectionId',
      'q.text',
      'q.order_number as orderNumber',
      'a.answer',
      userName('a.answered_by_user_id').as('answeredBy'),
      isoTimestamp<string | null>('a.answered_at').as('answeredAt'),
    ])
    .where('q.application_type_id', '=', typeId)
    .where((eb) => eb.or([eb('q.active', '=', true), eb('a.answer', 'is not', null)]))
    .orderBy('q.section_id')
    .orderBy('q.order_number')
    .orderBy('q.id')
    .execute();
}

export async function reviewOf(db: Reader, facts: ApplicationFacts): Promise<ApplicationReview> {
  const [sections, tasks, answers, officeQuestions] = await Promise.all([
    db
      .selectFrom('application_reviews as r')
      .select(['r.section_id', 'r.review_status_id', 'r.comment', userName('r.reviewed_by_user_id').as('reviewed_by'), isoTimestamp('r.updated_at').as('updated_at')])
      .where('r.application_id', '=', facts.id)
      .execute(),
    db
      .selectFrom('application_review_tasks as t')
      .select(['t.task', 't.task_status_id', userName('t.updated_by_user_id').as('updated_by'), isoTimestamp('t.updated_at').as('updated_at')])
      .where('t.application_id', '=', facts.id)
      .execute(),
    answersOf(db, facts.id, facts.application_type_id),
    officeQuestionsOf(db, facts.id),
  ]);
  const bySection = new Map(sections.map((row) => [row.section_id, row]));
  const byTask = new Map(tasks.map((row) => [row.task, row]));
  return {
    applicationId: facts.id,
    canReview: canReview(facts.application_status_id),
    canAssign: canAssign(facts.application_status_id),
    sections: REVIEW_SECTIONS.map((section) => {
      const row = bySection.get(reviewSectionId(section));
      return {
        section,
        sectionId: reviewSectionId(section),
        title: reviewSectionTitle(section),
        reviewStatusId: row?.review_status_id ?? null,
        comment: row?.comment ?? null,
        reviewedBy: row?.reviewed_by ?? null,
        updatedAt: row?.updated_at ?? null,
        allowedStatusIds: [...reviewStatusesFor(section)],
      };
    }),
    tasks: REVIEW_TASKS.map(({ key, title }) => {
      const row = byTask.get(key);
      return { task: key, title, taskStatusId: row?.task_status_id ?? TaskStatus.notDone, updatedBy: row?.updated_by ?? null, updatedAt: row?.updated_at ?? null };
    }),
    answers,
    officeQuestions,
  };
}

export async function loadReview(ctx: AppContext, user: CurrentUser, appId: number): Promise<ApplicationReview> {
  return reviewOf(ctx.db, await applicationFacts(ctx.db, user, appId));
}

async function signerOf(trx: Trx, user: CurrentUser) {
  return trx.selectFrom('people').select(['first_name as firstName', 'last_name as lastName']).where('id', '=', user.personId).executeTakeFirstOrThrow();
}

/** PUT …/reviews/{section}: only while the status allows review (SPEC §4); a left-out field is kept. */
export async function setReview(ctx: AppContext, user: CurrentUser, appId: number, section: ReviewSection, body: ReviewBody): Promise<ApplicationReview> {
  return ctx.db.transaction().execute(async (trx) => {
    const facts = await applicationFacts(trx, user, appId, true);
    if (!canReview(facts.application_status_id)) throw conflict(REVIEW_NOT_POSSIBLE(facts.application_status_id), 'review_not_possible');
    if (body.review_status !== undefined && body.review_status !== null && !reviewStatusAllowed(section, body.review_status)) {
      throw unprocessable({ review_status: [REVIEW_STATUS_NOT_ALLOWED] });
    }
    const sectionId = reviewSectionId(section);
    const before = await trx
      .selectFrom('application_reviews')
      .select(['review_status_id', 'comment'])
      .where('application_id', '=', appId)
      .where('section_id', '=', sectionId)
      .forUpdate()
      .executeTakeFirst();
    const previousComment = before?.comment ?? null;
    const comment = body.comment === undefined ? previousComment : signReviewComment(body.comment, previousComment, todayInFinland(), await signerOf(trx, user));
    const reviewStatusId = body.review_status === undefined ? (before?.review_status_id ?? null) : body.review_status;
    const after = { section_id: sectionId, review_status_id: reviewStatusId, comment };
    await trx
      .insertInto('application_reviews')
      .values({ application_id: appId, ...after, reviewed_by_user_id: user.id })
      .onConflict((oc) =>
        oc.columns(['application_id', 'section_id']).doUpdateSet({ review_status_id: reviewStatusId, comment, reviewed_by_user_id: user.id, updated_at: sql`now()` }),
      )
      .execute();
    await recordChange(trx, {
      companyId: facts.company_id,
      userId: user.id,
      entity: 'application_review',
      entityId: appId,
      action: before ? 'update' : 'create',
      before: before ? { section_id: sectionId, ...before } : undefined,
      after,
    });
    return reviewOf(trx, facts);
  });
}

/** Holds the application for a change of the office's records; 409 once archived. */
async function heldForOffice(trx: Trx, user: CurrentUser, appId: number): Promise<ApplicationFacts> {
  const facts = await applicationFacts(trx, user, appId, true);
  if (!canAssign(facts.application_status_id)) throw conflict(ASSIGN_NOT_POSSIBLE, 'application_archived');
  return facts;
}

export async function setTask(ctx: AppContext, user: CurrentUser, appId: number, task: ReviewTaskKey, taskStatusId: number): Promise<ApplicationReview> {
  return ctx.db.transaction().execute(async (trx) => {
    const facts = await heldForOffice(trx, user, appId);
    const before = await trx.selectFrom('application_review_tasks').select('task_status_id').where('application_id', '=', appId).where('task', '=', task).executeTakeFirst();
    await trx
      .insertInto('application_review_tasks')
      .values({ application_id: appId, task, task_status_id: taskStatusId, updated_by_user_id: user.id })
      .onConflict((oc) => oc.columns(['application_id', 'task']).doUpdateSet({ task_status_id: taskStatusId, updated_by_user_id: user.id, updated_at: sql`now()` }))
      .execute();
    await recordChange(trx, {
      companyId: facts.company_id,
      userId: user.id,
      entity: 'application_review_task',
      entityId: appId,
      action: before ? 'update' : 'create',
      before: before ? { task, task_status_id: before.task_status_id } : undefined,
      after: { task, task_status_id: taskStatusId },
    });
    return reviewOf(trx, facts);
  });
}

type Part = { table: 'application_industries' | 'application_company_offices' | 'application_files'; entity: string; missing: string };

export const INDUSTRY_PART: Part = { table: 'application_industries', entity: 'application_industry', missing: 'Toimialaa ei löytynyt hakemukselta.' };
export const OFFICE_PART: Part = { table: 'application_company_offices', entity: 'application_company_office', missing: 'Toimipaikkaa ei löytynyt hakemukselta.' };
export const FILE_PART: Part = { table: 'application_files', entity: 'application_file', missing: 'Tiedostoa ei löytynyt hakemukselta.' };

/**
 * The office's marks on a part of the application: an industry granted / audited, an office
 * granted / audited, a file's document readiness. Answers the changed columns (the caller
 * reloads the application). 404 when the part is not this application's.
 */
export async function setPart(ctx: AppContext, user: CurrentUser, appId: number, part: Part, partId: number, values: Record<string, boolean | number | null>): Promise<void> {
  const changed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  await ctx.db.transaction().execute(async (trx) => {
    const facts = await heldForOffice(trx, user, appId);
    const columns = Object.keys(changed);
    const before = await sql<Record<string, unknown>>`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(part.table)}
      where id = ${partId} and application_id = ${appId} for update`
      .execute(trx)
      .then((result) => result.rows[0]);
    if (!before) throw notFound(part.missing);
    if (columns.length === 0) return;
    await sql`update ${sql.table(part.table)} set ${sql.join(columns.map((c) => sql`${sql.ref(c)} = ${changed[c]}`))} where id = ${partId}`.execute(trx);
    await sql`update applications set updated_at = now() where id = ${appId}`.execute(trx);
    await recordChange(trx, { companyId: facts.company_id, userId: user.id, entity: part.entity, entityId: partId, action: 'update', before, after: changed });
  });
}
