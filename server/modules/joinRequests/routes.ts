/** Join requests (SPEC §4, §7 Company people): asked by the person, decided with the people permission or by the office. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pageSchema, responseSchema } from '../../../src/domain/entities/entity';
import {
  approveJoinRequestSchema,
  joinRequest,
  joinRequestDecisionSchema,
  pendingPersonSchema,
  type JoinRequestDecision,
} from '../../../src/domain/entities/joinRequest';
import { access } from '../../http/access';
import { defineRoute, requireUser } from '../../http/route';
import { idParams, nestedIdParams } from '../../http/params';
import { requireCompany } from '../../http/requireCompany';
import * as joinRequests from './service';

const personParams = nestedIdParams('personId');

export function joinRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/join-request',
    access: access.signedIn(),
    summary: 'Ask to join a company; its admins (or the office) decide',
    schemas: { errors: [409], params: idParams, response: { 201: joinRequestDecisionSchema } },
    handler: async ({ user, params, reply }) => {
      await joinRequests.requestToJoin(ctx, requireUser(user), params.id);
      return reply.status(201).send({ status: 'pending' } satisfies JoinRequestDecision);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/people/pending',
    access: access.companyPermission('people'),
    summary: 'Pending join requests of a company (id: the person)',
    schemas: { params: idParams, response: { 200: pageSchema(pendingPersonSchema) } },
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

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/people/:personId/approve',
    access: access.companyPermission('people'),
    summary: 'Approve a join request (optionally as company admin)',
    schemas: { params: personParams, body: approveJoinRequestSchema, response: { 200: joinRequestDecisionSchema } },
    handler: async ({ user, params, body }) => {
      await joinRequests.decideJoinRequest(ctx, requireUser(user), params.id, params.personId, {
        approve: true,
        companyAdmin: body.company_admin,
      });
      return { status: 'active' } satisfies JoinRequestDecision;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/people/:personId/reject',
    access: access.companyPermission('people'),
    summary: 'Reject a join request',
    schemas: { params: personParams, response: { 200: joinRequestDecisionSchema } },
    handler: async ({ user, params }) => {
      await joinRequests.decideJoinRequest(ctx, requireUser(user), params.id, params.personId, { approve: false });
      return { status: 'rejected' } satisfies JoinRequestDecision;
    },
  });
}
