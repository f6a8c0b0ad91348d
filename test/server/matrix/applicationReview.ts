/**
 * Matrix rows of the office's side of applications (issue 11): office staff act on every application;
 * an auditor reads the one assigned to them (404 for others) and changes nothing; the question
 * catalogue is the office's; a company's answers are read by members and written by `applications` holders.
 */
import { MISSING, companyAAdmins, companyAMembers, officeOnly, signedInOnly, type Expected, type MatrixContext, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

/** Office staff, and the auditor (reading): every other one 403. */
const officeOrAuditor = (status: number, auditor = status): Expected => ({ ...signedInOnly(403), office: status, sysadmin: status, auditor });
const app = (c: MatrixContext, key: string) => `/api/applications/${c.extra[key]}`;

export const applicationReview: MatrixSlice = {
  prepare: async (c) => {
    const rows: Array<[string, number, number, number | null]> = [
      // key, type, status, auditor
      // Types the applications slice leaves free in company A (one open application per type).
      ['reviewAssigned', 5, 2, c.users.auditor.id],
      ['reviewOther', 7, 2, null],
      ['reviewDraft', 9, 1, null],
    ];
    for (const [key, type, status, auditor] of rows) {
      const row = await c.env.db
        .insertInto('applications')
        .values({ company_id: c.companyA.id, application_target_id: type, application_type_id: type, application_status_id: status, auditor_user_id: auditor })
        .returning('id')
        .executeTakeFirstOrThrow();
      c.extra[key] = row.id;
    }
    const question = await c.env.db.insertInto('application_questions').values({ application_type_id: 9, section_id: 1, text: 'Matriisin kysymys' }).returning('id').executeTakeFirstOrThrow();
    c.extra.reviewQuestion = question.id;
  },
  rows: {
    'GET /api/applications': [{ method: 'GET', path: () => '/api/applications', expected: officeOrAuditor(200) }],
    'GET /api/applications/status-counts': [{ method: 'GET', path: () => '/api/applications/status-counts', expected: officeOrAuditor(200) }],
    'GET /api/applications/assignees': [{ method: 'GET', path: () => '/api/applications/assignees', expected: officeOnly(200) }],
    'GET /api/applications/:appId': [
      { method: 'GET', path: (c) => app(c, 'reviewAssigned'), expected: officeOrAuditor(200) },
      { method: 'GET', path: (c) => app(c, 'reviewOther'), expected: officeOrAuditor(200, 404) },
      { method: 'GET', path: () => `/api/applications/${MISSING}`, expected: officeOrAuditor(404) },
    ],
    'GET /api/applications/:appId/review': [
      { method: 'GET', path: (c) => `${app(c, 'reviewAssigned')}/review`, expected: officeOrAuditor(200) },
      { method: 'GET', path: (c) => `${app(c, 'reviewOther')}/review`, expected: officeOrAuditor(200, 404) },
    ],
    'PUT /api/applications/:appId/assignment': [
      { method: 'PUT', path: (c) => `${app(c, 'reviewOther')}/assignment`, body: () => ({ pateva_responsible_person_id: null, auditor_user_id: null }), expected: officeOnly(200) },
      { method: 'PUT', path: () => `/api/applications/${MISSING}/assignment`, body: () => ({ pateva_responsible_person_id: null, auditor_user_id: null }), expected: officeOnly(404) },
    ],
    'PUT /api/applications/:appId/reviews/:section': [
      { method: 'PUT', path: (c) => `${app(c, 'reviewOther')}/reviews/financial`, body: () => ({ review_status: 1 }), expected: officeOnly(200) },
      // A draft is not reviewed yet.
      { method: 'PUT', path: (c) => `${app(c, 'reviewDraft')}/reviews/financial`, body: () => ({ review_status: 1 }), expected: officeOnly(409) },
    ],
    'PUT /api/applications/:appId/tasks/:task': [
      { method: 'PUT', path: (c) => `${app(c, 'reviewOther')}/tasks/trade-register`, body: () => ({ task_status_id: 2 }), expected: officeOnly(200) },
    ],
    'PUT /api/applications/:appId/industries/:partId': [
      { method: 'PUT', path: (c) => `${app(c, 'reviewOther')}/industries/${MISSING}`, body: () => ({ granted: true }), expected: officeOnly(404) },
    ],
    'PUT /api/applications/:appId/offices/:partId': [
      { method: 'PUT', path: (c) => `${app(c, 'reviewOther')}/offices/${MISSING}`, body: () => ({ is_granted: true }), expected: officeOnly(404) },
    ],
    'PUT /api/applications/:appId/files/:partId/readiness': [
      { method: 'PUT', path: (c) => `${app(c, 'reviewOther')}/files/${MISSING}/readiness`, body: () => ({ document_readiness_id: 3 }), expected: officeOnly(404) },
    ],
    'POST /api/applications/:appId/status': [
      // A draft cannot be moved by the office: refused for every one allowed to try.
      { method: 'POST', path: (c) => `${app(c, 'reviewDraft')}/status`, body: () => ({ application_status_id: 3 }), expected: officeOnly(422) },
    ],
    'POST /api/applications/:appId/return': [
      { method: 'POST', path: (c) => `${app(c, 'reviewDraft')}/return`, body: () => ({ questions: ['Matriisi?'] }), expected: officeOnly(422) },
    ],
    'GET /api/application-questions': [{ method: 'GET', path: () => '/api/application-questions', expected: officeOnly(200) }],
    'POST /api/application-questions': [
      { method: 'POST', path: () => '/api/application-questions', body: () => ({ application_type_id: 1, section_id: 1, text: 'Matriisi' }), expected: officeOnly(201) },
    ],
    'GET /api/application-questions/:id': [
      { method: 'GET', path: (c) => `/api/application-questions/${c.extra.reviewQuestion}`, expected: officeOnly(200) },
      { method: 'GET', path: () => `/api/application-questions/${MISSING}`, expected: officeOnly(404) },
    ],
    'PUT /api/application-questions/:id': [
      { method: 'PUT', path: (c) => `/api/application-questions/${c.extra.reviewQuestion}`, body: () => ({ order_number: 3 }), expected: officeOnly(200) },
    ],
    'DELETE /api/application-questions/:id': [{ method: 'DELETE', path: () => `/api/application-questions/${MISSING}`, expected: officeOnly(404) }],
    'GET /api/companies/:id/applications/:appId/answers': [
      readOfB((c, b) => `/api/companies/${b}/applications/${c.extra.appB}/answers`),
      // Board members see no application; the auditor only the one assigned to them.
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/applications/${c.extra.reviewAssigned}/answers`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/applications/${c.extra.reviewOther}/answers`, expected: { ...companyAMembers(200), auditor: 404 } },
    ],
    'PUT /api/companies/:id/applications/:appId/answers': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/applications/${c.extra.reviewDraft}/answers`, body: () => ({ answers: [] }), expected: companyAAdmins(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/applications/${c.extra.reviewOther}/answers`, body: () => ({ answers: [] }), expected: companyAAdmins(409) },
    ],
  },
};
