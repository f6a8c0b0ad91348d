/**
 * The audit question catalogue (issue 21; SPEC §3 Audit question): listed by office staff and every
 * auditor, kept by the office and the master auditor; every change audited (no company: company_id
 * null). A question answered in some report is deactivated, not removed (409): the reports keep it.
 */
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { entityView } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { AUDITED_CERTIFICATE_KINDS } from '../../../src/domain/auditCodes';
import { auditQuestion, type AuditQuestion, type AuditQuestionBody } from '../../../src/domain/entities/auditQuestion';

export const AUDIT_QUESTION_NOT_FOUND = 'Auditointikysymystä ei löytynyt.';
export const AUDIT_QUESTION_ANSWERED = 'Kysymykseen on jo vastattu auditointiraporteissa, joten sitä ei voi poistaa. Voit poistaa sen käytöstä.';
export const SYMBOLIC_NAME_TAKEN = 'Tunnus on jo toisen kysymyksen käytössä.';
export const QUESTION_RULES = [SYMBOLIC_NAME_TAKEN] as const;
const ENTITY = 'audit_question';

const questionView = entityView(auditQuestion);
type Trx = Transaction<Database>;
type Db = AppContext['db'] | Trx;

const FILTER_INVALID = 'Valitse arvo listalta.';
/** One of a few ids, as the query spells them: published as their list (the document's enum). */
const choiceFilter = (choices: readonly number[]) =>
  z.enum(choices.map(String) as [string, ...string[]], { error: FILTER_INVALID }).transform(Number);

export const questionList = defineList({
  // By section, the catalogue's order inside it (order numbers are 0–100000).
  sortable: entitySortable(auditQuestion, 'q', { sectionId: sql`q.section_id * 1000000 + q.order_number` }),
  defaultSort: 'orderNumber',
  tiebreaker: 'q.id',
  search: true,
  filters: {
    section_id: choiceFilter(Array.from({ length: 16 }, (_, index) => index + 1)),
    certificate_type_id: choiceFilter(AUDITED_CERTIFICATE_KINDS),
    active: z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true'),
  },
});

const COLUMNS = ['q.id', 'q.section_id', 'q.symbolic_name', 'q.text', 'q.description', 'q.certificate_type_ids', 'q.order_number', 'q.active'] as const;

export function listQuestions(ctx: AppContext, query: z.output<typeof questionList.query>): Promise<Page<AuditQuestion>> {
  const select = ctx.db.selectFrom('audit_questions as q').select(COLUMNS);
  return questionList.page(select, query, {
    view: (row) => questionView(row),
    filters: {
      section_id: (id) => (eb) => eb('q.section_id', '=', id),
      certificate_type_id: (kind) => (eb) => eb(sql<number>`${kind}`, '=', sql<number>`any(q.certificate_type_ids)`),
      active: (active) => (eb) => eb('q.active', '=', active),
    },
    search: (q) => (eb) => eb.or([eb(sql`lower(q.text)`, 'like', containsPattern(q)), eb(sql`lower(q.symbolic_name)`, 'like', containsPattern(q))]),
  });
}

async function questionRow(db: Db, questionId: number, lock = false) {
  let select = db.selectFrom('audit_questions as q').select(COLUMNS).where('q.id', '=', questionId);
  if (lock) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  if (!row) throw notFound(AUDIT_QUESTION_NOT_FOUND);
  return row;
}

const audited = (row: Awaited<ReturnType<typeof questionRow>>) => ({
  section_id: row.section_id,
  symbolic_name: row.symbolic_name,
  text: row.text,
  description: row.description,
  certificate_type_ids: row.certificate_type_ids,
  order_number: row.order_number,
  active: row.active,
});

/** The symbolic name is the question's handle across catalogue versions: one question each. */
async function refuseTakenName(trx: Trx, symbolicName: string | undefined, exceptId: number | null): Promise<void> {
  if (symbolicName === undefined) return;
  let select = trx.selectFrom('audit_questions').select('id').where(sql`lower(symbolic_name)`, '=', symbolicName.toLowerCase());
  if (exceptId !== null) select = select.where('id', '<>', exceptId);
  if (await select.executeTakeFirst()) throw unprocessable({ symbolic_name: [SYMBOLIC_NAME_TAKEN] });
}

export async function getQuestion(ctx: AppContext, questionId: number): Promise<AuditQuestion> {
  return questionView(await questionRow(ctx.db, questionId));
}

export async function createQuestion(ctx: AppContext, user: CurrentUser, body: AuditQuestionBody): Promise<AuditQuestion> {
  return ctx.db.transaction().execute(async (trx) => {
    await refuseTakenName(trx, body.symbolic_name, null);
    const { id } = await trx
      .insertInto('audit_questions')
      .values({
        section_id: body.section_id,
        symbolic_name: body.symbolic_name,
        text: body.text,
        description: body.description ?? null,
        ...(body.certificate_type_ids?.length ? { certificate_type_ids: body.certificate_type_ids } : {}),
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

export async function updateQuestion(ctx: AppContext, user: CurrentUser, questionId: number, body: Partial<AuditQuestionBody>): Promise<AuditQuestion> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await questionRow(trx, questionId, true);
    await refuseTakenName(trx, body.symbolic_name, questionId);
    const { order_number: orderNumber, certificate_type_ids: kinds, ...rest } = body;
    await trx
      .updateTable('audit_questions')
      .set({
        ...rest,
        ...(orderNumber !== undefined ? { order_number: orderNumber ?? 0 } : {}),
        ...(kinds?.length ? { certificate_type_ids: kinds } : {}),
        updated_at: sql`now()`,
      })
      .where('id', '=', questionId)
      .execute();
    const row = await questionRow(trx, questionId);
    await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: questionId, action: 'update', before: audited(before), after: audited(row) });
    return questionView(row);
  });
}

/**
 * Removes a question no report has answered. A report opened before creates an empty answer row per
 * question (the carry-forward, reportService.ts); such untouched rows go with the question.
 */
export async function deleteQuestion(ctx: AppContext, user: CurrentUser, questionId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await questionRow(trx, questionId, true);
    const answered = await trx
      .selectFrom('audit_answers')
      .select('program_id')
      .where('question_id', '=', questionId)
      .where((eb) =>
        eb.or([
          eb('version', '>', 1),
          eb('answer', 'is not', null),
          eb('initial_answer', 'is not', null),
          eb('strengths', 'is not', null),
          eb('development_areas', 'is not', null),
          eb('score', 'is not', null),
        ]),
      )
      .executeTakeFirst();
    const raised = await trx.selectFrom('audit_deviations').select('id').where('question_id', '=', questionId).executeTakeFirst();
    if (answered || raised) throw conflict(AUDIT_QUESTION_ANSWERED, 'question_answered');
    await trx.deleteFrom('audit_answers').where('question_id', '=', questionId).execute();
    await trx.deleteFrom('audit_questions').where('id', '=', questionId).execute();
    await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: questionId, action: 'delete', before: audited(before) });
  });
}
