/** Feedback (SPEC §3, §7 Messages): who may receive it, and sending it. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { limitMail } from '../../http/mailLimits';
import { requireUser } from '../../http/route';
import { defineActionRoute } from '../../http/actionRoute';
import { allowedRecipients, recipientList } from './recipients';
import { sendFeedback } from './service';
import { companyRecipients, officeRecipients, sendFeedback as sendFeedbackAction } from '../../../src/domain/api/feedbackActions';

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, officeRecipients, {
    access: access.signedIn(),
    summary: "Feedback recipients: Pätevä's office staff",
    handler: async () => recipientList(await allowedRecipients(ctx.db, null)),
  });

  defineActionRoute(app, companyRecipients, {
    access: access.companyMember(),
    summary: "Feedback recipients within a company: office staff and the company's admins and contact persons",
    handler: async ({ params }) => {
      return recipientList(await allowedRecipients(ctx.db, params.id));
    },
  });

  defineActionRoute(app, sendFeedbackAction, {
    access: access.signedIn(),
    summary: 'Send feedback or an error message to an allowed recipient; stored and e-mailed',
    rules: ['Valitse vastaanottaja listalta.'],
    errors: [403, 404, 429],
    handler: async ({ user, body }) => {
      await limitMail(ctx.db, { userId: requireUser(user).id });
      return sendFeedback(ctx, requireUser(user), body);
    },
  });
}
