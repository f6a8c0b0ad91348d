/**
 * The company's answers (issue 11): to the office's catalogue questions for the application's type,
 * and to the questions the office asked when it returned the application. Members read; the
 * applications permission writes, only while the company may edit the application (companyCanEdit).
 * When the company answers, the office's responsible person gets a Finnish e-mail.
 */
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { membershipOf } from '../../http/access';
import { recordChange } from '../../shared/auditRecord';
import { companyCanEdit } from '../../../src/domain/applications';
import { hasCompanyPermission } from '../../../src/domain/companyPermissions';
import { hasOfficePermission } from '../../../src/domain/permissions';
import type { AnswersBody, ApplicationAnswers } from '../../../src/domain/api/applicationReview';
import { APPLICATION_NOT_FOUND } from './access';
import { visibleApplication } from '../applications';
import { answersOf, officeQuestionsOf } from './review';
import { applicationStatusName, applicationTypeName } from './names';

export const ANSWERS_LOCKED = (statusId: number) =>
  `Vastauksia ei voi muuttaa, kun hakemus on tilassa ${applicationStatusName(statusId)}. Vastaa, kun hakemus on keskeneräinen tai palautettu.`;
const QUESTION_MISSING = 'Kysymystä ei löytynyt tältä hakemukselta.';

type Reader = AppContext['db'] | Transaction<Database>;

async function companyApplication(db: Reader, companyId: number, appId: number, lock = false) {
  let select = db
    .selectFrom('applications')
    .select(['id', 'company_id', 'application_status_id', 'application_type_id', 'pateva_responsible_person_id'])
    .where('id', '=', appId)
    .where('company_id', '=', companyId);
  if (lock) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

async function mayAnswer(ctx: AppContext, user: CurrentUser, companyId: number): Promise<boolean> {
  if (hasOfficePermission(user)) return true;
  const membership = await membershipOf(ctx.db, user.id, companyId);
  return !!membership && hasCompanyPermission(membership, 'applications');
}

async function answersView(db: Reader, app: { id: number; application_type_id: number }, editable: boolean): Promise<ApplicationAnswers> {
  const [answers, officeQuestions] = await Promise.all([answersOf(db, app.id, app.application_type_id), officeQuestionsOf(db, app.id)]);
  return { editable, answers, officeQuestions };
}

export async function loadAnswers(ctx: AppContext, user: CurrentUser, companyId: number, appId: number): Promise<ApplicationAnswers> {
  // As the application itself: an auditor reads only one assigned to them, other staff none (404).
  const app = await visibleApplication(ctx.db, user, companyId, appId);
  const editable = companyCanEdit(app.application_status_id) && (await mayAnswer(ctx, user, companyId));
  return answersView(ctx.db, app, editable);
}

export async function saveAnswers(ctx: AppContext, user: CurrentUser, companyId: number, appId: number, body: AnswersBody): Promise<ApplicationAnswers> {
  let answered = false;
  return ctx.db.transaction().execute(async (trx) => {
    const app = await companyApplication(trx, companyId, appId, true);
    if (!companyCanEdit(app.application_status_id)) throw conflict(ANSWERS_LOCKED(app.application_status_id), 'answers_locked');
    const catalogue = new Set((await answersOf(trx, appId, app.application_type_id)).map((row) => row.questionId));
    const asked = new Set((await officeQuestionsOf(trx, appId)).map((row) => row.id));
    const errors: Record<string, string[]> = {};
    (body.answers ?? []).forEach((item, index) => {
      if (!catalogue.has(item.question_id)) errors[`answers.${index}.question_id`] = [QUESTION_MISSING];
    });
    (body.office_answers ?? []).forEach((item, index) => {
      if (!asked.has(item.id)) errors[`office_answers.${index}.id`] = [QUESTION_MISSING];
    });
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    for (const item of body.answers ?? []) {
      const text = item.answer?.trim() ?? '';
      const before = await trx.selectFrom('application_question_answers').select('answer').where('application_id', '=', appId).where('question_id', '=', item.question_id).executeTakeFirst();
      if ((before?.answer ?? '') === text) continue;
      if (text === '') {
        await trx.deleteFrom('application_question_answers').where('application_id', '=', appId).where('question_id', '=', item.question_id).execute();
      } else {
        await trx
          .insertInto('application_question_answers')
          .values({ application_id: appId, question_id: item.question_id, answer: text, answered_by_user_id: user.id })
          .onConflict((oc) => oc.columns(['application_id', 'question_id']).doUpdateSet({ answer: text, answered_by_user_id: user.id, answered_at: sql`now()` }))
          .execute();
        answered = true;
      }
      await recordChange(trx, {
        companyId,
        userId: user.id,
        entity: 'application_question_answer',
        entityId: appId,
        action: before ? (text === '' ? 'delete' : 'update') : 'create',
        before: before ? { question_id: item.question_id, answer: before.answer } : undefined,
        after: text === '' ? undefined : { question_id: item.question_id, answer: text },
      });
    }
    for (const item of body.office_answers ?? []) {
      const text = item.answer?.trim() || null;
      const before = await trx.selectFrom('application_office_questions').select('answer').where('id', '=', item.id).executeTakeFirstOrThrow();
      if (before.answer === text) continue;
      await trx
        .updateTable('application_office_questions')
        .set({ answer: text, answered_by_user_id: text === null ? null : user.id, answered_at: text === null ? null : sql`now()` })
        .where('id', '=', item.id)
        .execute();
      if (text !== null) answered = true;
      await recordChange(trx, {
        companyId,
        userId: user.id,
        entity: 'application_office_question',
        entityId: item.id,
        action: 'update',
        before: { answer: before.answer },
        after: { answer: text },
      });
    }
    if (answered) await mailResponsible(ctx, trx, app);
    return answersView(trx, app, true);
  });
}

/** Tells the office's responsible person (if any, with an address) that the company answered, in the answers' transaction. */
async function mailResponsible(
  ctx: AppContext,
  trx: Transaction<Database>,
  app: { id: number; company_id: number; application_type_id: number; pateva_responsible_person_id: number | null },
) {
  if (app.pateva_responsible_person_id === null) return;
  const row = await trx
    .selectFrom('people as p')
    .innerJoin('companies as c', (join) => join.on('c.id', '=', app.company_id))
    .select(['p.email', 'p.first_name', 'c.name as company_name'])
    .where('p.id', '=', app.pateva_responsible_person_id)
    .executeTakeFirst();
  const address = row?.email ?? (await trx.selectFrom('users').select('email').where('person_id', '=', app.pateva_responsible_person_id).executeTakeFirst())?.email;
  if (!row || !address) return;
  await ctx.outbox.mail(trx, {
    to: address,
    subject: `${row.company_name} vastasi hakemuksen kysymyksiin`,
    text: [
      `Hei ${row.first_name},`,
      '',
      `${row.company_name} on vastannut hakemuksensa (${applicationTypeName(app.application_type_id)}, nro ${app.id}) kysymyksiin.`,
      '',
      `Vastaukset näet hakemukselta: ${ctx.appUrl}/office/applications/${app.id}/show`,
      '',
      'Tämä viesti on lähetetty automaattisesti Pätevä-palvelusta.',
    ].join('\n'),
  });
}
