/** Matrix rows of references: members read; references_projects holders (here the admin) and the office change; a locked one is 409. */
import { companyAAdmins, companyAMembers, everyone, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

let mailCount = 0;
const confirmationRequest = () => ({ email: `matriisi-${++mailCount}@example.test` });
/** A link no one signed: refused to everyone, signed in or not. */
const forgedLink = `/api/reference-confirmations/1/${'a'.repeat(40)}?expires=9999999999&signature=${'b'.repeat(64)}`;

const reference = { title: 'Matriisin referenssi', client_name: 'Tilaaja Oy', work_end_date: '2023-05-31' };

export const references: MatrixSlice = {
  prepare: async (c) => {
    for (const [key, companyId, locked] of [['referenceA', c.companyA.id, false], ['referenceC', c.companyC.id, false], ['lockedA', c.companyA.id, true]] as const) {
      const row = await c.env.db
        .insertInto('company_references')
        .values({ company_id: companyId, title: 'Valmisteltu referenssi', locked })
        .returning('id')
        .executeTakeFirstOrThrow();
      c.extra[key] = row.id;
    }
  },
  rows: {
    'GET /api/companies/:id/references': [
      readOfB((_, b) => `/api/companies/${b}/references`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/references`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/references`, expected: untiedCompany(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/references`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/references': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/references`, body: () => reference, expected: companyAAdmins(201) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyC.id}/references`, body: () => reference, expected: { ...signedInOnly(403), office: 201, sysadmin: 201 } },
      { method: 'POST', path: () => `/api/companies/${MISSING}/references`, body: () => reference, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    'GET /api/companies/:id/references/:refId': [
      readOfB((c, b) => `/api/companies/${b}/references/${c.extra.referenceB}`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceA}`, expected: companyAMembers(200) },
      // C's reference through A's path: not A's record.
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceC}`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/references/${c.extra.referenceC}`, expected: untiedCompany(200) },
    ],
    'PUT /api/companies/:id/references/:refId': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceA}`, body: () => reference, expected: companyAAdmins(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceC}`, body: () => reference, expected: companyAAdmins(404) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.lockedA}`, body: () => reference, expected: companyAAdmins(409) },
    ],
    'DELETE /api/companies/:id/references/:refId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceC}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.lockedA}`, expected: companyAAdmins(409) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyC.id}/references/${MISSING}`, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    // Without a multipart body an allowed caller gets 415; the access rule answers first for the others.
    'POST /api/companies/:id/references/:refId/images': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceA}/images`, body: () => ({}), expected: companyAAdmins(415) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyC.id}/references/${c.extra.referenceC}/images`, body: () => ({}), expected: { ...signedInOnly(403), office: 415, sysadmin: 415 } },
    ],
    'DELETE /api/companies/:id/references/:refId/images/:imageId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceA}/images/${MISSING}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.lockedA}/images/${MISSING}`, expected: companyAAdmins(409) },
    ],
    'PUT /api/companies/:id/references/:refId/images/:imageId/default': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceA}/images/${MISSING}/default`, expected: companyAAdmins(404) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceC}/images/${MISSING}/default`, expected: companyAAdmins(404) },
    ],
    'GET /api/companies/:id/references/:refId/images/:imageId/content': [
      readOfB((c, b) => `/api/companies/${b}/references/${c.extra.referenceB}/images/${MISSING}/content`, 404),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceA}/images/${MISSING}/content?size=md`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/references/${c.extra.referenceC}/images/${MISSING}/content`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/references/:refId/confirmation-request': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceA}/confirmation-request`, body: confirmationRequest, expected: companyAAdmins(201) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceC}/confirmation-request`, body: confirmationRequest, expected: companyAAdmins(404) },
    ],
    'GET /api/reference-confirmations/:confirmationId/:hash': [{ method: 'GET', path: () => forgedLink, expected: everyone(403) }],
    'POST /api/reference-confirmations/:confirmationId/:hash': [{ method: 'POST', path: () => forgedLink, body: () => ({ answer: 'confirm' }), expected: everyone(403) }],
  },
};
