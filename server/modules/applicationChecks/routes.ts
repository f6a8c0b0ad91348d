/**
 * Issue 11's "what am I missing?", send and what to apply for: validate (members, office, the
 * assigned auditor read), send (the applications permission or the office), application targets.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { requireUser } from '../../http/route';
import { applicationTargets as applicationTargetsAction, sendApplication, validateApplication } from '../../../src/domain/api/applicationActions';
import { todayInFinland } from '../../../src/domain/referenceAge';
import { send, validate } from './service';
import { applicationTargets } from '../applicationTargets';

export function applicationCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, applicationTargetsAction, {
    access: access.companyMember(),
    summary:
      'What the company may apply for now: the eleven application types, a renewal or an extension only where the company holds the kind (a current application or a valid certificate of the association), none whose type already has an open application',
    handler: ({ params }) => applicationTargets(ctx.db, params.id, todayInFinland()),
  });

  defineActionRoute(app, validateApplication, {
    access: access.companyMember(),
    summary: 'What the application still lacks, per section, each item with a Finnish message and the page where it is fixed (result NONE, OK, FAIL, WARNING); FAIL blocks sending',
    handler: ({ user, params }) => validate(ctx, requireUser(user), params.id, params.appId),
  });

  defineActionRoute(app, sendApplication, {
    access: access.companyPermission('applications'),
    summary:
      "Send the application (status sent; its references are locked; the contact person is e-mailed). 422 'application_incomplete' with the failed checks by section when validate fails; 422 'status_refused' when it cannot be sent from its status",
    rules: ['…'],
    errors: [409, 422],
    handler: ({ user, params }) => send(ctx, requireUser(user), params.id, params.appId),
  });
}
