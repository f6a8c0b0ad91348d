import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { project } from '../../../src/domain/entities/project';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import * as projects from './service';

export function projectRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: project,
    idName: 'projectId',
    access: { read: access.companyMember(), write: access.companyPermission('references_projects') },
    // What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document).
    rules: [
      'Postinumeron on oltava viisi numeroa.',
      'Valitse maa luettelosta.',
      'Anna koordinaatit muodossa leveysaste, pituusaste (esim. 60.1699, 24.9384).',
      'Valitse arvo listalta.',
      'Suomalaisen osoitteen maa on Suomi.',
    ],
    list: {
      summary: "A company's projects (hankkeet), newest first; sort by name, district or id; q matches name, district, property code, site key, street or city",
      query: projects.projectList.query,
      handler: ({ parentId, query }) => projects.listProjects(ctx, parentId, query),
    },
    create: {
      summary: 'Add a project to the company (visiting_address { street, zipcode, city, country }, coordinates_address { location })',
      handler: ({ user, parentId, body }) => projects.createProject(ctx, user, parentId, body),
    },
    read: {
      summary: 'One project of the company, with its addresses and location check (SPEC §4)',
      handler: ({ parentId, id }) => projects.getProject(ctx, parentId, id),
    },
    update: {
      summary: 'Change a project of the company (an address left out is kept, null removes it)',
      handler: ({ user, parentId, id, body }) => projects.updateProject(ctx, user, parentId, id, body),
    },
    remove: {
      summary: 'Remove a project of the company: 409 when references link to it',
      errors: [409],
      handler: ({ user, parentId, id }) => projects.deleteProject(ctx, user, parentId, id),
    },
  });
}
