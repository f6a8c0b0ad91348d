import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pageSchema, requestSchema, responseSchema, updateSchema } from '../../../src/domain/entities/entity';
import { project } from '../../../src/domain/entities/project';
import { access } from '../../http/access';
import { idParams, nestedIdParams } from '../../http/params';
import { defineRoute, requireUser } from '../../http/route';
import * as projects from './service';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const PROJECTS_RULES = [
  'Postinumeron on oltava viisi numeroa.',
  'Valitse maa luettelosta.',
  'Anna koordinaatit muodossa leveysaste, pituusaste (esim. 60.1699, 24.9384).',
  'Valitse arvo listalta.',
  'Suomalaisen osoitteen maa on Suomi.',
];

const projectParams = nestedIdParams('projectId');
const projectRecord = responseSchema(project);

export function projectRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/projects',
    access: access.companyMember(),
    summary: "A company's projects (hankkeet), newest first; sort by name, district or id; q matches name, district, property code, site key, street or city",
    schemas: { params: idParams, query: projects.projectList.query, response: { 200: pageSchema(projectRecord) } },
    handler: ({ params, query }) => projects.listProjects(ctx, params.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/projects',
    access: access.companyPermission('references_projects'),
    summary: 'Add a project to the company (visiting_address { street, zipcode, city, country }, coordinates_address { location })',
    schemas: { rules: PROJECTS_RULES, params: idParams, body: requestSchema(project), response: { 201: projectRecord } },
    handler: async ({ user, params, body, reply }) => reply.status(201).send(await projects.createProject(ctx, requireUser(user), params.id, body)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/projects/:projectId',
    access: access.companyMember(),
    summary: 'One project of the company, with its addresses and location check (SPEC §4)',
    schemas: { params: projectParams, response: { 200: projectRecord } },
    handler: ({ params }) => projects.getProject(ctx, params.id, params.projectId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/companies/:id/projects/:projectId',
    access: access.companyPermission('references_projects'),
    summary: 'Change a project of the company (an address left out is kept, null removes it)',
    schemas: { rules: PROJECTS_RULES, params: projectParams, body: updateSchema(project), response: { 200: projectRecord } },
    handler: ({ user, params, body }) => projects.updateProject(ctx, requireUser(user), params.id, params.projectId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/projects/:projectId',
    access: access.companyPermission('references_projects'),
    summary: 'Remove a project of the company: 409 when references link to it',
    schemas: { errors: [409], params: projectParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await projects.deleteProject(ctx, requireUser(user), params.id, params.projectId);
    },
  });
}
