/** Matrix rows of offices (yksiköt): members read, company_details holders (admins) and office staff change. */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const office = { name: 'Matriisin yksikkö', zipcode: '00100' };
const missingCompany = { ...signedInOnly(403), office: 404, sysadmin: 404 };

export const offices: MatrixSlice = {
  prepare: async (ctx) => {
    const [a, c] = await ctx.env.db
      .insertInto('company_offices')
      .values([
        { company_id: ctx.companyA.id, name: 'A:n yksikkö' },
        { company_id: ctx.companyC.id, name: 'C:n yksikkö' },
      ])
      .returning('id')
      .execute();
    ctx.extra.officeA = a.id;
    ctx.extra.officeC = c.id;
  },
  rows: {
    'GET /api/companies/:id/offices': [
      readOfB((_, b) => `/api/companies/${b}/offices`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/offices`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/offices`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/offices': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/offices`, body: () => office, expected: companyAAdmins(201) },
      { method: 'POST', path: () => `/api/companies/${MISSING}/offices`, body: () => office, expected: missingCompany },
    ],
    'GET /api/companies/:id/offices/:officeId': [
      readOfB((_, b) => `/api/companies/${b}/offices/${MISSING}`, 404),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/offices/${c.extra.officeA}`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/offices/${c.extra.officeC}`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/offices/${MISSING}`, expected: companyAMembers(404) },
    ],
    'PUT /api/companies/:id/offices/:officeId': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/offices/${c.extra.officeA}`, body: () => office, expected: companyAAdmins(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/offices/${c.extra.officeC}`, body: () => office, expected: companyAAdmins(404) },
    ],
    'DELETE /api/companies/:id/offices/:officeId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/offices/${c.extra.officeC}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/offices/${MISSING}`, expected: companyAAdmins(404) },
    ],
  },
};
