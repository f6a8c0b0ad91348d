/** Matrix rows of finances: members read, 'finances' holders (admins) and office staff change; uploads are multipart (415 for JSON past the access rule). */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const year = { year: 2019, period_start: '2019-01-01', period_end: '2019-12-31' };
const missingCompany = { ...signedInOnly(403), office: 404, sysadmin: 404 };

export const finances: MatrixSlice = {
  prepare: async (ctx) => {
    const [a, c] = await ctx.env.db
      .insertInto('financial_years')
      .values([
        { company_id: ctx.companyA.id, year: 2020, period_start: '2020-01-01', period_end: '2020-12-31' },
        { company_id: ctx.companyC.id, year: 2020, period_start: '2020-01-01', period_end: '2020-12-31' },
      ])
      .returning('id')
      .execute();
    ctx.extra.yearA = a.id;
    ctx.extra.yearC = c.id;
  },
  rows: {
    'GET /api/companies/:id/financial-years': [
      readOfB((_, b) => `/api/companies/${b}/financial-years`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/financial-years`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/financial-years`, expected: untiedCompany(404) },
    ],
    'GET /api/companies/:id/financial-years/validate': [
      readOfB((_, b) => `/api/companies/${b}/financial-years/validate`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/financial-years/validate`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/financial-years/validate`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/financial-years': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/financial-years`, body: () => ({ ...year, year: 2018, period_start: '2018-01-01', period_end: '2018-12-31' }), expected: { ...companyAAdmins(201), office: 409, sysadmin: 409 } },
      { method: 'POST', path: () => `/api/companies/${MISSING}/financial-years`, body: () => year, expected: missingCompany },
    ],
    'GET /api/companies/:id/financial-years/:yearId': [
      readOfB((c, b) => `/api/companies/${b}/financial-years/${c.extra.yearB}`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/financial-years/${c.extra.yearA}`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/financial-years/${c.extra.yearC}`, expected: companyAMembers(404) },
    ],
    'PUT /api/companies/:id/financial-years/:yearId': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/financial-years/${c.extra.yearA}`, body: () => ({ personnel_count: 5 }), expected: companyAAdmins(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/financial-years/${c.extra.yearC}`, body: () => ({ personnel_count: 5 }), expected: companyAAdmins(404) },
    ],
    'DELETE /api/companies/:id/financial-years/:yearId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/financial-years/${c.extra.yearC}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/financial-years/${MISSING}`, expected: companyAAdmins(404) },
    ],
    'GET /api/companies/:id/financial-years/:yearId/files': [
      readOfB((c, b) => `/api/companies/${b}/financial-years/${c.extra.yearB}/files`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/financial-years/${c.extra.yearA}/files`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/financial-years/${c.extra.yearC}/files`, expected: companyAMembers(404) },
    ],
    'POST /api/companies/:id/financial-years/:yearId/files': [
      // Past the access rule a JSON body is refused: uploads are multipart/form-data.
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/financial-years/${c.extra.yearA}/files`, body: () => ({ file_type_id: 1 }), expected: companyAAdmins(415) },
      { method: 'POST', path: () => `/api/companies/${MISSING}/financial-years/1/files`, body: () => ({ file_type_id: 1 }), expected: missingCompany },
    ],
    'GET /api/companies/:id/financial-years/:yearId/files/:fileId': [
      readOfB((c, b) => `/api/companies/${b}/financial-years/${c.extra.yearB}/files/${c.extra.statementB}`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/financial-years/${c.extra.yearA}/files/${MISSING}`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyB.id}/financial-years/${c.extra.yearA}/files/1`, expected: { ...signedInOnly(403), bAdmin: 404, office: 404, sysadmin: 404 } },
    ],
    'DELETE /api/companies/:id/financial-years/:yearId/files/:fileId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/financial-years/${c.extra.yearA}/files/${MISSING}`, expected: companyAAdmins(404) },
    ],
  },
};
