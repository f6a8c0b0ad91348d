/**
 * Deviations (poikkeamat) with the fix workflow (issue 21): the auditor's calls under
 * /api/audit-programs/{programId}/deviations and /api/deviations, the company's under
 * /api/companies/{id}/deviations. Routes only; the queries are deviationService.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { fileSizeQuery, sendStoredFile } from '../../http/files';
import { idParam } from '../../http/params';
import { defineRoute, requireUser } from '../../http/route';
import { KIND_MIME } from '../../http/uploads';
import {
  addDeviationFile,
  approveDeviationFix,
  companyDeviations,
  raiseDeviation,
  rejectDeviationFix,
  removeDeviationFile,
  sendDeviationFix,
  staffDeviation,
  staffDeviations,
  updateDeviation,
  writeTakenAction,
} from '../../../src/domain/api/deviationActions';
import { DEVIATION_MESSAGES } from '../../../src/domain/deviations';
import * as deviations from './deviationService';

const EVIDENCE_TYPES = [KIND_MIME.pdf, KIND_MIME.jpeg, KIND_MIME.png];

export function deviationRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, raiseDeviation, {
    access: access.auditOrOffice(),
    summary:
      "Raise a deviation on a question of the programme (its assigned auditors or the master auditor): severity 1 light / 2 serious, description, due date (default in 30 days); status in progress; the question's observation is marked; the company's admins are mailed",
    errors: [403, 404, 409],
    rules: [
      DEVIATION_MESSAGES.questionMissing,
      DEVIATION_MESSAGES.severityMissing,
      DEVIATION_MESSAGES.descriptionMissing,
      DEVIATION_MESSAGES.questionUnknown,
      DEVIATION_MESSAGES.dueInPast,
    ],
    handler: ({ user, params, body }) => deviations.raiseDeviation(ctx, requireUser(user), params.programId, body),
  });

  defineActionRoute(app, staffDeviations, {
    access: access.auditOrOffice(),
    summary:
      "Deviations for staff (office and master auditor: all; an auditor: their programmes'), by due date at first (sort=readyFirst: fixes waiting for review first); filters status_id, severity_id, overdue (past its due date and not accepted-fixed), program_id, company_id",
    query: deviations.deviationList.query,
    handler: ({ user, query }) => deviations.listDeviations(ctx.db, requireUser(user), query),
  });

  defineActionRoute(app, staffDeviation, {
    access: access.auditOrOffice(),
    summary: 'One deviation with its evidence files and history (staff who reach its programme)',
    handler: ({ user, params }) => deviations.readDeviation(ctx.db, requireUser(user), params.deviationId),
  });

  defineActionRoute(app, updateDeviation, {
    access: access.auditOrOffice(),
    summary: "Change a deviation's description, severity or due date while its fix is in progress (the programme's auditors)",
    errors: [403, 404, 409],
    rules: [DEVIATION_MESSAGES.dueInPast],
    handler: ({ user, params, body }) => deviations.updateDeviation(ctx, requireUser(user), params.deviationId, body),
  });

  defineActionRoute(app, approveDeviationFix, {
    access: access.auditOrOffice(),
    summary: "Approve the company's fix (ready → accepted-fixed); an accepted report with no open serious deviation becomes ready",
    errors: [403, 404, 409],
    handler: ({ user, params }) => deviations.approveFix(ctx, requireUser(user), params.deviationId),
  });

  defineActionRoute(app, rejectDeviationFix, {
    access: access.auditOrOffice(),
    summary: "Return the company's fix with a comment (ready → in progress); the company's admins are mailed",
    errors: [403, 404, 409],
    handler: ({ user, params, body }) => deviations.rejectFix(ctx, requireUser(user), params.deviationId, body.comment),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/deviations/:deviationId/files/:fileId',
    access: access.auditOrOffice(),
    summary: "Download a deviation's evidence file (staff who reach its programme)",
    schemas: { params: z.object({ deviationId: idParam, fileId: idParam }), query: fileSizeQuery, response: { 200: null }, file: EVIDENCE_TYPES },
    handler: async ({ user, params, query, reply }) =>
      sendStoredFile(reply, ctx.storage, await deviations.staffFileForDownload(ctx.db, requireUser(user), params.deviationId, params.fileId), { size: query.size }),
  });

  defineActionRoute(app, companyDeviations, {
    access: access.companyMember(),
    summary: "The company's deviations with their evidence files and history, open ones first by due date",
    handler: ({ params }) => deviations.listCompanyDeviations(ctx.db, params.id),
  });

  defineActionRoute(app, writeTakenAction, {
    access: access.companyAdmin(),
    summary: "Write the company's taken action (the fix) while the deviation is in progress",
    errors: [409],
    handler: ({ user, params, body }) => deviations.writeTakenAction(ctx, requireUser(user), params.id, params.deviationId, body),
  });

  defineActionRoute(app, addDeviationFile, {
    access: access.companyAdmin(),
    summary: 'Add an evidence file (PDF, JPEG or PNG, checked by content) to a deviation in progress: multipart `file`',
    errors: [409],
    handler: ({ user, params, upload }) => {
      const file = upload.files.file?.[0];
      if (!file) throw new Error('the upload spec requires a file');
      return deviations.addEvidence(ctx, requireUser(user), params.id, params.deviationId, file);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/deviations/:deviationId/files/:fileId',
    access: access.companyMember(),
    summary: "Download a deviation's evidence file (the company's members)",
    schemas: { params: z.object({ id: idParam, deviationId: idParam, fileId: idParam }), query: fileSizeQuery, response: { 200: null }, file: EVIDENCE_TYPES },
    handler: async ({ params, query, reply }) =>
      sendStoredFile(reply, ctx.storage, await deviations.companyFileForDownload(ctx.db, params.id, params.deviationId, params.fileId), { size: query.size }),
  });

  defineActionRoute(app, removeDeviationFile, {
    access: access.companyAdmin(),
    summary: 'Remove an evidence file while the deviation is in progress',
    errors: [409],
    handler: async ({ user, params }) => {
      await deviations.removeEvidence(ctx, requireUser(user), params.id, params.deviationId, params.fileId);
    },
  });

  defineActionRoute(app, sendDeviationFix, {
    access: access.companyAdmin(),
    summary: "Send the fix to the auditor (in progress → ready, fixSentAt): needs the taken action, and for a serious deviation at least one evidence file; the programme's auditors are mailed",
    errors: [409, 422],
    rules: [DEVIATION_MESSAGES.takenActionMissing, DEVIATION_MESSAGES.evidenceMissing],
    handler: ({ user, params }) => deviations.sendFix(ctx, requireUser(user), params.id, params.deviationId),
  });
}
