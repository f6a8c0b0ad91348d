import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import {
  classificationIndustry,
  industryRequirement,
  industryTreeNodeSchema,
  REQUIREMENT_EMPTY,
} from '../../../src/domain/entities/classificationIndustry';
import { pageSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
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

  crudRoutes(app, {
    entity: classificationIndustry,
    access: { read: access.signedIn(), write: access.office() },
    rules: INDUSTRY_RULES,
    read: { summary: 'One classification industry with its requirements', handler: ({ user, id }) => industries.getIndustry(ctx, user, id) },
    create: {
      summary: 'Add a classification industry (office); its parent and sort number follow from the symbolic number',
      handler: ({ user, body }) => industries.createIndustry(ctx, user, body),
    },
    update: {
      summary: 'Change a classification industry (office); one with sub-industries keeps its number',
      errors: [409],
      handler: ({ user, id, body }) => industries.updateIndustry(ctx, user, id, body),
    },
    remove: {
      summary: 'Remove a classification industry (office): 409 when it has sub-industries or is in use',
      errors: [409],
      handler: ({ user, id }) => industries.deleteIndustry(ctx, user, id),
    },
  });

  crudRoutes(app, {
    entity: industryRequirement,
    idName: 'requirementId',
    access: { read: access.signedIn(), write: access.office() },
    rules: REQUIREMENT_RULES,
    list: {
      summary: "An industry's requirements (the office also sees those set for one company)",
      handler: ({ user, parentId }) => industries.listRequirements(ctx, user, parentId),
    },
    create: { summary: 'Add a requirement to an industry (office)', handler: ({ user, parentId, body }) => industries.createRequirement(ctx, user, parentId, body) },
    read: { summary: "One of an industry's requirements", handler: ({ user, parentId, id }) => industries.getRequirement(ctx, user, parentId, id) },
    update: {
      summary: "Change an industry's requirement (office)",
      handler: ({ user, parentId, id, body }) => industries.updateRequirement(ctx, user, parentId, id, body),
    },
    remove: { summary: "Remove an industry's requirement (office)", handler: ({ user, parentId, id }) => industries.deleteRequirement(ctx, user, parentId, id) },
  });
}
