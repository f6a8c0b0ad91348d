/** A company's references (SPEC §3 Reference, §7): members read; references_projects holders and the office change. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { reference } from '../../../src/domain/entities/reference';
import { pageSchema, requestSchema, responseSchema, updateSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { defineRoute, requireUser } from '../../http/route';
import { idParams, nestedIdParams } from '../../http/params';
import * as references from './service';

const referenceParams = nestedIdParams('refId');
const referenceRecord = responseSchema(reference);

export function referenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/references',
    access: access.companyMember(),
    summary:
      "A company's references. SPEC §7 defaults: page 1, paginate 16, sort id, order desc, all_clients true; filters industry_id, year, client, visibility_type_id, status_id; q matches title, client or description",
    schemas: { params: idParams, query: references.referenceList.query, response: { 200: pageSchema(referenceRecord) } },
    handler: ({ params, query }) => references.listReferences(ctx.db, params.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/references',
    access: access.companyPermission('references_projects'),
    summary: 'Add a reference to the company',
    schemas: { params: idParams, body: requestSchema(reference), response: { 201: referenceRecord } },
    handler: async ({ user, params, body, reply }) => reply.status(201).send(await references.createReference(ctx, requireUser(user), params.id, body)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/references/:refId',
    access: access.companyMember(),
    summary: 'One reference of the company, with its industries and their reference age (SPEC §5)',
    schemas: { params: referenceParams, response: { 200: referenceRecord } },
    handler: ({ params }) => references.loadReference(ctx.db, params.id, params.refId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/companies/:id/references/:refId',
    access: access.companyPermission('references_projects'),
    summary: 'Change a reference (what the body leaves out is kept); 409 when it is locked (used in a sent application)',
    schemas: { params: referenceParams, body: updateSchema(reference), response: { 200: referenceRecord } },
    handler: ({ user, params, body }) => references.updateReference(ctx, requireUser(user), params.id, params.refId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/references/:refId',
    access: access.companyPermission('references_projects'),
    summary: 'Remove a reference; 409 when it is locked (used in a sent application)',
    schemas: { params: referenceParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await references.deleteReference(ctx, requireUser(user), params.id, params.refId);
    },
  });
}
