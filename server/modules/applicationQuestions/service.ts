/**
 * The office's catalogue of application questions (issue 11): per application type and review
 * section, listed, created, shown, changed and removed by the office; every change audited
 * (no company: company_id null). A question with answers is deactivated, not removed (409).
 */
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { entityView } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { applicationQuestion, type ApplicationQuestion, type ApplicationQuestionBody } from '../../../src/domain/entities/applicationQuestion';

export const QUESTION_NOT_FOUND = 'Kysymystä ei löytynyt.';
export const QUESTION_ANSWERED = 'Kysymykseen on jo vastattu hakemuksissa, joten sitä ei voi poistaa. Voit poistaa sen käytöstä.';
const ENTITY = 'application_question';

const questionView = entityView(applicationQuestion);
type Trx = Transaction<Database>;

const intFilter = (max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]?$/, 'Valitse arvo listalta.')
    .transform(Number)
    .pipe(z.number().int().max(max, 'Valitse arvo listalta.'));

export const questionList = defineList({
  sortable: entitySortable(applicationQuestion, 'q'),
  defaultSort: 'orderNumber',
  tiebreaker: 'q.id',
  search: true,
  filters: {
    application_type_id: intFilter(11),
    section_id: intFilter(9),
    active: z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true'),
  },
});

const QUESTION_COLUMNS = ['q.id', 'q.application_type_id', 'q.section_id', 'q.text', 'q.order_number', 'q.active'] as const;

export function listQuestions(ctx: AppContext, query: z.output<typeof questionList.query>): Promise<Page<ApplicationQuestion>> {
  const select = ctx.db.selectFrom('application_questions as q').select(QUESTION_COLUMNS);
  return questionList.page(select, query, {
    view: (row) => questionView(row),
    filters: {
      application_type_id: (id) => (eb) => eb('q.application_type_id', '=', id),
      section_id: (id) => (eb) => eb('q.section_id', '=', id),
      active: (active) => (eb) => eb('q.active', '=', active),
    },
    search: (q) => (eb) => eb(sql`lower(q.text)`, 'like', containsPattern(q)),
  });
}

async function questionRow(db: AppContext['db'] | Trx, questionId: number, lock = false) {
  let select = db.selectFrom('application_questions as q').select(QUESTION_COLUMNS).where('q.id', '=', questionId);
  if (lock) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return row;
}

const audited = (row: Awaited<ReturnType<typeof questionRow>>) => ({
  application_type_id: row.application_type_id,
  section_id: row.section_id,
  text: row.text,
  order_number: row.order_number,
  active: row.active,
});

export async function getQuestion(ctx: AppContext, questionId: number): Promise<ApplicationQuestion> {
  return questionView(await questionRow(ctx.db, questionId));
}

export async function createQuestion(ctx: AppContext, user: CurrentUser, body: ApplicationQuestionBody): Promise<ApplicationQuestion> {
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('application_questions')
      .values({
        application_type_id: body.application_type_id,
        section_id: body.section_id,
        text: body.text,
        order_number: body.order_number ?? 0,
        active: body.active ?? true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await questionRow(trx, id);
    await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: id, action: 'create', after: audited(row) });
    return questionView(row);
  });
}

export async function updateQuestion(ctx: AppContext, user: CurrentUser, questionId: number, body: Partial<ApplicationQuestionBody>): Promise<ApplicationQuestion> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await questionRow(trx, questionId, true);
    const { order_number: orderNumber, ...rest } = body;
    await trx
      .updateTable('application_questions')
      .set({ ...rest, ...(orderNumber !== undefined ? { order_number: orderNumber ?? 0 } : {}), updated_at: sql`now()` })
      .where('id', '=', questionId)
      .execute();
    const row = await questionRow(trx, questionId);
    await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: questionId, action: 'update', before: audited(before), after: audited(row) });
    return questionView(row);
  });
}

export async function deleteQuestion(ctx: AppContext, user: CurrentUser, questionId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await questionRow(trx, questionId, true);
    const answered = await trx.selectFrom('application_question_answers').select('question_id').where('question_id', '=', questionId).executeTakeFirst();
    if (answered) throw conflict(QUESTION_ANSWERED, 'question_answered');
    await trx.deleteFrom('application_questions').where('id', '=', questionId).execute();
    await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: questionId, action: 'delete', before: audited(before) });
  });
}
