/** A company's references (SPEC §3 Reference, §7): members read; references_projects holders and the office change. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { reference } from '../../../src/domain/entities/reference';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { defineRoute, requireUser } from '../../http/route';
import { addReferenceImage, removeReferenceImage, requestReferenceConfirmation, setDefaultReferenceImage } from '../../../src/domain/api/referenceActions';
import { crudRoutes } from '../../http/crudRoutes';
import * as references from './service';
import { z } from 'zod';
import { fileSizeQuery } from '../../http/files';
import { hit, tooMany, type Limit } from '../../http/rateLimit';
import { idParam } from '../../http/params';
import { addImage, removeImage, sendImage, setDefaultImage } from './images';
import { answerConfirmation, requestConfirmation, showConfirmation } from './confirmations';
import { confirmationAnswerSchema, confirmationViewSchema } from '../../../src/domain/referenceConfirmation';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const REFERENCES_RULES = [
  'Valitse arvo listalta.',
  'Valmistumispäivä ei voi olla ennen aloituspäivää.',
  'Aliurakoinnin osuus ei voi olla suurempi kuin kokonaislaskutus.',
];

const imageParams = z.object({ id: idParam, refId: idParam, imageId: idParam });
const linkParams = z.object({ confirmationId: idParam, hash: z.string().regex(/^[0-9a-f]{40}$/, 'Vahvistuslinkki on virheellinen.') });
const linkQuery = z.object({
  expires: z.string().regex(/^\d{1,12}$/, 'Vahvistuslinkki on virheellinen.').transform(Number),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'Vahvistuslinkki on virheellinen.'),
});
/** The public page is opened a few times by one client; more from one address is a script. */
export const CONFIRMATION_PAGE_LIMIT: Limit = { name: 'reference-confirmation', max: 30, windowSeconds: 3600 };


export function referenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: reference,
    idName: 'refId',
    access: { read: access.companyMember(), write: access.companyPermission('references_projects') },
    rules: REFERENCES_RULES,
    list: {
      summary:
        "A company's references. SPEC §7 defaults: page 1, paginate 16, sort id, order desc, all_clients true; filters industry_id, year, client, visibility_type_id, status_id; q matches title, client or description",
      query: references.referenceList.query,
      handler: ({ parentId, query }) => references.listReferences(ctx.db, parentId, query),
    },
    create: { summary: 'Add a reference to the company', handler: ({ user, parentId, body }) => references.createReference(ctx, user, parentId, body) },
    read: {
      summary: 'One reference of the company, with its industries and their reference age (SPEC §5)',
      handler: ({ parentId, id }) => references.loadReference(ctx.db, parentId, id),
    },
    update: {
      summary: 'Change a reference (what the body leaves out is kept); 409 when it is locked (used in a sent application)',
      errors: [409],
      handler: ({ user, parentId, id, body }) => references.updateReference(ctx, user, parentId, id, body),
    },
    remove: {
      summary: 'Remove a reference; 409 when it is locked (used in a sent application)',
      errors: [409],
      handler: ({ user, parentId, id }) => references.deleteReference(ctx, user, parentId, id),
    },
  });

  defineActionRoute(app, addReferenceImage, {
    access: access.companyPermission('references_projects'),
    summary: 'Add an image to a reference (multipart `file`, JPEG or PNG; re-encoded); the first becomes the default; 409 when locked',
    errors: [409],
    handler: ({ user, params, upload }) => addImage(ctx, requireUser(user), params.id, params.refId, upload.files.file[0]),
  });

  defineActionRoute(app, removeReferenceImage, {
    access: access.companyPermission('references_projects'),
    summary: "Remove a reference's image (the next one becomes the default); 409 when locked",
    errors: [409],
    handler: async ({ user, params }) => {
      await removeImage(ctx, requireUser(user), params.id, params.refId, params.imageId);
    },
  });

  defineActionRoute(app, setDefaultReferenceImage, {
    access: access.companyPermission('references_projects'),
    summary: "Make an image the reference's default image; 409 when locked",
    errors: [409],
    handler: ({ user, params }) => setDefaultImage(ctx, requireUser(user), params.id, params.refId, params.imageId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/references/:refId/images/:imageId/content',
    access: access.companyMember(),
    summary: "A reference's image (SPEC §7), ?size=sm|md|lg (md is what the app shows)",
    schemas: { params: imageParams, query: fileSizeQuery, response: { 200: null }, file: ['image/jpeg', 'image/png'] },
    handler: ({ params, query, reply }) => sendImage(ctx.db, ctx, reply, params.id, params.refId, params.imageId, query.size),
  });

  defineActionRoute(app, requestReferenceConfirmation, {
    access: access.companyPermission('references_projects'),
    summary: "Ask the reference's client to confirm it: an e-mail with a signed link (30 days) to a public page; a newer request replaces an older one",
    errors: [429],
    handler: ({ user, params, body }) => requestConfirmation(ctx, requireUser(user), params.id, params.refId, body.email),
  });

  const limited = async (address: string) => {
    if (!(await hit(ctx.db, CONFIRMATION_PAGE_LIMIT, address))) throw tooMany('Liian monta pyyntöä lyhyessä ajassa. Yritä hetken kuluttua uudelleen.');
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/reference-confirmations/:confirmationId/:hash',
    access: access.public(),
    summary: 'The reference a mailed confirmation link asks about (no sign-in; 403 for a forged or expired link, 409 when replaced by a newer request)',
    schemas: { errors: [403, 409, 429], params: linkParams, query: linkQuery, response: { 200: confirmationViewSchema } },
    handler: async ({ params, query, request }) => {
      await limited(request.ip);
      return showConfirmation(ctx, { id: params.confirmationId, hash: params.hash, expires: query.expires, signature: query.signature });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/reference-confirmations/:confirmationId/:hash',
    access: access.public(),
    summary: "The client's answer: confirm, correct (with a comment) or decline, and optional feedback; once per link",
    schemas: { rules: ['Kerro, mitä referenssin tiedoissa pitää korjata.'], errors: [403, 409, 429], params: linkParams, query: linkQuery, body: confirmationAnswerSchema, response: { 200: confirmationViewSchema } },
    handler: async ({ params, query, body, request }) => {
      await limited(request.ip);
      return answerConfirmation(ctx, { id: params.confirmationId, hash: params.hash, expires: query.expires, signature: query.signature }, body);
    },
  });
}
