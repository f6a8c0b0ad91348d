/**
 * Accessibility feedback (issue 9 #17, law 306/2019): anyone, signed in or not, may send it
 * from the accessibility statement. It is stored, then mailed to Pätevä's office staff (./service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { accessibilityFeedback } from '../../../src/domain/entities/accessibilityFeedback';
import { requestSchema, responseSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { limitMail } from '../../http/mailLimits';
import { hit, tooMany, type Limit } from '../../http/rateLimit';
import { defineRoute } from '../../http/route';
import { sendAccessibilityFeedback } from './service';

/** A person has a few things to say in an hour; more from one address is a script. */
export const ACCESSIBILITY_FEEDBACK_LIMIT: Limit = { name: 'accessibility-feedback', max: 5, windowSeconds: 3600 };

export function accessibilityRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/accessibility-feedback',
    access: access.public(),
    summary: 'Feedback on the accessibility of the portal, from anyone; stored and e-mailed to the office',
    schemas: { errors: [429], body: requestSchema(accessibilityFeedback), response: { 201: responseSchema(accessibilityFeedback) } },
    handler: async ({ body, request, reply }) => {
      if (!(await hit(ctx.db, ACCESSIBILITY_FEEDBACK_LIMIT, request.ip))) {
        throw tooMany('Olet lähettänyt useita palautteita lyhyessä ajassa. Yritä myöhemmin uudelleen.');
      }
      await limitMail(ctx.db, { address: request.ip });
      return reply.status(201).send(await sendAccessibilityFeedback(ctx, body));
    },
  });
}
