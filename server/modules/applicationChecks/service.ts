/**
 * Validate and send (issue 11): the checklist of what an application still lacks, and sending it,
 * which refuses (422) exactly what the checklist fails. Sending moves the status through the
 * applications module's changeStatus (history, audit, reference locks) and tells the contact person.
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/currentUser';
import { HttpError, notFound, type FieldErrors } from '../../http/errors';
import type { Application, ApplicationValidation } from '../../../src/domain/api/applications';
import { canSend, sendRefusal, validateApplication } from '../../../src/domain/applicationChecks';
import { ApplicationStatus } from '../../../src/domain/codes';
import { todayInFinland } from '../../../src/domain/referenceAge';
import { APPLICATION_NOT_FOUND, visibleApplication, changeStatus, loadApplication } from '../applications';
import { loadCheckInput } from './loader';
import { applicationSentMail } from './mails';

export async function validate(ctx: AppContext, user: CurrentUser, companyId: number, appId: number, today = todayInFinland()): Promise<ApplicationValidation> {
  const row = await visibleApplication(ctx.db, user, companyId, appId);
  return validateApplication(await loadCheckInput(ctx.db, row, today));
}

/** The failures by section, as the one error shape's field errors: the checklist in the 422 body. */
function failuresBySection(validation: ApplicationValidation): FieldErrors {
  const errors: FieldErrors = {};
  for (const section of validation.sections) {
    const failed = section.items.filter((item) => item.result === 'FAIL').map((item) => item.message);
    if (failed.length > 0) errors[section.section] = failed;
  }
  return errors;
}

export async function send(ctx: AppContext, user: CurrentUser, companyId: number, appId: number, today = todayInFinland()): Promise<Application> {
  await ctx.db.transaction().execute(async (trx) => {
    // Locked: a second send, or a change to the application, waits for this one.
    const row = await trx.selectFrom('applications').selectAll().where('id', '=', appId).where('company_id', '=', companyId).forUpdate().executeTakeFirst();
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    const validation = validateApplication(await loadCheckInput(trx, row, today));
    if (!canSend(validation)) throw new HttpError(422, sendRefusal(validation), 'application_incomplete', failuresBySection(validation));
    await changeStatus(trx, { application: row, to: ApplicationStatus.sent, user, actor: 'company', message: null });
    const mail = await trx
      .selectFrom('applications as a')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .innerJoin('application_targets as t', 't.id', 'a.application_target_id')
      .innerJoin('people as sender', (join) => join.on('sender.id', '=', user.personId))
      .leftJoin('people as p', 'p.id', 'a.contact_person_id')
      .leftJoin('company_people as cp', (join) => join.onRef('cp.person_id', '=', 'p.id').onRef('cp.company_id', '=', 'a.company_id').on('cp.status', '=', 'active'))
      .select([
        'c.name as company_name',
        't.name as target_name',
        sql<string>`sender.first_name || ' ' || sender.last_name`.as('sender_name'),
        sql<string | null>`p.first_name || ' ' || p.last_name`.as('contact_name'),
        sql<string | null>`coalesce(cp.email, p.email)`.as('contact_email'),
      ])
      .where('a.id', '=', appId)
      .executeTakeFirst();
    // In the send's transaction: no mail about a send that was rolled back.
    if (mail?.contact_email && mail.contact_name) {
      await ctx.outbox.mail(
        trx,
        applicationSentMail({
          to: mail.contact_email,
          contactName: mail.contact_name,
          companyName: mail.company_name,
          targetName: mail.target_name,
          senderName: mail.sender_name,
          link: `${ctx.appUrl}/companies/${companyId}/applications/${appId}`,
        }),
      );
    }
  });
  const application = await loadApplication(ctx.db, appId, { actor: 'company' });
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  return application;
}
