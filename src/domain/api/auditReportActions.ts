/**
 * The audit report's calls (issue 21), over the wire contract of auditReport.ts: read the report,
 * write one question (409 'stale' with the current question), send it to the company, ask for and
 * give the master auditor's review, the company's comment and the auditors' comment. Each change
 * refreshes the report and the programme lists (their report status).
 */
import { z } from 'zod';
import { defineAction } from './action';
import { auditReportSchema, questionWriteSchema, reportQuestionSchema, reviewBodySchema } from './auditReport';
import { listKeys } from './queryKeys';
import { storable, UNSTORABLE_MESSAGE } from '../entities/fields';

const REPORT = '/audit-programs/:id/report';
export const auditReportKey = (programId: number) => ['audit-report', programId] as const;
const touches = ({ id }: { id: number }) => [auditReportKey(id), ...listKeys('audit-programs')];
const comment = z.string().max(20000, 'Kommentti on liian pitkä (enintään 20000 merkkiä).').refine(storable, UNSTORABLE_MESSAGE).nullable();

export const auditReport = defineAction({
  method: 'GET',
  path: REPORT,
  answer: auditReportSchema,
  key: ({ id }) => auditReportKey(id),
});

export const writeReportQuestion = defineAction({
  method: 'PUT',
  path: `${REPORT}/questions/:questionId`,
  body: questionWriteSchema,
  answer: reportQuestionSchema,
  // The editor keeps each question's own state; a write refreshes nothing else.
  touches: () => [],
});

export const sendReport = defineAction({ method: 'POST', path: `${REPORT}/send`, answer: auditReportSchema, touches });
export const requestReportReview = defineAction({ method: 'POST', path: `${REPORT}/review-request`, answer: auditReportSchema, touches });
export const reviewReport = defineAction({ method: 'POST', path: `${REPORT}/review`, body: reviewBodySchema, answer: auditReportSchema, touches });
export const commentReportAsCompany = defineAction({
  method: 'PUT',
  path: `${REPORT}/company-comment`,
  body: z.object({ company_comment: comment }),
  answer: auditReportSchema,
  touches,
});
export const commentReportAsAuditor = defineAction({
  method: 'PUT',
  path: REPORT,
  body: z.object({ auditor_comment: comment }),
  answer: auditReportSchema,
  touches,
});
