/**
 * The audit report's routes (issue 21): the calls declared in src/domain/api/auditReportActions.ts
 * and the report as a PDF. Every route reads the programme through programAccess (404 to anyone
 * who does not reach it); the rules of each change are in reportService.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { contentDisposition } from '../../http/files';
import { idParams } from '../../http/params';
import { defineRoute, requireUser } from '../../http/route';
import { staleAnswerSchema } from '../../../src/domain/api/auditReport';
import {
  auditReport,
  commentReportAsAuditor,
  commentReportAsCompany,
  requestReportReview,
  reviewReport,
  sendReport,
  writeReportQuestion,
} from '../../../src/domain/api/auditReportActions';
import { REPORT_MESSAGES } from '../../../src/domain/auditReport';
import { auditReportPdf } from './reportPdf';
import * as reports from './reportService';

const WHO_READS = 'office staff, the master auditor and the programme\'s auditors; the company\'s people once the report is sent (404 before; reviewer comments only on public answers)';

export function auditReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, auditReport, {
    access: access.signedIn(),
    summary: `An audit programme's report with its 16 sections and their questions (${WHO_READS}); created, with the answers carried forward from the company's previous ready report of the kind, the first time staff open it`,
    errors: [404],
    handler: ({ user, params }) => reports.getReport(ctx, requireUser(user), params.id),
  });

  defineActionRoute(app, writeReportQuestion, {
    access: access.signedIn(),
    summary:
      'Write one question\'s answer and observation (the programme\'s auditors and the master auditor; reviewer_comment the master only) while the report is in progress or a draft. `version` (and an If-Match: "<version>" header when sent) must be the stored version: a stale write is 409 with code "stale" and the question as it now stands (`current`). Raises the version; a changed observation is kept in its history',
    errors: [403, 404, 409, 422],
    rules: [REPORT_MESSAGES.locked, REPORT_MESSAGES.ifMatch],
    refusals: { 409: staleAnswerSchema },
    handler: async ({ user, params, body, request, reply }) => {
      const question = await reports.writeAnswer(ctx, requireUser(user), params.id, params.questionId, body, request.headers['if-match']);
      reply.header('etag', `"${question.version}"`);
      return question;
    },
  });

  defineActionRoute(app, sendReport, {
    access: access.signedIn(),
    summary:
      'Send the report in progress to the company as a draft (the programme\'s auditors); refused until every assigned auditor\'s preparation, site and report hours are recorded. Mails the company\'s admins',
    errors: [403, 404, 422],
    rules: [REPORT_MESSAGES.notInProgress, REPORT_MESSAGES.noAuditor, REPORT_MESSAGES.hoursMissing('…')],
    handler: ({ user, params }) => reports.sendReport(ctx, requireUser(user), params.id),
  });

  defineActionRoute(app, commentReportAsCompany, {
    access: access.signedIn(),
    summary: 'The company\'s comment on the draft report (the company\'s people, once sent and before it is accepted)',
    errors: [403, 404, 422],
    rules: [REPORT_MESSAGES.commentOnlyDraft],
    handler: ({ user, params, body }) => reports.commentAsCompany(ctx, requireUser(user), params.id, body.company_comment),
  });

  defineActionRoute(app, commentReportAsAuditor, {
    access: access.signedIn(),
    summary: 'The auditors\' comment on the report (the programme\'s auditors and the master auditor), while it is in progress or a draft',
    errors: [403, 404, 422],
    rules: [REPORT_MESSAGES.locked],
    handler: ({ user, params, body }) => reports.commentAsAuditor(ctx, requireUser(user), params.id, body.auditor_comment),
  });

  defineActionRoute(app, requestReportReview, {
    access: access.signedIn(),
    summary: 'Ask the master auditor to review the draft report (the programme\'s auditors)',
    errors: [403, 404, 422],
    rules: [REPORT_MESSAGES.reviewRequestOnlyDraft, REPORT_MESSAGES.reviewAlreadyAsked],
    handler: ({ user, params }) => reports.requestReview(ctx, requireUser(user), params.id),
  });

  defineActionRoute(app, reviewReport, {
    access: access.signedIn(),
    summary:
      'The master auditor\'s review once asked: accept (accepted, then ready when no serious deviation is open, the programme finished) or return to the auditors with a comment (in progress). Not the master who audited it',
    errors: [403, 404, 422],
    rules: [REPORT_MESSAGES.reviewNotAsked, REPORT_MESSAGES.ownReport, REPORT_MESSAGES.rejectNeedsComment],
    handler: ({ user, params, body }) => reports.reviewReport(ctx, requireUser(user), params.id, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/audit-programs/:id/report/pdf',
    access: access.signedIn(),
    summary: `The audit report as a PDF (${WHO_READS}): company, certificate and audit kinds, auditors, dates, status and review, each section's answers and observations, the deviations. Never cached`,
    schemas: { params: idParams, response: { 200: null }, errors: [404], file: ['application/pdf'] },
    handler: async ({ user, params, reply }) => {
      const facts = await reports.reportDocumentFacts(ctx, requireUser(user), params.id);
      return reply
        .status(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`auditointiraportti-${params.id}.pdf`, 'attachment'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(auditReportPdf(facts));
    },
  });
}
