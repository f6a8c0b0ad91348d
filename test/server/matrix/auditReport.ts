/**
 * Matrix rows of the audit report and its question catalogue (issue 21). A's programme `auditProgramA`
 * has the matrix auditor as its primary auditor (report in progress); `auditProgramSent` is A's report
 * sent to the company (draft); `auditProgramC` is C's with no auditor. The report reaches office staff
 * and the programme's auditors, A's people once sent (404 before), nobody else (404). The catalogue is
 * read by office staff and auditors, written by the office (and the master auditor, tried in
 * auditQuestions.test.ts).
 */
import { MISSING, officeOnly, signedInOnly, type Expected, type MatrixSlice } from './presets';

/** A programme of A's: A's people by `company`, office staff by `office`, the assigned auditor by `auditor`; B's admin and the board member 404. */
const programOfA = (company: number, office: number, auditor: number): Expected => ({
  anonymous: 401,
  aUser: company,
  aAdmin: company,
  bAdmin: 404,
  office,
  board: 404,
  auditor,
  sysadmin: office,
});
const catalogueReaders = (status: number): Expected => ({ ...officeOnly(status), auditor: status });
let serial = 0;

export const auditReport: MatrixSlice = {
  prepare: async (c) => {
    const db = c.env.db;
    const question = await db
      .insertInto('audit_questions')
      .values({ section_id: 1, symbolic_name: 'matriisi-kysymys', text: 'Matriisin kysymys', certificate_type_ids: [2] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const program = async (companyId: number, auditor: number | null) =>
      (await db.insertInto('audit_programs').values({ company_id: companyId, certificate_type_id: 2, primary_auditor_id: auditor }).returning('id').executeTakeFirstOrThrow()).id;
    const programA = await program(c.companyA.id, c.users.auditor.personId);
    const sent = await program(c.companyA.id, c.users.auditor.personId);
    const programC = await program(c.companyC.id, null);
    await db.insertInto('audit_reports').values([{ program_id: programA }, { program_id: sent, status_id: 2, sent_at: '2030-01-01T10:00:00Z' }, { program_id: programC }]).execute();
    // Answered: the question cannot be removed (409).
    await db.insertInto('audit_answers').values({ program_id: programA, question_id: question.id, answer: 'Vastattu', version: 2 }).execute();
    Object.assign(c.extra, { auditQuestion: question.id, auditProgramA: programA, auditProgramSent: sent, auditProgramC: programC });
  },
  rows: {
    'GET /api/audit-questions': [{ method: 'GET', path: () => '/api/audit-questions?section_id=1', expected: catalogueReaders(200) }],
    'POST /api/audit-questions': [
      {
        method: 'POST',
        path: () => '/api/audit-questions',
        body: () => ({ section_id: 2, symbolic_name: `matriisi-uusi-${(serial += 1)}-${Math.random().toString(36).slice(2, 8)}`, text: 'Uusi kysymys' }),
        expected: officeOnly(201),
      },
    ],
    'GET /api/audit-questions/:id': [
      { method: 'GET', path: (c) => `/api/audit-questions/${c.extra.auditQuestion}`, expected: catalogueReaders(200) },
      { method: 'GET', path: () => `/api/audit-questions/${MISSING}`, expected: catalogueReaders(404) },
    ],
    'PUT /api/audit-questions/:id': [
      { method: 'PUT', path: (c) => `/api/audit-questions/${c.extra.auditQuestion}`, body: () => ({ order_number: 3 }), expected: officeOnly(200) },
    ],
    'DELETE /api/audit-questions/:id': [
      { method: 'DELETE', path: (c) => `/api/audit-questions/${c.extra.auditQuestion}`, expected: officeOnly(409) },
      { method: 'DELETE', path: () => `/api/audit-questions/${MISSING}`, expected: officeOnly(404) },
    ],
    'GET /api/audit-programs/:id/report': [
      { method: 'GET', path: (c) => `/api/audit-programs/${c.extra.auditProgramA}/report`, expected: programOfA(404, 200, 200) },
      { method: 'GET', path: (c) => `/api/audit-programs/${c.extra.auditProgramSent}/report`, expected: programOfA(200, 200, 200) },
      { method: 'GET', path: (c) => `/api/audit-programs/${c.extra.auditProgramC}/report`, expected: { ...signedInOnly(404), office: 200, sysadmin: 200 } },
      { method: 'GET', path: () => `/api/audit-programs/${MISSING}/report`, expected: signedInOnly(404) },
    ],
    'GET /api/audit-programs/:id/report/pdf': [
      { method: 'GET', path: (c) => `/api/audit-programs/${c.extra.auditProgramSent}/report/pdf`, expected: programOfA(200, 200, 200) },
      { method: 'GET', path: (c) => `/api/audit-programs/${c.extra.auditProgramC}/report/pdf`, expected: { ...signedInOnly(404), office: 200, sysadmin: 200 } },
    ],
    'PUT /api/audit-programs/:id/report/questions/:questionId': [
      // A stale version: the assigned auditor gets the 409, nobody else reaches the write.
      { method: 'PUT', path: (c) => `/api/audit-programs/${c.extra.auditProgramA}/report/questions/${c.extra.auditQuestion}`, body: () => ({ version: 999, answer: 'Matriisi' }), expected: programOfA(403, 403, 409) },
      { method: 'PUT', path: (c) => `/api/audit-programs/${c.extra.auditProgramC}/report/questions/${c.extra.auditQuestion}`, body: () => ({ version: 1, answer: 'Matriisi' }), expected: { ...signedInOnly(404), office: 403, sysadmin: 403 } },
    ],
    'POST /api/audit-programs/:id/report/send': [
      // No hours recorded: the assigned auditor is refused with 422.
      { method: 'POST', path: (c) => `/api/audit-programs/${c.extra.auditProgramA}/report/send`, expected: programOfA(403, 403, 422) },
    ],
    'PUT /api/audit-programs/:id/report/company-comment': [
      { method: 'PUT', path: (c) => `/api/audit-programs/${c.extra.auditProgramSent}/report/company-comment`, body: () => ({ company_comment: 'Kommentti' }), expected: programOfA(200, 403, 403) },
      { method: 'PUT', path: (c) => `/api/audit-programs/${c.extra.auditProgramA}/report/company-comment`, body: () => ({ company_comment: 'Kommentti' }), expected: programOfA(404, 403, 403) },
    ],
    'PUT /api/audit-programs/:id/report': [
      { method: 'PUT', path: (c) => `/api/audit-programs/${c.extra.auditProgramA}/report`, body: () => ({ auditor_comment: 'Auditoijan kommentti' }), expected: programOfA(403, 403, 200) },
    ],
    'POST /api/audit-programs/:id/report/review-request': [
      // In progress, not sent: the assigned auditor is refused with 422.
      { method: 'POST', path: (c) => `/api/audit-programs/${c.extra.auditProgramA}/report/review-request`, expected: programOfA(403, 403, 422) },
    ],
    'POST /api/audit-programs/:id/report/review': [
      { method: 'POST', path: (c) => `/api/audit-programs/${c.extra.auditProgramSent}/report/review`, body: () => ({ reviewer_comment: null, accept: true }), expected: programOfA(403, 403, 403) },
    ],
  },
};
