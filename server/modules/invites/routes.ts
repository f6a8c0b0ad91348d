import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { invite } from '../../../src/domain/entities/invite';
import { acceptInvite, cancelInvite, validateInvite } from '../../../src/domain/api/inviteActions';
import { defineActionRoute } from '../../http/actionRoute';
import { pageSchema, requestSchema, responseSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { limitMail } from '../../http/mailLimits';
import { defineRoute, requireUser } from '../../http/route';
import * as invites from './service';
import { idParams, nestedIdParams } from '../../http/params';

const inviteRecord = responseSchema(invite);

export function inviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/invites',
    access: access.companyPermission('people'),
    summary: "A company's open invites (not cancelled, not accepted), expired ones flagged",
    schemas: { params: idParams, query: invites.inviteList.query, response: { 200: pageSchema(inviteRecord) } },
    handler: ({ params, query }) => invites.listInvites(ctx, params.id, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/invites/:inviteId',
    access: access.companyPermission('people'),
    summary: 'One open invite of the company (its record view); a cancelled or accepted one is 404',
    schemas: { params: nestedIdParams('inviteId'), response: { 200: inviteRecord } },
    handler: ({ params }) => invites.getInvite(ctx, params.id, params.inviteId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/invites',
    access: access.companyPermission('people'),
    summary: 'Invite a person by e-mail to become a company user (valid 7 days)',
    schemas: { errors: [409, 429], params: idParams, body: requestSchema(invite), response: { 201: inviteRecord } },
    handler: async ({ user, params, body, reply }) => {
      await limitMail(ctx.db, { userId: requireUser(user).id }, body.email);
      const invite = await invites.createInvite(ctx, requireUser(user), params.id, body);
      return reply.status(201).send(invite);
    },
  });

  defineActionRoute(app, cancelInvite, {
    access: access.companyPermission('people'),
    summary: 'Cancel an open invite by its token (an invite made before tokens were kept: by its numeric id); answers the cancelled invite',
    handler: ({ user, params }) => invites.cancelInvite(ctx, requireUser(user), params.id, params.token),
  });

  defineActionRoute(app, acceptInvite, {
    access: access.signedIn(),
    summary: 'Accept an invite as the invited (signed-in) address; makes the person a company user',
    rules: ['Kutsu ei ole voimassa. Se on voinut vanhentua, tulla perutuksi tai käytetyksi.', 'Kutsu on lähetetty toiseen sähköpostiosoitteeseen. Kirjaudu sisään sillä osoitteella, johon kutsu lähetettiin.'],
    errors: [422],
    handler: ({ user, params }) => invites.acceptInvite(ctx, requireUser(user), params.id, params.token),
  });

  defineActionRoute(app, validateInvite, {
    access: access.public(),
    summary: 'Whether an invite link is still valid, and for which company and address',
    handler: ({ params }) => invites.validateInvite(ctx, params.token),
  });
}
