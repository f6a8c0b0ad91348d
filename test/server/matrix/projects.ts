/** Matrix rows of projects: members read, references_projects holders (admins) and office staff change. */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const project = { name: 'Matriisin hanke', visiting_address: { street: 'Katu 1', zipcode: '00100', city: 'Helsinki' } };
const missingCompany = { ...signedInOnly(403), office: 404, sysadmin: 404 };

export const projects: MatrixSlice = {
  prepare: async (ctx) => {
    const [a, c] = await ctx.env.db
      .insertInto('projects')
      .values([
        { company_id: ctx.companyA.id, name: 'A:n hanke' },
        { company_id: ctx.companyC.id, name: 'C:n hanke' },
      ])
      .returning('id')
      .execute();
    ctx.extra.projectA = a.id;
    ctx.extra.projectC = c.id;
  },
  rows: {
    'GET /api/companies/:id/projects': [
      readOfB((_, b) => `/api/companies/${b}/projects`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/projects`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/projects`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/projects': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/projects`, body: () => project, expected: companyAAdmins(201) },
      { method: 'POST', path: () => `/api/companies/${MISSING}/projects`, body: () => project, expected: missingCompany },
    ],
    'GET /api/companies/:id/projects/:projectId': [
      readOfB((c, b) => `/api/companies/${b}/projects/${c.extra.projectB}`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/projects/${c.extra.projectA}`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/projects/${c.extra.projectC}`, expected: companyAMembers(404) },
    ],
    'PUT /api/companies/:id/projects/:projectId': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/projects/${c.extra.projectA}`, body: () => project, expected: companyAAdmins(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/projects/${c.extra.projectC}`, body: () => project, expected: companyAAdmins(404) },
    ],
    'DELETE /api/companies/:id/projects/:projectId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/projects/${c.extra.projectC}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/projects/${MISSING}`, expected: companyAAdmins(404) },
    ],
  },
};
