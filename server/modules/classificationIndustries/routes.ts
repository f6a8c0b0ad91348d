import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  classificationIndustry,
  industryRequirement,
  industryTreeNodeSchema,
  REQUIREMENT_EMPTY,
} from '../../../src/domain/entities/classificationIndustry';
import { pageSchema, requestSchema, responseSchema, updateSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { idParam, idParams } from '../../http/params';
import { defineRoute, requireUser } from '../../http/route';
import { SYMBOLIC_NUMBER_MESSAGE } from '../../../src/domain/industries';
import * as industries from './service';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const INDUSTRY_RULES = [SYMBOLIC_NUMBER_MESSAGE];

const REQUIREMENT_RULES = [
  REQUIREMENT_EMPTY,
  'Valitse arvo listalta.',
  'Yritystä ei löytynyt.',
];

const industryRecord = responseSchema(classificationIndustry);
const requirementRecord = responseSchema(industryRequirement);
const requirementParams = z.object({ id: idParam, requirementId: idParam });

export function classificationIndustryRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/classification-industries',
    access: access.signedIn(),
    summary:
      'The classification industries (SPEC §3): flat with parentId, by sortNumber (SPEC §9) at first; tree=true nests children under the main industries (a search keeps the matches with their ancestors and children); q matches a symbolic number (2.1 and what is under it) or the names',
    schemas: { query: industries.industryList.query, response: { 200: pageSchema(industryTreeNodeSchema) } },
    handler: ({ user, query }) => industries.listIndustries(ctx, requireUser(user), query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/classification-industries/:id',
    access: access.signedIn(),
    summary: 'One classification industry with its requirements',
    schemas: { params: idParams, response: { 200: industryRecord } },
    handler: ({ user, params }) => industries.getIndustry(ctx, requireUser(user), params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/classification-industries',
    access: access.office(),
    summary: 'Add a classification industry (office); its parent and sort number follow from the symbolic number',
    schemas: { rules: INDUSTRY_RULES, body: requestSchema(classificationIndustry), response: { 201: industryRecord } },
    handler: async ({ user, body, reply }) => reply.status(201).send(await industries.createIndustry(ctx, requireUser(user), body)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/classification-industries/:id',
    access: access.office(),
    summary: 'Change a classification industry (office); one with sub-industries keeps its number',
    schemas: { rules: INDUSTRY_RULES, errors: [409], params: idParams, body: updateSchema(classificationIndustry), response: { 200: industryRecord } },
    handler: ({ user, params, body }) => industries.updateIndustry(ctx, requireUser(user), params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/classification-industries/:id',
    access: access.office(),
    summary: 'Remove a classification industry (office): 409 when it has sub-industries or is in use',
    schemas: { errors: [409], params: idParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await industries.deleteIndustry(ctx, requireUser(user), params.id);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/classification-industries/:id/requirements',
    access: access.signedIn(),
    summary: "An industry's requirements (the office also sees those set for one company)",
    schemas: { params: idParams, response: { 200: pageSchema(requirementRecord) } },
    handler: ({ user, params }) => industries.listRequirements(ctx, requireUser(user), params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/classification-industries/:id/requirements',
    access: access.office(),
    summary: 'Add a requirement to an industry (office)',
    schemas: { rules: REQUIREMENT_RULES, params: idParams, body: requestSchema(industryRequirement), response: { 201: requirementRecord } },
    handler: async ({ user, params, body, reply }) => reply.status(201).send(await industries.createRequirement(ctx, requireUser(user), params.id, body)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/classification-industries/:id/requirements/:requirementId',
    access: access.signedIn(),
    summary: "One of an industry's requirements",
    schemas: { params: requirementParams, response: { 200: requirementRecord } },
    handler: ({ user, params }) => industries.getRequirement(ctx, requireUser(user), params.id, params.requirementId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/classification-industries/:id/requirements/:requirementId',
    access: access.office(),
    summary: "Change an industry's requirement (office)",
    schemas: { rules: REQUIREMENT_RULES, params: requirementParams, body: updateSchema(industryRequirement), response: { 200: requirementRecord } },
    handler: ({ user, params, body }) => industries.updateRequirement(ctx, requireUser(user), params.id, params.requirementId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/classification-industries/:id/requirements/:requirementId',
    access: access.office(),
    summary: "Remove an industry's requirement (office)",
    schemas: { params: requirementParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await industries.deleteRequirement(ctx, requireUser(user), params.id, params.requirementId);
    },
  });
}
