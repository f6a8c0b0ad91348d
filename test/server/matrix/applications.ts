/**
 * Matrix rows of a company's applications (issue 11): members read; an auditor reaches the company
 * while one of its applications is assigned to them (issue 18 #1) and reads only those (404 for the
 * others); `applications` holders (here the admin) and the office change; a sent application is 409
 * to edit or delete.
 */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type MatrixContext, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const apps = (c: MatrixContext, key: string) => `/api/companies/${c.companyA.id}/applications/${c.extra[key]}`;
/** Refused by the target check (no such target): repeatable for every allowed actor. */
const badCreate = () => ({ application_target_id: 99 });

export const applications: MatrixSlice = {
  prepare: async (c) => {
    const rows: Array<[string, number, number, number, number | null]> = [
      // key, company, type, status, auditor
      ['appA', c.companyA.id, 1, 1, c.users.auditor.id],
      ['appA2', c.companyA.id, 4, 1, null],
      ['sentA', c.companyA.id, 6, 2, null],
      ['canceledA', c.companyA.id, 8, 11, null],
      ['appC', c.companyC.id, 1, 1, null],
    ];
    for (const [key, companyId, type, status, auditor] of rows) {
      const row = await c.env.db
        .insertInto('applications')
        .values({ company_id: companyId, application_target_id: type, application_type_id: type, application_status_id: status, auditor_user_id: auditor })
        .returning('id')
        .executeTakeFirstOrThrow();
      c.extra[key] = row.id;
    }
  },
  rows: {
    'GET /api/companies/:id/applications': [
      readOfB((_, b) => `/api/companies/${b}/applications`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/applications`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/applications`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/applications': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/applications`, body: badCreate, expected: companyAAdmins(422) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyC.id}/applications`, body: badCreate, expected: { ...signedInOnly(403), office: 422, sysadmin: 422 } },
      { method: 'POST', path: () => `/api/companies/${MISSING}/applications`, body: badCreate, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    'GET /api/companies/:id/applications/:appId': [
      readOfB((c, b) => `/api/companies/${b}/applications/${c.extra.appB}`),
      // Assigned to the auditor (A's other applications are 404 to them); the board member reaches no company.
      { method: 'GET', path: (c) => apps(c, 'appA'), expected: companyAMembers(200) },
      { method: 'GET', path: (c) => apps(c, 'appA2'), expected: { ...companyAMembers(200), auditor: 404 } },
      // C's application through A's path: not A's.
      { method: 'GET', path: (c) => apps(c, 'appC'), expected: companyAMembers(404) },
    ],
    'PUT /api/companies/:id/applications/:appId': [
      { method: 'PUT', path: (c) => apps(c, 'appA'), body: () => ({ industry_description: 'Matriisi' }), expected: companyAAdmins(200) },
      { method: 'PUT', path: (c) => apps(c, 'sentA'), body: () => ({ industry_description: 'Matriisi' }), expected: companyAAdmins(409) },
      { method: 'PUT', path: (c) => apps(c, 'appC'), body: () => ({}), expected: companyAAdmins(404) },
    ],
    // The PUT override takes a multipart form only: JSON is 415 to those allowed.
    'POST /api/companies/:id/applications/:appId': [{ method: 'POST', path: (c) => apps(c, 'appA'), body: () => ({}), expected: companyAAdmins(415) }],
    'POST /api/companies/:id/applications/:appId/cancel': [
      { method: 'POST', path: (c) => `${apps(c, 'canceledA')}/cancel`, body: () => ({}), expected: companyAAdmins(422) },
      { method: 'POST', path: (c) => `${apps(c, 'appC')}/cancel`, body: () => ({}), expected: companyAAdmins(404) },
    ],
    'DELETE /api/companies/:id/applications/:appId': [
      { method: 'DELETE', path: (c) => apps(c, 'sentA'), expected: companyAAdmins(409) },
      { method: 'DELETE', path: (c) => apps(c, 'appC'), expected: companyAAdmins(404) },
    ],
    'GET /api/companies/:id/applications/:appId/files/:fileId': [
      readOfB((c, b) => `/api/companies/${b}/applications/${c.extra.appB}/files/${MISSING}`, 404),
      { method: 'GET', path: (c) => `${apps(c, 'appA')}/files/${MISSING}`, expected: companyAMembers(404) },
    ],
    'POST /api/companies/:id/applications/:appId/files': [
      { method: 'POST', path: (c) => `${apps(c, 'appA')}/files`, body: () => ({ file_type_id: 10 }), expected: companyAAdmins(422) },
      { method: 'POST', path: (c) => `${apps(c, 'sentA')}/files`, body: () => ({ file_type_id: 10, duplicate_file_id: MISSING }), expected: companyAAdmins(409) },
      { method: 'POST', path: (c) => `${apps(c, 'appC')}/files`, body: () => ({ file_type_id: 10 }), expected: companyAAdmins(404) },
    ],
    'DELETE /api/companies/:id/applications/:appId/files/:fileId': [
      { method: 'DELETE', path: (c) => `${apps(c, 'appA')}/files/${MISSING}`, expected: companyAAdmins(404) },
    ],
  },
};
