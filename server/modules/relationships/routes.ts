/**
 * Group relations (SPEC §7 Relationships): read by members, changed with company_details;
 * a pending one is accepted or rejected by the other company's admins (or the office).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { relationship } from '../../../src/domain/entities/relationship';
import { pageSchema, requestSchema, responseSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { notFound } from '../../http/errors';
import { defineRoute, requireUser } from '../../http/route';
import * as relationships from './service';
import { loadRelationship } from './view';
import { idParams, nestedIdParams } from '../../http/params';

const relationshipParams = nestedIdParams('relId');
const relationshipRecord = responseSchema(relationship);

export function relationshipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const relationshipOr404 = async (companyId: number, relationshipId: number) => {
    const relationship = await loadRelationship(ctx.db, companyId, relationshipId);
    if (!relationship) throw notFound('Konsernisuhdetta ei löytynyt.');
    return relationship;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/relationships',
    access: access.companyMember(),
    summary: "A company's group relations, as parent or daughter (filter company_relationship_type_id, paging)",
    schemas: { params: idParams, query: relationships.relationshipList.query, response: { 200: pageSchema(relationshipRecord) } },
    handler: ({ params, query }) => relationships.listRelationships(ctx, params.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/relationships',
    access: access.companyPermission('company_details'),
    summary: 'Link a daughter company or a joint venture by business ID (found in the portal or at PRH)',
    schemas: { rules: ['Y-tunnus ei vastaa valittua yritystä.'], errors: [409, 429, 502], params: idParams, body: requestSchema(relationship), response: { 201: relationshipRecord } },
    handler: async ({ user, params, body, reply }) => {
      const relationshipId = await relationships.createRelationship(ctx, requireUser(user), params.id, body);
      return reply.status(201).send(await relationshipOr404(params.id, relationshipId));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/relationships/:relId',
    access: access.companyMember(),
    summary: 'One group relation of the company',
    schemas: { params: relationshipParams, response: { 200: relationshipRecord } },
    handler: ({ params }) => relationshipOr404(params.id, params.relId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/relationships/:relId/accept',
    access: access.companyAdmin(),
    summary: 'Accept a pending relation as the company asked to consent (the daughter or joint venture); it becomes active',
    schemas: { errors: [409], params: relationshipParams, response: { 200: relationshipRecord } },
    handler: async ({ user, params }) => {
      await relationships.acceptRelationship(ctx, requireUser(user), params.id, params.relId);
      return relationshipOr404(params.id, params.relId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/relationships/:relId/reject',
    access: access.companyAdmin(),
    summary: 'Reject a pending relation as the company asked to consent; the request is removed',
    schemas: { errors: [409], params: relationshipParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await relationships.rejectRelationship(ctx, requireUser(user), params.id, params.relId);
      return undefined;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/relationships/:relId',
    access: access.companyPermission('company_details'),
    summary: 'Remove a group relation of the company',
    schemas: { params: relationshipParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await relationships.deleteRelationship(ctx, requireUser(user), params.id, params.relId);
      return undefined;
    },
  });
}
