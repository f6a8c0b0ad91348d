import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { approveJoinRequestSchema, createCompanySchema } from '../../../src/domain/schemas/company';
import { company, companyDetailsRecord, companyListRecord } from '../../../src/domain/entities/company';
import { requestSchema } from '../../../src/domain/entities/entity';
import { listQuerySchema, MAX_PAGE_SIZE, pageSize } from '../../../src/domain/schemas/list';
import { access } from '../../http/access';
import { notFound } from '../../http/errors';
import { defineRoute, requireUser } from '../../http/route';
import { companyListQuerySchema, listCompanies } from './list';
import * as companies from './service';
import { loadCompany } from './view';
import type { JoinRequestDecision } from '../../../src/domain/api/joinRequests';
import { idParams, nestedIdParams } from '../../http/params';

const personParams = nestedIdParams('personId');

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
    schemas: { body: createCompanySchema, response: { 201: companyDetailsRecord } },
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
    summary: "Update a company's basic details",
    // The name is required as before; left out, the switchboard number and the status are kept.
    schemas: { params: idParams, body: requestSchema(company), response: { 200: companyDetailsRecord } },
    handler: async ({ user, params, body }) => {
      await companies.updateCompany(ctx, requireUser(user), params.id, body);
      return companyOr404(params.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/join-request',
    access: access.signedIn(),
    summary: 'Ask to join a company; its admins (or the office) decide',
    schemas: { params: idParams },
    handler: async ({ user, params, reply }) => {
      await companies.requestToJoin(ctx, requireUser(user), params.id);
      return reply.status(201).send({ status: 'pending' } satisfies JoinRequestDecision);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/people/pending',
    access: access.companyPermission('people'),
    summary: 'Pending join requests of a company',
    schemas: { params: idParams },
    handler: async ({ params }) => {
      await companyOr404(params.id);
      return companies.listPending(ctx, params.id);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/join-requests',
    access: access.office(),
    summary: 'Pending join requests of every company (office desk)',
    schemas: { query: listQuerySchema.omit({ sort: true, order: true }) },
    handler: ({ query }) => companies.listAllPending(ctx, query.page, pageSize(query.paginate) ?? MAX_PAGE_SIZE),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/people/:personId/approve',
    access: access.companyPermission('people'),
    summary: 'Approve a join request (optionally as company admin)',
    schemas: { params: personParams, body: approveJoinRequestSchema },
    handler: async ({ user, params, body }) => {
      await companies.decideJoinRequest(ctx, requireUser(user), params.id, params.personId, {
        approve: true,
        companyAdmin: body.company_admin,
      });
      return { status: 'active' } satisfies JoinRequestDecision;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/people/:personId/reject',
    access: access.companyPermission('people'),
    summary: 'Reject a join request',
    schemas: { params: personParams },
    handler: async ({ user, params }) => {
      await companies.decideJoinRequest(ctx, requireUser(user), params.id, params.personId, { approve: false });
      return { status: 'rejected' } satisfies JoinRequestDecision;
    },
  });
}
