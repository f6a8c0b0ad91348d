/** Join requests (SPEC §4, §7 Company people): asked by the person, decided with the people permission or by the office. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pageSchema, responseSchema } from '../../../src/domain/entities/entity';
import { joinRequest, type JoinRequestDecision } from '../../../src/domain/entities/joinRequest';
import { approveJoinRequest, pendingPeople, rejectJoinRequest, requestToJoin } from '../../../src/domain/api/joinRequestActions';
import { defineActionRoute } from '../../http/actionRoute';
import { access } from '../../http/access';
import { defineRoute, requireUser } from '../../http/route';
import { requireCompany } from '../../http/requireCompany';
import * as joinRequests from './service';

export function joinRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, requestToJoin, {
    access: access.signedIn(),
    summary: 'Ask to join a company; its admins (or the office) decide',
    errors: [409],
    handler: async ({ user, params }) => {
      await joinRequests.requestToJoin(ctx, requireUser(user), params.id);
      return { status: 'pending' } satisfies JoinRequestDecision;
    },
  });

  defineActionRoute(app, pendingPeople, {
    access: access.companyPermission('people'),
    summary: 'Pending join requests of a company (id: the person)',
    handler: async ({ params }) => {
      await requireCompany(ctx.db, params.id);
      return joinRequests.listPending(ctx, params.id);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/join-requests',
    access: access.office(),
    summary: 'Pending join requests of every company (office desk; id: the company person)',
    schemas: { query: joinRequests.joinRequestList.query, response: { 200: pageSchema(responseSchema(joinRequest)) } },
    handler: ({ query }) => joinRequests.listAllPending(ctx, query),
  });

  defineActionRoute(app, approveJoinRequest, {
    access: access.companyPermission('people'),
    summary: 'Approve a join request (optionally as company admin)',
    handler: async ({ user, params, body }) => {
      await joinRequests.decideJoinRequest(ctx, requireUser(user), params.id, params.personId, {
        approve: true,
        companyAdmin: body.company_admin,
      });
      return { status: 'active' } satisfies JoinRequestDecision;
    },
  });

  defineActionRoute(app, rejectJoinRequest, {
    access: access.companyPermission('people'),
    summary: 'Reject a join request',
    handler: async ({ user, params }) => {
      await joinRequests.decideJoinRequest(ctx, requireUser(user), params.id, params.personId, { approve: false });
      return { status: 'rejected' } satisfies JoinRequestDecision;
    },
  });
}
