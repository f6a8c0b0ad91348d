import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { office } from '../../../src/domain/entities/office';
import { pageSchema, requestSchema, responseSchema, updateSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { defineRoute, requireUser } from '../../http/route';
import * as offices from './service';
import { idParams, nestedIdParams } from '../../http/params';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const OFFICES_RULES = [
  'Postinumeron on oltava viisi numeroa.',
];

const officeParams = nestedIdParams('officeId');
const officeBody = requestSchema(office);
const officeRecord = responseSchema(office);

export function officeRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/offices',
    access: access.companyMember(),
    summary: "A company's offices (yksiköt), by name at first; sort by name, city or id; q matches name or city",
    schemas: { params: idParams, query: offices.officeList.query, response: { 200: pageSchema(officeRecord) } },
    handler: ({ params, query }) => offices.listOffices(ctx, params.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/offices',
    access: access.companyPermission('company_details'),
    summary: 'Add an office to the company',
    schemas: { rules: OFFICES_RULES, params: idParams, body: officeBody, response: { 201: officeRecord } },
    handler: async ({ user, params, body, reply }) => reply.status(201).send(await offices.createOffice(ctx, requireUser(user), params.id, body)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/offices/:officeId',
    access: access.companyMember(),
    summary: 'One office of the company',
    schemas: { params: officeParams, response: { 200: officeRecord } },
    handler: ({ params }) => offices.getOffice(ctx, params.id, params.officeId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/companies/:id/offices/:officeId',
    access: access.companyPermission('company_details'),
    summary: 'Change an office of the company',
    schemas: { rules: OFFICES_RULES, params: officeParams, body: updateSchema(office), response: { 200: officeRecord } },
    handler: ({ user, params, body }) => offices.updateOffice(ctx, requireUser(user), params.id, params.officeId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/offices/:officeId',
    access: access.companyPermission('company_details'),
    summary: 'Remove an office of the company',
    schemas: { params: officeParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await offices.deleteOffice(ctx, requireUser(user), params.id, params.officeId);
    },
  });
}
