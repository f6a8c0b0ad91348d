/**
 * The office moves an application's status (issue 11): only to a status in possibleStatuses for
 * the office (422 otherwise, apps-core's changeStatus: history, audit, reference locks), and returns
 * it to the company with questions. A return is e-mailed in Finnish to the application's contact
 * person (or, without one, to the company's admins), with the message and the questions.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { notFound } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import { changeStatus, loadApplication } from '../applications';
import { ApplicationStatus } from '../../../src/domain/codes';
import { hasOfficePermission } from '../../../src/domain/permissions';
import type { OfficeApplication, ReturnBody, StatusChangeBody } from '../../../src/domain/api/applicationReview';
import { APPLICATION_NOT_FOUND, applicationFacts } from './access';
import { reviewOf } from './review';
import { applicationTypeName } from './names';
import { refuseWithoutReadyReport } from './auditReadiness';

/** GET /applications/{appId}: the application with the office's review; an auditor moves nothing. */
export async function loadOfficeApplication(ctx: AppContext, user: CurrentUser, appId: number): Promise<OfficeApplication> {
  const facts = await applicationFacts(ctx.db, user, appId);
  const [application, review] = await Promise.all([loadApplication(ctx.db, appId, { actor: 'office' }), reviewOf(ctx.db, facts)]);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  return { ...application, possibleStatuses: hasOfficePermission(user) ? application.possibleStatuses : [], review };
}

export async function officeChangeStatus(ctx: AppContext, user: CurrentUser, appId: number, body: StatusChangeBody): Promise<OfficeApplication> {
  await ctx.db.transaction().execute(async (trx) => {
    const application = await applicationFacts(trx, user, appId, true);
    await changeStatus(trx, { application, to: body.application_status_id, user, message: body.message ?? null, actor: 'office' });
    // After the status table's own refusal; a refusal here rolls the change back.
    if (body.application_status_id === ApplicationStatus.auditDone) await refuseWithoutReadyReport(trx, application);
    if (body.application_status_id === ApplicationStatus.returned) await mailReturn(ctx, trx, appId, body.message ?? null, []);
  });
  return loadOfficeApplication(ctx, user, appId);
}

/** Returns the application (status 4) with the office's questions, which the company answers. */
export async function returnWithQuestions(ctx: AppContext, user: CurrentUser, appId: number, body: ReturnBody): Promise<OfficeApplication> {
  await ctx.db.transaction().execute(async (trx) => {
    const application = await applicationFacts(trx, user, appId, true);
    await changeStatus(trx, { application, to: ApplicationStatus.returned, user, message: body.message ?? null, actor: 'office' });
    for (const text of body.questions) {
      const row = await trx.insertInto('application_office_questions').values({ application_id: appId, text, asked_by_user_id: user.id }).returning('id').executeTakeFirstOrThrow();
      await recordChange(trx, { companyId: application.company_id, userId: user.id, entity: 'application_office_question', entityId: row.id, action: 'create', after: { text } });
    }
    await mailReturn(ctx, trx, appId, body.message ?? null, body.questions);
  });
  return loadOfficeApplication(ctx, user, appId);
}

/** Who hears of a return: the application's contact person, else the company's active admins. */
async function recipients(db: Db, app: { company_id: number; contact_person_id: number | null }): Promise<string[]> {
  if (app.contact_person_id !== null) {
    const person = await db.selectFrom('people').select('email').where('id', '=', app.contact_person_id).executeTakeFirst();
    if (person?.email) return [person.email];
  }
  const admins = await db
    .selectFrom('company_people')
    .select('email')
    .where('company_id', '=', app.company_id)
    .where('company_admin', '=', true)
    .where('status', '=', 'active')
    .where('email', 'is not', null)
    .execute();
  return [...new Set(admins.map((row) => row.email).filter((email): email is string => !!email))];
}

/** Queued in the return's transaction: no mail about a return that rolled back. */
async function mailReturn(ctx: AppContext, trx: Db, appId: number, message: string | null, questions: readonly string[]): Promise<void> {
  const app = await trx
    .selectFrom('applications as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select(['a.id', 'a.company_id', 'a.contact_person_id', 'a.application_type_id', 'c.name as company_name'])
    .where('a.id', '=', appId)
    .executeTakeFirstOrThrow();
  const text = [
    'Hei,',
    '',
    `Pätevän toimisto on palauttanut yrityksen ${app.company_name} hakemuksen (${applicationTypeName(app.application_type_id)}, nro ${app.id}) täydennettäväksi.`,
    ...(message?.trim() ? ['', 'Toimiston viesti:', message.trim()] : []),
    ...(questions.length ? ['', 'Toimisto pyytää vastaamaan seuraaviin kysymyksiin:', ...questions.map((q, i) => `${i + 1}. ${q}`)] : []),
    '',
    // Answering is asked only when there are questions to answer.
    `${questions.length ? 'Täydennä hakemusta ja vastaa kysymyksiin täällä' : 'Täydennä hakemusta täällä'}: ${ctx.appUrl}/companies/${app.company_id}/applications/${app.id}`,
    'Lähetä hakemus sen jälkeen uudelleen.',
    '',
    'Tämä viesti on lähetetty automaattisesti Pätevä-palvelusta.',
  ].join('\n');
  for (const to of await recipients(trx, app)) {
    await ctx.outbox.mail(trx, { to, subject: `Hakemus palautettu täydennettäväksi: ${app.company_name}`, text });
  }
}
