/** Feedback (SPEC §3, §7 Messages): who may receive it, and sending it. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { feedback } from '../../../src/domain/entities/feedback';
import { pageSchema, requestSchema, responseSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { limitMail } from '../../http/mailLimits';
import { defineRoute, requireUser } from '../../http/route';
import { allowedRecipients, recipientList } from './recipients';
import { sendFeedback } from './service';
import { feedbackRecipientSchema } from '../../../src/domain/api/feedback';
import { idParams } from '../../http/params';

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/messages/recipients',
    access: access.signedIn(),
    summary: "Feedback recipients: Pätevä's office staff",
    schemas: { response: { 200: pageSchema(feedbackRecipientSchema) } },
    handler: async () => recipientList(await allowedRecipients(ctx.db, null)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/messages/recipients',
    access: access.companyMember(),
    summary: "Feedback recipients within a company: office staff and the company's admins and contact persons",
    schemas: { params: idParams, response: { 200: pageSchema(feedbackRecipientSchema) } },
    handler: async ({ params }) => {
      return recipientList(await allowedRecipients(ctx.db, params.id));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/feedback',
    access: access.signedIn(),
    summary: 'Send feedback or an error message to an allowed recipient; stored and e-mailed',
    schemas: { rules: ['Valitse vastaanottaja listalta.'], errors: [403, 404, 429], body: requestSchema(feedback), response: { 201: responseSchema(feedback) } },
    handler: async ({ user, body, reply }) => {
      await limitMail(ctx.db, { userId: requireUser(user).id });
      return reply.status(201).send(await sendFeedback(ctx, requireUser(user), body));
    },
  });
}
