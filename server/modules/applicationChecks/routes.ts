/**
 * Issue 11's "what am I missing?", send and what to apply for: validate (members, office, the
 * assigned auditor read), send (the applications permission or the office), application targets.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { idParams } from '../../http/params';
import { defineRoute } from '../../http/route';
import { applicationTargetSchema } from '../../../src/domain/api/applications';
import { todayInFinland } from '../../../src/domain/referenceAge';
import { applicationTargets } from './targets';

export function applicationCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/application-targets',
    access: access.companyMember(),
    summary:
      'What the company may apply for now: the eleven application types, a renewal or an extension only where the company holds the kind (a current application or a valid certificate of the association), none whose type already has an open application',
    schemas: { params: idParams, response: { 200: z.array(applicationTargetSchema) } },
    handler: ({ params }) => applicationTargets(ctx.db, params.id, todayInFinland()),
  });
}
