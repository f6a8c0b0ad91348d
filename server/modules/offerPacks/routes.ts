/** A company's offer packs (SPEC §3 Company offer pack form): members read and download; 'references_projects' holders and the office change. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { offerPack } from '../../../src/domain/entities/offerPack';
import { access } from '../../http/access';
import { contentDisposition } from '../../http/files';
import { nestedIdParams } from '../../http/params';
import { crudRoutes } from '../../http/crudRoutes';
import { defineRoute } from '../../http/route';
import { offerPackPdf } from './pdf';
import * as packs from './service';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const OFFER_PACKS_RULES = [
  'Valitse referenssit yrityksen omista referensseistä.',
];

const packParams = nestedIdParams('packId');

export function offerPackRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: offerPack,
    idName: 'packId',
    access: { read: access.companyMember(), write: access.companyPermission('references_projects') },
    rules: OFFER_PACKS_RULES,
    list: {
      summary: "A company's offer packs, by name at first; sort by name, updatedAt or id; q matches the name",
      query: packs.offerPackList.query,
      handler: ({ parentId, query }) => packs.listPacks(ctx.db, parentId, query),
    },
    create: {
      summary: 'Add an offer pack: { name, reference_ids } (the company’s own references, in order)',
      handler: ({ user, parentId, body }) => packs.createPack(ctx, user, parentId, body),
    },
    read: { summary: 'One offer pack of the company', handler: ({ parentId, id }) => packs.getPack(ctx.db, parentId, id) },
    update: {
      summary: 'Change an offer pack (name, reference_ids; what is left out is kept)',
      handler: ({ user, parentId, id, body }) => packs.updatePack(ctx, user, parentId, id, body),
    },
    remove: { summary: 'Remove an offer pack (its references stay)', handler: ({ user, parentId, id }) => packs.deletePack(ctx, user, parentId, id) },
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
