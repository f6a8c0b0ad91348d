import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { office } from '../../../src/domain/entities/office';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import * as offices from './service';

export function officeRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: office,
    idName: 'officeId',
    access: { read: access.companyMember(), write: access.companyPermission('company_details') },
    // What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document).
    rules: ['Postinumeron on oltava viisi numeroa.'],
    list: {
      summary: "A company's offices (yksiköt), by name at first; sort by name, city or id; q matches name or city",
      query: offices.officeList.query,
      handler: ({ parentId, query }) => offices.listOffices(ctx, parentId, query),
    },
    create: { summary: 'Add an office to the company', handler: ({ user, parentId, body }) => offices.createOffice(ctx, user, parentId, body) },
    read: { summary: 'One office of the company', handler: ({ parentId, id }) => offices.getOffice(ctx, parentId, id) },
    update: { summary: 'Change an office of the company', handler: ({ user, parentId, id, body }) => offices.updateOffice(ctx, user, parentId, id, body) },
    remove: { summary: 'Remove an office of the company', handler: ({ user, parentId, id }) => offices.deleteOffice(ctx, user, parentId, id) },
  });
}
