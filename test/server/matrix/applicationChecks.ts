/**
 * Matrix rows of validate, send and application targets: members, the office and the assigned auditor
 * read; the applications permission (here A's admin) and the office send. The application sent here
 * is a blank draft that its checks refuse (422), so every actor meets the same record.
 */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type Expected, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

/** Members of A, office and sysadmin; the auditor, tied to A, sees no application not assigned to them (404). */
const readersOfA = (status: number): Expected => ({ ...companyAMembers(status), auditor: 404 });

export const applicationChecks: MatrixSlice = {
  prepare: async (c) => {
    for (const [key, companyId, auditor] of [['applicationA', c.companyA.id, null], ['assignedA', c.companyA.id, c.users.auditor.id], ['applicationC', c.companyC.id, null]] as const) {
      // Types other slices are unlikely to use, each once per company (one open application per type).
      const type = key === 'assignedA' ? 8 : 10;
      const row = await c.env.db
        .insertInto('applications')
        .values({ company_id: companyId, application_target_id: type, application_type_id: type, auditor_user_id: auditor })
        .returning('id')
        .executeTakeFirstOrThrow();
      c.extra[key] = row.id;
    }
  },
  rows: {
    'GET /api/companies/:id/application-targets': [
      readOfB((_, b) => `/api/companies/${b}/application-targets`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/application-targets`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/application-targets`, expected: untiedCompany(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/application-targets`, expected: untiedCompany(404) },
    ],
    'GET /api/companies/:id/applications/:appId/validate': [
      readOfB((c, b) => `/api/companies/${b}/applications/${c.extra.appB}/validate`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/applications/${c.extra.applicationA}/validate`, expected: readersOfA(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/applications/${c.extra.assignedA}/validate`, expected: { ...readersOfA(200), auditor: 200 } },
      // C's application through A's path: not A's record.
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/applications/${c.extra.applicationC}/validate`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/applications/${c.extra.applicationC}/validate`, expected: untiedCompany(200) },
    ],
    'POST /api/companies/:id/applications/:appId/send': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/applications/${c.extra.applicationA}/send`, expected: companyAAdmins(422) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/applications/${c.extra.applicationC}/send`, expected: companyAAdmins(404) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyC.id}/applications/${MISSING}/send`, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
  },
};
