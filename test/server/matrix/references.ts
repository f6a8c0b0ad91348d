/** Matrix rows of references: members read; references_projects holders (here the admin) and the office change; a locked one is 409. */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, staffOr403, type MatrixSlice } from './presets';

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
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/references`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/references`, expected: staffOr403(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/references`, expected: staffOr403(404) },
    ],
    'POST /api/companies/:id/references': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/references`, body: () => reference, expected: companyAAdmins(201) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyC.id}/references`, body: () => reference, expected: { ...signedInOnly(403), office: 201, sysadmin: 201 } },
      { method: 'POST', path: () => `/api/companies/${MISSING}/references`, body: () => reference, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    'GET /api/companies/:id/references/:refId': [
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceA}`, expected: companyAMembers(200) },
      // C's reference through A's path: not A's record.
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/references/${c.extra.referenceC}`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/references/${c.extra.referenceC}`, expected: staffOr403(200) },
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
  },
};
