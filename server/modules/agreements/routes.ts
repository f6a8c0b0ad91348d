/** Products and company agreements (SPEC §7 Agreements and products). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { z } from 'zod';
import { agreement, BillingBasis, BILLING_BASIS_IDS, product, productAgreement } from '../../../src/domain/entities/agreement';
import { terminateAgreement } from '../../../src/domain/api/agreementActions';
import { defineActionRoute } from '../../http/actionRoute';
import { pageSchema, requestSchema, responseSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { hasOfficePermission } from '../../../src/domain/permissions';
import { notFound } from '../../http/errors';
import { defineRoute, requireUser } from '../../http/route';
import * as agreements from './service';
import { companyAgreementList, listCompanyAgreements, listProductAgreements, listProducts, loadCompanyAgreement } from './view';
import { wholeList } from '../../../src/domain/schemas/list';
import { idParams, nestedIdParams } from '../../http/params';

const agreementRecord = responseSchema(agreement);

/** GET /products takes one filter (react-admin's list also sends page, sort and order, which the whole list ignores). */
const productListQuery = z.looseObject({
  all: z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).optional(),
  billing_basis: z.coerce.number({ error: 'Tuntematon laskutusperuste.' }).pipe(z.literal(BILLING_BASIS_IDS, { error: 'Tuntematon laskutusperuste.' })).optional(),
});

/** GET /products/{id}/agreements: `all=true` is the office's (a version not yet in force is its draft). */
const versionListQuery = z.looseObject({ all: z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).optional() });

export function agreementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  const agreementOr404 = async (companyId: number, agreementId: number) => {
    const found = await loadCompanyAgreement(db, companyId, agreementId);
    if (!found) throw notFound('Sopimusta ei löytynyt.');
    return found;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/products',
    access: access.signedIn(),
    summary: "The products a company can sign an agreement for, by name; all=true adds the office's fee products (billing_basis 2 application fee, 3 audit day), billing_basis narrows to one basis",
    schemas: { query: productListQuery, response: { 200: pageSchema(responseSchema(product)) } },
    handler: async ({ query }) => wholeList(await listProducts(db, query.billing_basis ?? (query.all === 'true' ? undefined : BillingBasis.agreement))),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/products/:id/agreements',
    access: access.signedIn(),
    summary: "The versions of a product's agreement in force or past, the current one first; all=true (office only) adds versions that start later",
    schemas: { params: idParams, query: versionListQuery, response: { 200: pageSchema(responseSchema(productAgreement)) } },
    handler: async ({ user, params, query }) => wholeList(await listProductAgreements(db, params.id, query.all === 'true' && !!user && hasOfficePermission(user))),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/agreements',
    access: access.companyMember(),
    summary: "A company's agreements in force (terminated ones are not listed)",
    schemas: { params: idParams, query: companyAgreementList.query, response: { 200: pageSchema(agreementRecord) } },
    handler: ({ params, query }) => listCompanyAgreements(db, params.id, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/agreements/:agreementId',
    access: access.companyMember(),
    summary: 'One agreement of the company, in force or terminated (its record view)',
    schemas: { params: nestedIdParams('agreementId'), response: { 200: agreementRecord } },
    handler: ({ params }) => agreementOr404(params.id, params.agreementId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/agreements',
    access: access.companyPermission('agreements'),
    summary: 'Sign a product agreement (409 when one for the product is in force)',
    schemas: { rules: ['Sopimusversio ei ole voimassa. Valitse voimassa oleva versio.', 'Valitse sopimus.'], errors: [409], params: idParams, body: requestSchema(agreement), response: { 201: agreementRecord } },
    handler: async ({ user, params, body, reply }) => {
      const agreementId = await agreements.signAgreement(ctx, requireUser(user), params.id, body);
      return reply.status(201).send(await agreementOr404(params.id, agreementId));
    },
  });

  defineActionRoute(app, terminateAgreement, {
    access: access.companyPermission('agreements'),
    summary: 'Terminate an agreement with a reason',
    errors: [409],
    handler: async ({ user, params, body }) => {
      await agreements.terminateAgreement(ctx, requireUser(user), params.id, params.agreementId, body);
      return agreementOr404(params.id, params.agreementId);
    },
  });
}
