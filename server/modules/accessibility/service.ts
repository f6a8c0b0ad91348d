/**
 * Storing accessibility feedback and mailing it to the office staff, in one transaction: the
 * mails are queued only if the feedback is stored, and the feedback is kept only if they are queued.
 */
import type { AppContext } from '../../context';
import type { AccessibilityFeedback, AccessibilityFeedbackBody } from '../../../src/domain/entities/accessibilityFeedback';
import { officeRecipients } from '../feedback';
import { accessibilityFeedbackMail } from './mail';

export async function sendAccessibilityFeedback(ctx: AppContext, body: AccessibilityFeedbackBody): Promise<AccessibilityFeedback> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('accessibility_feedback')
      .values({ message: body.message, email: body.email ?? null })
      .returning(['id', 'message', 'email', 'created_at'])
      .executeTakeFirstOrThrow();
    for (const recipient of await officeRecipients(trx)) {
      await ctx.outbox.mail(trx, accessibilityFeedbackMail({ to: recipient.email, message: saved.message, replyTo: saved.email, appUrl: ctx.appUrl }));
    }
    return saved;
  });
  return { id: row.id, message: row.message, email: row.email, createdAt: row.created_at.toISOString() };
}
