/** Finances (SPEC §7 "Finances", issue 10): financial years, their documents, and what is missing. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { fileSizeQuery, sendStoredFile } from '../../http/files';
import { idParam, idParams, nestedIdParams } from '../../http/params';
import { defineActionRoute } from '../../http/actionRoute';
import { defineRoute, requireUser } from '../../http/route';
import { addFinancialYearFile, removeFinancialYearFile, validateFinances } from '../../../src/domain/api/financeActions';
import { KIND_MIME } from '../../http/uploads';
import { pageSchema, requestSchema, responseSchema, updateSchema } from '../../../src/domain/entities/entity';
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
const yearRecord = responseSchema(financialYear);


export function financeRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/financial-years',
    access: access.companyMember(),
    summary: "A company's financial years with their key ratios and documents, newest first",
    schemas: { params: idParams, query: finances.yearList.query, response: { 200: pageSchema(yearRecord) } },
    handler: ({ params, query }) => finances.listYears(ctx.db, params.id, query),
  });

  defineActionRoute(app, validateFinances, {
    access: access.companyMember(),
    summary: 'What the financial statements lack: the two latest closed years each need a balance sheet (1) and a profit and loss statement (2), or the combined document (9)',
    handler: ({ params }) => finances.validateYears(ctx.db, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/financial-years',
    access: access.companyPermission('finances'),
    summary: 'Add a financial year with its figures',
    schemas: { rules: FINANCES_RULES, errors: [409], params: idParams, body: requestSchema(financialYear), response: { 201: yearRecord } },
    handler: async ({ user, params, body, reply }) => reply.status(201).send(await finances.createYear(ctx, requireUser(user), params.id, body)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/financial-years/:yearId',
    access: access.companyMember(),
    summary: 'One financial year with its key ratios and documents',
    schemas: { params: yearParams, response: { 200: yearRecord } },
    handler: ({ params }) => finances.getYear(ctx.db, params.id, params.yearId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/companies/:id/financial-years/:yearId',
    access: access.companyPermission('finances'),
    summary: "Change a financial year's figures",
    schemas: { rules: FINANCES_RULES, errors: [409], params: yearParams, body: updateSchema(financialYear), response: { 200: yearRecord } },
    handler: ({ user, params, body }) => finances.updateYear(ctx, requireUser(user), params.id, params.yearId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/financial-years/:yearId',
    access: access.companyPermission('finances'),
    summary: 'Remove a financial year with its documents',
    schemas: { params: yearParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await finances.deleteYear(ctx, requireUser(user), params.id, params.yearId);
    },
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
