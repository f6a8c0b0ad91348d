/**
 * Group relations (SPEC §7 Relationships): read by members, changed with company_details;
 * a pending one is accepted or rejected by the other company's admins (or the office).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { relationship } from '../../../src/domain/entities/relationship';
import { access } from '../../http/access';
import { notFound } from '../../http/errors';
import { requireUser } from '../../http/route';
import { defineActionRoute } from '../../http/actionRoute';
import {
  acceptRelationship as acceptRelationshipAction,
  rejectRelationship as rejectRelationshipAction,
} from '../../../src/domain/api/relationshipActions';
import * as relationships from './service';
import { loadRelationship } from './view';
import { crudRoutes } from '../../http/crudRoutes';

export function relationshipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const relationshipOr404 = async (companyId: number, relationshipId: number) => {
    const relationship = await loadRelationship(ctx.db, companyId, relationshipId);
    if (!relationship) throw notFound('Konsernisuhdetta ei löytynyt.');
    return relationship;
  };

  crudRoutes(app, {
    entity: relationship,
    idName: 'relId',
    access: { read: access.companyMember(), write: access.companyPermission('company_details') },
    list: {
      summary: "A company's group relations, as parent or daughter (filter company_relationship_type_id, paging)",
      query: relationships.relationshipList.query,
      handler: ({ parentId, query }) => relationships.listRelationships(ctx, parentId, query),
    },
    create: {
      summary: 'Link a daughter company or a joint venture by business ID (found in the portal or at PRH)',
      rules: ['Y-tunnus ei vastaa valittua yritystä.'],
      errors: [409, 429, 502],
      handler: async ({ user, parentId, body }) => relationshipOr404(parentId, await relationships.createRelationship(ctx, user, parentId, body)),
    },
    read: { summary: 'One group relation of the company', handler: ({ parentId, id }) => relationshipOr404(parentId, id) },
    remove: { summary: 'Remove a group relation of the company', handler: ({ user, parentId, id }) => relationships.deleteRelationship(ctx, user, parentId, id) },
  });

  defineActionRoute(app, acceptRelationshipAction, {
    access: access.companyAdmin(),
    summary: 'Accept a pending relation as the company asked to consent (the daughter or joint venture); it becomes active',
    errors: [409],
    handler: async ({ user, params }) => {
      await relationships.acceptRelationship(ctx, requireUser(user), params.id, params.relId);
      return relationshipOr404(params.id, params.relId);
    },
  });

  defineActionRoute(app, rejectRelationshipAction, {
    access: access.companyAdmin(),
    summary: 'Reject a pending relation as the company asked to consent; the request is removed',
    errors: [409],
    handler: async ({ user, params }) => {
      await relationships.rejectRelationship(ctx, requireUser(user), params.id, params.relId);
    },
  });
}
