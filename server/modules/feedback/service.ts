/** Sending feedback: checked against the allowed recipients, stored, and e-mailed to the recipient. */
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/currentUser';
import { forbidden, unprocessable } from '../../http/errors';
import { readsCompany } from '../../http/access';
import type { Feedback, FeedbackBody } from '../../../src/domain/entities/feedback';
import { FEEDBACK_TITLE_DEFAULT } from '../../../src/domain/modals';
import { feedbackMail } from './mails';
import { allowedRecipients } from './recipients';
import { requireCompany } from '../../http/requireCompany';

export async function sendFeedback(ctx: AppContext, user: CurrentUser, body: FeedbackBody): Promise<Feedback> {
  const companyId = body.company_id ?? null;
  let companyName: string | null = null;
  if (companyId !== null) {
    // The same rule as reading the company: its members, office staff, and staff whose work ties them to it.
    if (!(await readsCompany(ctx.db, user, companyId))) throw forbidden('Sinulla ei ole oikeutta tämän yrityksen tietoihin.');
    companyName = (await requireCompany(ctx.db, companyId)).name;
  }
  const recipient = (await allowedRecipients(ctx.db, companyId)).find((r) => r.id === body.recipient_person_id);
  if (!recipient) throw unprocessable({ recipient_person_id: ['Valitse vastaanottaja listalta.'] });

  // The declaration's normalisation gives an empty title the default one.
  const title = body.title ?? FEEDBACK_TITLE_DEFAULT;
  const sender = await ctx.db.selectFrom('people').select(['first_name', 'last_name']).where('id', '=', user.personId).executeTakeFirstOrThrow();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('feedback')
      .values({
        message_type: body.message_type,
        recipient_person_id: recipient.id,
        title,
        message: body.message,
        company_id: companyId,
        sender_user_id: user.id,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await ctx.outbox.mail(
      trx,
      feedbackMail({
        to: recipient.email,
        messageType: body.message_type,
        title,
        message: body.message,
        senderName: `${sender.first_name} ${sender.last_name}`.trim(),
        senderEmail: user.email,
        companyName,
        appUrl: ctx.appUrl,
      }),
    );
    return saved;
  });
  return {
    id: row.id,
    messageType: body.message_type,
    recipientPersonId: recipient.id,
    recipient: { person: recipient.person },
    title,
    message: body.message,
    companyId,
    createdAt: row.created_at.toISOString(),
  };
}
