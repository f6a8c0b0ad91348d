import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { createInviteSchema, inviteListQuerySchema, inviteTokenSchema } from '../../../src/domain/schemas/invites';
import { access } from '../../http/access';
import { defineRoute, requireUser } from '../../http/route';
import * as invites from './service';
import { idParam, idParams } from '../../http/params';

const inviteParams = z.object({ id: idParam, token: inviteTokenSchema });
const tokenParams = z.object({ token: inviteTokenSchema });

export function inviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/invites',
    access: access.companyPermission('people'),
    summary: "A company's open invites (not cancelled, not accepted), expired ones flagged",
    schemas: { params: idParams, query: inviteListQuerySchema },
    handler: ({ params, query }) => invites.listInvites(ctx, params.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/invites',
    access: access.companyPermission('people'),
    summary: 'Invite a person by e-mail to become a company user (valid 7 days)',
    schemas: { params: idParams, body: createInviteSchema },
    handler: async ({ user, params, body, reply }) => {
      const invite = await invites.createInvite(ctx, requireUser(user), params.id, body);
      return reply.status(201).send(invite);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/invites/:token',
    access: access.companyPermission('people'),
    summary: 'Cancel an open invite, named by its token or its numeric id',
    schemas: { params: inviteParams },
    handler: ({ user, params }) => invites.cancelInvite(ctx, requireUser(user), params.id, params.token),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/invites/:token/accept',
    access: access.signedIn(),
    summary: 'Accept an invite as the invited (signed-in) address; makes the person a company user',
    schemas: { params: inviteParams },
    handler: ({ user, params }) => invites.acceptInvite(ctx, requireUser(user), params.id, params.token),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invites/:token/validate',
    access: access.public(),
    summary: 'Whether an invite link is still valid, and for which company and address',
    schemas: { params: tokenParams },
    handler: ({ params }) => invites.validateInvite(ctx, params.token),
  });
}
