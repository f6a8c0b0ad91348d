/**
 * Matrix rows of the audit work records (issue 21, selfcost): the self-evaluation (A's people and the
 * programme's staff read; A's admins and the office write), auditor costs (the programme's staff;
 * an unassigned programme is 404 to the auditor), the office's totals and CSV, the conflicts register
 * (office all, the auditor their own; another's 404) and the auditor contacts (staff).
 */
import { MISSING, signedInOnly, type Expected, type MatrixSlice } from './presets';

const staff = (status: number, auditor = status): Expected => ({ ...signedInOnly(403), office: status, sysadmin: status, auditor });
const officeOnly = (status: number): Expected => ({ ...signedInOnly(403), office: status, sysadmin: status });

export const auditWork: MatrixSlice = {
  prepare: async (c) => {
    const db = c.env.db;
    const program = (companyId: number, auditorPersonId: number | null) =>
      db
        .insertInto('audit_programs')
        .values({ company_id: companyId, certificate_type_id: 2, status_id: 2, planned_start_date: '2030-05-01', primary_auditor_id: auditorPersonId })
        .returning('id')
        .executeTakeFirstOrThrow();
    const own = await program(c.companyA.id, c.users.auditor.personId);
    const other = await program(c.companyC.id, c.users.office.personId);
    const conflict = (personId: number) =>
      db
        .insertInto('auditor_conflicts')
        .values({ person_id: personId, company_id: c.companyC.id, conflict_type_id: 1, valid_from: '2024-01-01' })
        .returning('id')
        .executeTakeFirstOrThrow();
    Object.assign(c.extra, {
      workProgramA: own.id,
      workProgramC: other.id,
      ownConflict: (await conflict(c.users.auditor.personId)).id,
      otherConflict: (await conflict(c.users.office.personId)).id,
    });
  },
  rows: {
    'GET /api/companies/:id/audit-programs/:programId/self-evaluation': [
      {
        method: 'GET',
        path: (c) => `/api/companies/${c.companyA.id}/audit-programs/${c.extra.workProgramA}/self-evaluation`,
        expected: { ...signedInOnly(200), bAdmin: 404, board: 404 },
      },
      // Another company's path for A's programme: 404 to everyone who passes.
      {
        method: 'GET',
        path: (c) => `/api/companies/${c.companyB.id}/audit-programs/${c.extra.workProgramA}/self-evaluation`,
        expected: { ...signedInOnly(404) },
      },
    ],
    'PUT /api/companies/:id/audit-programs/:programId/self-evaluation': [
      {
        method: 'PUT',
        path: (c) => `/api/companies/${c.companyA.id}/audit-programs/${c.extra.workProgramA}/self-evaluation`,
        body: () => ({ sections: [{ section_id: 1, score: 3, comment: 'Hyvä' }] }),
        expected: { ...signedInOnly(403), aAdmin: 200, office: 200, sysadmin: 200 },
      },
    ],
    'GET /api/audit-programs/:id/costs': [
      { method: 'GET', path: (c) => `/api/audit-programs/${c.extra.workProgramA}/costs`, expected: staff(200) },
      { method: 'GET', path: (c) => `/api/audit-programs/${c.extra.workProgramC}/costs`, expected: staff(200, 404) },
    ],
    'GET /api/audit-programs/:id/costs/:personId': [
      { method: 'GET', path: (c) => `/api/audit-programs/${c.extra.workProgramA}/costs/${c.users.auditor.personId}`, expected: staff(200) },
      { method: 'GET', path: (c) => `/api/audit-programs/${c.extra.workProgramA}/costs/${c.users.aUser.personId}`, expected: staff(404) },
    ],
    'PUT /api/audit-programs/:id/costs/:personId': [
      {
        method: 'PUT',
        path: (c) => `/api/audit-programs/${c.extra.workProgramA}/costs/${c.users.auditor.personId}`,
        body: () => ({ site_hours: 6 }),
        expected: staff(200),
      },
      {
        method: 'PUT',
        path: (c) => `/api/audit-programs/${c.extra.workProgramC}/costs/${c.users.office.personId}`,
        body: () => ({ site_hours: 6 }),
        expected: staff(200, 404),
      },
    ],
    'GET /api/auditor-costs': [{ method: 'GET', path: () => '/api/auditor-costs?from=2030-01-01&to=2030-12-31', expected: officeOnly(200) }],
    'GET /api/auditor-costs/csv': [{ method: 'GET', path: () => '/api/auditor-costs/csv', expected: officeOnly(200) }],
    'GET /api/auditor-costs/programs': [{ method: 'GET', path: () => '/api/auditor-costs/programs?from=2030-01-01&to=2030-12-31', expected: officeOnly(200) }],
    'GET /api/auditor-costs/programs/csv': [{ method: 'GET', path: () => '/api/auditor-costs/programs/csv', expected: officeOnly(200) }],
    'GET /api/auditor-conflicts': [{ method: 'GET', path: () => '/api/auditor-conflicts', expected: staff(200) }],
    'POST /api/auditor-conflicts': [
      {
        method: 'POST',
        path: () => '/api/auditor-conflicts',
        body: (c) => ({ person_id: c.users.auditor.personId, company_id: c.companyC.id, conflict_type_id: 2, valid_from: '2025-01-01' }),
        expected: staff(201),
      },
    ],
    'GET /api/auditor-conflicts/:id': [
      { method: 'GET', path: (c) => `/api/auditor-conflicts/${c.extra.ownConflict}`, expected: staff(200) },
      { method: 'GET', path: (c) => `/api/auditor-conflicts/${c.extra.otherConflict}`, expected: staff(200, 404) },
    ],
    'PUT /api/auditor-conflicts/:id': [
      { method: 'PUT', path: (c) => `/api/auditor-conflicts/${c.extra.ownConflict}`, body: () => ({ description: 'Konsultointi 2023' }), expected: staff(200) },
      { method: 'PUT', path: (c) => `/api/auditor-conflicts/${c.extra.otherConflict}`, body: () => ({ description: 'Muutettu' }), expected: staff(422, 404) },
    ],
    'DELETE /api/auditor-conflicts/:id': [{ method: 'DELETE', path: () => `/api/auditor-conflicts/${MISSING}`, expected: staff(404) }],
    'GET /api/auditor-contacts': [{ method: 'GET', path: () => '/api/auditor-contacts?paginate=true&page=1', expected: staff(200) }],
  },
};
