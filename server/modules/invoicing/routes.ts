/** Products, product orders and the invoicing basis (issue 22 §3): the office's, every route. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { PRODUCT_AGREEMENT_RULES, PRODUCT_RULES, product, productAgreement } from '../../../src/domain/entities/agreement';
import { pageSchema, requestSchema, responseSchema, updateSchema } from '../../../src/domain/entities/entity';
import {
  basisQuerySchema,
  invoicingBasisSchema,
  markInvoicedResultSchema,
  markInvoicedSchema,
  MARK_MESSAGES,
  PERIOD_MESSAGES,
  productOrderSchema,
  productOrdersQuerySchema,
} from '../../../src/domain/invoicing';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import { idParams, nestedIdParams } from '../../http/params';
import { defineRoute, requireUser } from '../../http/route';
import { invoicingBasis } from './basis';
import { basisCsv } from './csv';
import { finvoiceXml } from './finvoice';
import { markInvoiced } from './mark';
import { listProductOrders } from './orders';
import * as products from './products';

const helsinkiToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());

export function invoicingRoutes(app: FastifyInstance, ctx: AppContext): void {
  // GET /products (the list) is SPEC §7's, in the agreements module; the office writes them here.
  crudRoutes(app, {
    entity: product,
    access: { read: access.office(), write: access.office() },
    rules: [PRODUCT_RULES.code, PRODUCT_RULES.period, PRODUCT_RULES.applicationTypes, PRODUCT_RULES.codeTaken],
    create: { summary: 'Add a product (office): code, price in whole euros, VAT, billing basis and period', handler: ({ user, body }) => products.createProduct(ctx, user, body) },
    read: { summary: 'One product (office)', handler: ({ id }) => products.getProduct(ctx, id) },
    update: { summary: 'Change a product (office); what the body leaves out is kept', handler: ({ user, id, body }) => products.updateProduct(ctx, user, id, body) },
    remove: { summary: 'Remove a product (office); 409 once a company has signed its agreement', errors: [409], handler: ({ user, id }) => products.deleteProduct(ctx, user, id) },
  });

  const version = responseSchema(productAgreement);
  defineRoute(app, {
    method: 'POST',
    url: '/api/products/:id/agreements',
    access: access.office(),
    summary: 'Add a version of the product agreement (office); the version number is unique per product',
    schemas: { rules: [PRODUCT_AGREEMENT_RULES.versionTaken, PRODUCT_AGREEMENT_RULES.order], params: idParams, body: requestSchema(productAgreement), response: { 201: version } },
    handler: async ({ user, params, body, reply }) => reply.status(201).send(await products.createVersion(ctx, requireUser(user), params.id, body)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/products/:id/agreements/:agreementId',
    access: access.office(),
    summary: 'One version of the product agreement, in force or not (office)',
    schemas: { params: nestedIdParams('agreementId'), response: { 200: version } },
    handler: ({ params }) => products.getVersion(ctx, params.id, params.agreementId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/products/:id/agreements/:agreementId',
    access: access.office(),
    summary: 'Change a version of the product agreement (office); a signed version only its end day (409)',
    schemas: { rules: [PRODUCT_AGREEMENT_RULES.versionTaken, PRODUCT_AGREEMENT_RULES.order], errors: [409], params: nestedIdParams('agreementId'), body: updateSchema(productAgreement), response: { 200: version } },
    handler: ({ user, params, body }) => products.updateVersion(ctx, requireUser(user), params.id, params.agreementId, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/products/:id/agreements/:agreementId',
    access: access.office(),
    summary: 'Remove a version of the product agreement (office); 409 once signed',
    schemas: { errors: [409], params: nestedIdParams('agreementId'), response: { 204: null } },
    handler: async ({ user, params }) => {
      await products.deleteVersion(ctx, requireUser(user), params.id, params.agreementId);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/product-orders',
    access: access.office(),
    summary: 'What companies have ordered (office, SPEC §2): agreements signed and applications sent, newest first; paginate, page, q, kind',
    schemas: { query: productOrdersQuerySchema, response: { 200: pageSchema(productOrderSchema) } },
    handler: ({ query }) => listProductOrders(ctx.db, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoicing/basis',
    access: access.office(),
    summary:
      "The invoicing basis of from–to (office): per company, the rows not yet invoiced — agreements' billing periods starting in it, fees of applications sent in it, audit days and auditors' costs — with VAT. format=csv (';', decimal commas, BOM) or format=finvoice (Finvoice 3.0 XML, one invoice per company)",
    schemas: { rules: [PERIOD_MESSAGES.order, PERIOD_MESSAGES.long], query: basisQuerySchema, response: { 200: invoicingBasisSchema }, file: ['text/csv', 'application/xml'] },
    handler: async ({ query, reply }) => {
      const basis = await invoicingBasis(ctx.db, query.from, query.to);
      if (query.format === 'json') return basis;
      const csv = query.format === 'csv';
      return reply
        .status(200)
        .header('content-type', csv ? 'text/csv; charset=utf-8' : 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="laskutusperuste-${query.from}-${query.to}.${csv ? 'csv' : 'xml'}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(csv ? basisCsv(basis) : finvoiceXml(basis, helsinkiToday(), ctx.invoiceSeller));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoicing/basis/invoiced',
    access: access.office(),
    summary: "Mark the reviewed rows of a period invoiced (office), in one transaction: each key must be a row of the period's basis (422); a row marked before stays as it was (a repeat is a no-op)",
    schemas: { rules: [MARK_MESSAGES.unknown, PERIOD_MESSAGES.order], body: markInvoicedSchema, response: { 200: markInvoicedResultSchema } },
    handler: ({ user, body }) => markInvoiced(ctx, requireUser(user), body),
  });
}

