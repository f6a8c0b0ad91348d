/**
 * Deviation and additional-information cases (issue 22 §1): the office's CRUD on a company's cases,
 * the company's reading and answering (multipart, files checked by content), closing, taking a case
 * to a board meeting, a meeting's cases, and the office's list across companies.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { crudRoutes } from '../../http/crudRoutes';
import { sendStoredFile } from '../../http/files';
import { idParam } from '../../http/params';
import { defineRoute, requireUser } from '../../http/route';
import { pageSchema, responseSchema } from '../../../src/domain/entities/entity';
import { allCompanyCases, companyCase } from '../../../src/domain/entities/companyCase';
import { answerCase, caseToBoard, closeCase, meetingCases } from '../../../src/domain/api/companyCaseActions';
import * as cases from './service';

const fileParams = z.object({ id: idParam, caseId: idParam, fileId: idParam });

export function companyCaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: companyCase,
    idName: 'caseId',
    access: { read: access.companyMember(), write: access.office() },
    rules: ['Valitse tapauksen tyyppi listalta.'],
    list: {
      summary: "A company's deviation and additional-information cases (newest opening first at first); the company's members read their own",
      query: cases.caseList.query,
      handler: ({ parentId, query }) => cases.listCases(ctx.db, parentId, query),
    },
    create: {
      summary: "Open a case on a company (office): due 30 days after its opening; the company's admins are mailed",
      handler: ({ user, parentId, body }) => cases.createCase(ctx, user, parentId, body),
    },
    read: { summary: 'One case of the company, with the answer and its files', handler: ({ parentId, id }) => cases.loadCase(ctx.db, parentId, id) },
    update: {
      summary: "Change a case (office): type, title, description, opening day (the due date follows); 409 once it is closed or taken to the board",
      errors: [409],
      handler: ({ user, parentId, id, body }) => cases.updateCase(ctx, user, parentId, id, body),
    },
    remove: {
      summary: 'Remove a case opened by mistake (office); 409 once the company has answered it',
      errors: [409],
      handler: ({ user, parentId, id }) => cases.removeCase(ctx, user, parentId, id),
    },
  });

  defineActionRoute(app, answerCase, {
    access: access.companyAdmin(),
    summary: "The company's answer to an open case (multipart: `answer` text, `files` PDF, JPEG or PNG checked by content, at most 10); 409 when already answered or handled",
    errors: [409],
    handler: ({ user, params, upload }) =>
      cases.answerCase(ctx, requireUser(user), params.id, params.caseId, { answer: upload.fields.answer, files: upload.files.files ?? [] }),
  });

  defineActionRoute(app, closeCase, {
    access: access.office(),
    summary: 'Close a case with the office\'s conclusion; 409 when already closed or taken to the board',
    errors: [409],
    handler: ({ user, params, body }) => cases.closeCase(ctx, requireUser(user), params.id, params.caseId, body.conclusion),
  });

  defineActionRoute(app, caseToBoard, {
    access: access.office(),
    summary: "Take a case to a board meeting's agenda (a meeting not yet ended); 409 when already closed or taken",
    errors: [409],
    rules: [cases.CASE_RULES.meeting, cases.CASE_RULES.meetingPast],
    handler: ({ user, params, body }) => cases.caseToBoard(ctx, requireUser(user), params.id, params.caseId, body.board_meeting_id),
  });

  defineActionRoute(app, meetingCases, {
    access: access.boardOrOffice(),
    summary: "The cases taken to a board meeting (office; a board member: their own boards' meetings, others 404)",
    handler: ({ user, params }) => cases.meetingCases(ctx.db, requireUser(user), params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/cases/:caseId/files/:fileId',
    access: access.companyMember(),
    summary: "A file of the company's answer to a case (with its original name)",
    schemas: { params: fileParams, response: { 200: null }, file: ['application/pdf', 'image/jpeg', 'image/png'] },
    handler: async ({ params, reply }) => sendStoredFile(reply, ctx.storage, await cases.caseFile(ctx.db, params.id, params.caseId, params.fileId)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/company-cases',
    access: access.office(),
    summary: 'The cases of every company (office, "Poikkeamailmoitukset"): filters status, overdue, company_id, case_type_id; by due date at first',
    schemas: { query: cases.officeCaseList.query, response: { 200: pageSchema(responseSchema(allCompanyCases)) } },
    handler: ({ query }) => cases.listOfficeCases(ctx.db, query),
  });
}
