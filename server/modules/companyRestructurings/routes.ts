/** The company restructuring's routes (issue 22 §2): office only. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listRestructurings, runRestructuring, uploadMergerDocument } from '../../../src/domain/api/companyRestructuringActions';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { sendStoredFile } from '../../http/files';
import { idParams } from '../../http/params';
import { defineRoute, requireUser } from '../../http/route';
import { KIND_MIME } from '../../http/uploads';
import * as restructurings from './service';

export function companyRestructuringRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, runRestructuring, {
    access: access.office(),
    summary:
      'Move the chosen references (with their projects), people, certificates (qualifications with the selected industries) and open applications from the company that ends (company_id_to_move_from) to the receiving one (company_id_to_be_moved), all in one transaction, and mark the old company merged; dry_run: true answers the same lists and clashes and writes nothing. A real run needs the uploaded merger document and no blocking clash (409)',
    errors: [404, 409],
    rules: restructurings.RESTRUCTURING_RULES,
    handler: ({ user, body }) => restructurings.restructure(ctx, requireUser(user), body),
  });

  defineActionRoute(app, listRestructurings, {
    access: access.office(),
    summary: 'The record of past restructurings, newest first: who, when, from, to, the merger document and what moved',
    handler: () => restructurings.listRestructurings(ctx.db),
  });

  defineActionRoute(app, uploadMergerDocument, {
    access: access.office(),
    summary: 'Upload the merger confirmation document (company document type 17; a PDF checked by its content, multipart `file`) for a restructuring to name',
    handler: ({ user, upload }) => restructurings.addMergerDocument(ctx, requireUser(user), upload.files.file[0]),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/company-restructurings/:id/document',
    access: access.office(),
    summary: "A past restructuring's merger confirmation document (its original name, the detected type)",
    schemas: { params: idParams, response: { 200: null }, file: [KIND_MIME.pdf] },
    handler: async ({ params, reply }) => sendStoredFile(reply, ctx.storage, await restructurings.documentForDownload(ctx.db, params.id)),
  });
}
