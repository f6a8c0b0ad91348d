/**
 * Matrix rows of audit programmes (issue 21): the office and sysadmin all; an auditor only the
 * programmes assigned to them (another's 404), the list their own; company people and the board
 * member refused (403). The company's own programmes: its members (and staff tied to it); the
 * objection: its admins and the office, another company's programme 404. The certificate plan: read
 * as the company's programmes, changed by the office; the CSV export: the office.
 */
import { companyAAdmins, companyAMembers, MISSING, officeOnly, signedInOnly, untiedCompany, type Expected, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const staff = (status: number, auditor: number): Expected => ({ ...signedInOnly(403), office: status, sysadmin: status, auditor });
const plan = { sync_environment_plan: true, sync_safety_plan: false, sync_moisture_plan: false };

export const auditPrograms: MatrixSlice = {
  prepare: async (c) => {
    const db = c.env.db;
    const program = async (companyId: number, primary: number | null) => {
      const row = await db
        .insertInto('audit_programs')
        .values({ company_id: companyId, certificate_type_id: 2, planned_start_date: '2099-06-01', primary_auditor_id: primary })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('audit_reports').values({ program_id: row.id }).execute();
      return row.id;
    };
    Object.assign(c.extra, {
      programA: await program(c.companyA.id, null),
      programOwn: await program(c.companyA.id, c.users.auditor.personId),
      programC: await program(c.companyC.id, null),
    });
  },
  rows: {
    'GET /api/audit-programs': [{ method: 'GET', path: () => '/api/audit-programs', expected: staff(200, 200) }],
    'POST /api/audit-programs': [
      { method: 'POST', path: () => '/api/audit-programs', body: (c) => ({ company_id: c.companyC.id, certificate_type_id: 5 }), expected: officeOnly(201) },
    ],
    'GET /api/audit-program-auditors': [{ method: 'GET', path: () => '/api/audit-program-auditors', expected: officeOnly(200) }],
    'GET /api/audit-programs/export': [{ method: 'GET', path: () => '/api/audit-programs/export?format=csv', expected: officeOnly(200) }],
    'GET /api/audit-programs/:id': [
      { method: 'GET', path: (c) => `/api/audit-programs/${c.extra.programA}`, expected: staff(200, 404) },
      { method: 'GET', path: (c) => `/api/audit-programs/${c.extra.programOwn}`, expected: staff(200, 200) },
      { method: 'GET', path: () => `/api/audit-programs/${MISSING}`, expected: staff(404, 404) },
    ],
    'PUT /api/audit-programs/:id': [
      { method: 'PUT', path: (c) => `/api/audit-programs/${c.extra.programA}`, body: () => ({ statement_additional_info: 'Matriisi' }), expected: officeOnly(200) },
      { method: 'PUT', path: () => `/api/audit-programs/${MISSING}`, body: () => ({ statement_additional_info: 'Matriisi' }), expected: officeOnly(404) },
    ],
    'GET /api/companies/:id/audit-programs': [
      readOfB((_, b) => `/api/companies/${b}/audit-programs`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/audit-programs`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/audit-programs`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/audit-programs/:programId/objection': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/audit-programs/${c.extra.programA}/objection`, body: () => ({ objection: 'Auditoija on konsultoinut meitä.' }), expected: companyAAdmins(200) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/audit-programs/${c.extra.programC}/objection`, body: () => ({ objection: 'Vieras ohjelma' }), expected: companyAAdmins(404) },
    ],
    'GET /api/companies/:id/certificate-plan': [
      readOfB((_, b) => `/api/companies/${b}/certificate-plan`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/certificate-plan`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/certificate-plan`, expected: untiedCompany(404) },
    ],
    'PUT /api/companies/:id/certificate-plan': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/certificate-plan`, body: () => plan, expected: officeOnly(200) },
      { method: 'PUT', path: () => `/api/companies/${MISSING}/certificate-plan`, body: () => plan, expected: officeOnly(404) },
    ],
  },
};
