import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createCompanySchema } from '../../../src/domain/schemas/company';
import { company, companyDetailsRecord, companyListRecord } from '../../../src/domain/entities/company';
import { requestSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { notFound } from '../../http/errors';
import { defineRoute, requireUser } from '../../http/route';
import { companyListQuerySchema, listCompanies } from './list';
import * as companies from './service';
import { loadCompany } from './view';
import { idParams } from '../../http/params';

export function companyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const companyOr404 = async (companyId: number) => {
    const company = await loadCompany(ctx.db, companyId);
    if (!company) throw notFound('Yritystä ei löytynyt.');
    return company;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies',
    access: access.signedIn(),
    summary: 'Companies: staff search all (q); others look one up by registration_number or list their own',
    schemas: { query: companyListQuerySchema, response: { 200: companyListRecord } },
    handler: ({ user, query }) => listCompanies(ctx.db, requireUser(user), query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies',
    access: access.signedIn(),
    summary: 'Create a company; the caller becomes its company admin',
    schemas: { errors: [409], body: createCompanySchema, response: { 201: companyDetailsRecord } },
    handler: async ({ user, body, reply }) => {
      const companyId = await companies.createCompany(ctx, requireUser(user), body);
      return reply.status(201).send(await companyOr404(companyId));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id',
    access: access.companyMember(),
    summary: 'One company with its addresses',
    schemas: { params: idParams, response: { 200: companyDetailsRecord } },
    handler: ({ params }) => companyOr404(params.id),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/companies/:id',
    access: access.companyPermission('company_details'),
    summary: "Update a company's basic details (name, switchboard number); a changed company_status_id is refused (422): the status changes through PUT /companies/:id/status with a reason",
    // The name is required as before; left out, the switchboard number is kept. The status may only come back as it is
    // stored: it changes through PUT …/status with a reason.
    schemas: { rules: ['Valitse yrityksen tila listalta.', companies.STATUS_CHANGE_ELSEWHERE], params: idParams, body: requestSchema(company), response: { 200: companyDetailsRecord } },
    handler: async ({ user, params, body }) => {
      await companies.updateCompany(ctx, requireUser(user), params.id, body);
      return companyOr404(params.id);
    },
  });
}
