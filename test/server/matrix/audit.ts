/** Matrix rows of the audit log: office staff only. */
import { officeOnly, type MatrixSlice } from './presets';

export const audit: MatrixSlice = {
  rows: {
    'GET /api/companies/:id/audit-log': [{ method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/audit-log`, expected: officeOnly(200) }],
    'GET /api/companies/:id/audit-log/users': [{ method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/audit-log/users`, expected: officeOnly(200) }],
  },
};
