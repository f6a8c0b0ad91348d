/** A company's offer packs (SPEC §3 Company offer pack form): members read and download; 'references_projects' holders and the office change. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { offerPack } from '../../../src/domain/entities/offerPack';
import { pageSchema, requestSchema, responseSchema, updateSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { contentDisposition } from '../../http/files';
import { idParams, nestedIdParams } from '../../http/params';
import { defineRoute, requireUser } from '../../http/route';
import { offerPackPdf } from './pdf';
import * as packs from './service';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const OFFER_PACKS_RULES = [
  'Valitse referenssit yrityksen omista referensseistä.',
];

const packParams = nestedIdParams('packId');
const packRecord = responseSchema(offerPack);

export function offerPackRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/offer-packs',
    access: access.companyMember(),
    summary: "A company's offer packs, by name at first; sort by name, updatedAt or id; q matches the name",
    schemas: { params: idParams, query: packs.offerPackList.query, response: { 200: pageSchema(packRecord) } },
    handler: ({ params, query }) => packs.listPacks(ctx.db, params.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/offer-packs',
    access: access.companyPermission('references_projects'),
    summary: 'Add an offer pack: { name, reference_ids } (the company’s own references, in order)',
    schemas: { rules: OFFER_PACKS_RULES, params: idParams, body: requestSchema(offerPack), response: { 201: packRecord } },
    handler: async ({ user, params, body, reply }) => reply.status(201).send(await packs.createPack(ctx, requireUser(user), params.id, body)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/offer-packs/:packId',
    access: access.companyMember(),
    summary: 'One offer pack of the company',
    schemas: { params: packParams, response: { 200: packRecord } },
    handler: ({ params }) => packs.getPack(ctx.db, params.id, params.packId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/companies/:id/offer-packs/:packId',
    access: access.companyPermission('references_projects'),
    summary: 'Change an offer pack (name, reference_ids; what is left out is kept)',
    schemas: { rules: OFFER_PACKS_RULES, params: packParams, body: updateSchema(offerPack), response: { 200: packRecord } },
    handler: ({ user, params, body }) => packs.updatePack(ctx, requireUser(user), params.id, params.packId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/offer-packs/:packId',
    access: access.companyPermission('references_projects'),
    summary: 'Remove an offer pack (its references stay)',
    schemas: { params: packParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await packs.deletePack(ctx, requireUser(user), params.id, params.packId);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/offer-packs/:packId/pdf',
    access: access.companyMember(),
    summary: 'The offer pack as one PDF: a cover with the company and the pack, then each reference’s texts and default image',
    schemas: { params: packParams, response: { 200: null }, file: ['application/pdf'] },
    handler: async ({ params, reply }) => {
      const { fileName, ...input } = await packs.packPdfInput(ctx.db, ctx.storage, params.id, params.packId);
      return reply
        .status(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName, 'attachment'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(offerPackPdf(input));
    },
  });
}
