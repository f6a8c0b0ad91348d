/** Finances (SPEC §7 "Finances", issue 10): financial years, their documents, and what is missing. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { fileSizeQuery, sendStoredFile } from '../../http/files';
import { idParam, nestedIdParams } from '../../http/params';
import { defineActionRoute } from '../../http/actionRoute';
import { defineRoute, requireUser } from '../../http/route';
import { addFinancialYearFile, removeFinancialYearFile, validateFinances } from '../../../src/domain/api/financeActions';
import { crudRoutes } from '../../http/crudRoutes';
import { KIND_MIME } from '../../http/uploads';
import { financialYear, financialYearFileSchema } from '../../../src/domain/entities/financialYear';
import * as finances from './service';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const FINANCES_RULES = [
  'Päättymispäivän on oltava alkupäivän jälkeen.',
  'Tilikausi voi olla enintään 18 kuukautta.',
  'Vaihto-omaisuus sisältyy vaihtuviin vastaaviin: se ei voi olla niitä suurempi.',
  'Tilikauden vuosi on sen päättymisvuosi.',
];

const yearParams = nestedIdParams('yearId');
const fileParams = z.object({ id: idParam, yearId: idParam, fileId: idParam });


export function financeRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: financialYear,
    idName: 'yearId',
    access: { read: access.companyMember(), write: access.companyPermission('finances') },
    rules: FINANCES_RULES,
    list: {
      summary: "A company's financial years with their key ratios and documents, newest first",
      query: finances.yearList.query,
      handler: ({ parentId, query }) => finances.listYears(ctx.db, parentId, query),
    },
    create: { summary: 'Add a financial year with its figures', errors: [409], handler: ({ user, parentId, body }) => finances.createYear(ctx, user, parentId, body) },
    read: { summary: 'One financial year with its key ratios and documents', handler: ({ parentId, id }) => finances.getYear(ctx.db, parentId, id) },
    update: {
      summary: "Change a financial year's figures",
      errors: [409],
      handler: ({ user, parentId, id, body }) => finances.updateYear(ctx, user, parentId, id, body),
    },
    remove: { summary: 'Remove a financial year with its documents', handler: ({ user, parentId, id }) => finances.deleteYear(ctx, user, parentId, id) },
  });

  defineActionRoute(app, validateFinances, {
    access: access.companyMember(),
    summary: 'What the financial statements lack: the two latest closed years each need a balance sheet (1) and a profit and loss statement (2), or the combined document (9)',
    handler: ({ params }) => finances.validateYears(ctx.db, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/financial-years/:yearId/files',
    access: access.companyMember(),
    summary: "A financial year's documents",
    schemas: { params: yearParams, response: { 200: z.array(financialYearFileSchema) } },
    handler: ({ params }) => finances.listFiles(ctx.db, params.id, params.yearId),
  });

  defineActionRoute(app, addFinancialYearFile, {
    access: access.companyPermission('finances'),
    summary: 'Add a document (PDF, at most 10 MB) to a financial year: multipart `file` and `file_type_id` or `file_type_id[]`',
    handler: ({ user, params, upload }) => finances.addFile(ctx, requireUser(user), params.id, params.yearId, upload.files.file[0], upload.fields.file_type_id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/financial-years/:yearId/files/:fileId',
    access: access.companyMember(),
    summary: "Download a financial year's document (its original name, the detected type)",
    schemas: { params: fileParams, query: fileSizeQuery, response: { 200: null }, file: [KIND_MIME.pdf] },
    handler: async ({ params, reply }) => sendStoredFile(reply, ctx.storage, await finances.fileForDownload(ctx.db, params.id, params.yearId, params.fileId)),
  });

  defineActionRoute(app, removeFinancialYearFile, {
    access: access.companyPermission('finances'),
    summary: "Remove a financial year's document",
    handler: async ({ user, params }) => {
      await finances.deleteFile(ctx, requireUser(user), params.id, params.yearId, params.fileId);
    },
  });
}
