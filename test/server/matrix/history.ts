/** Matrix rows of company history: members read; company_details holders and the office change. */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const entry = { valid_from: '2024-01-01', valid_to: null, content: 'Matriisin historiatieto', company_history_entry_type_id: 5 };

export const history: MatrixSlice = {
  prepare: async (c) => {
    for (const [key, companyId] of [['historyA', c.companyA.id], ['historyC', c.companyC.id]] as const) {
      const row = await c.env.db
        .insertInto('company_history_entries')
        .values({ company_id: companyId, valid_from: '2020-05-01', content: 'Valmisteltu historiatieto', company_history_entry_type_id: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      c.extra[key] = row.id;
    }
  },
  rows: {
    'GET /api/companies/:id/history': [
      readOfB((_, b) => `/api/companies/${b}/history`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/history`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/history`, expected: untiedCompany(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/history`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/history': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/history`, body: () => entry, expected: companyAAdmins(201) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyC.id}/history`, body: () => entry, expected: { ...signedInOnly(403), office: 201, sysadmin: 201 } },
      { method: 'POST', path: () => `/api/companies/${MISSING}/history`, body: () => entry, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    'GET /api/companies/:id/history/:entryId': [
      readOfB((c, b) => `/api/companies/${b}/history/${c.extra.historyB}`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/history/${c.extra.historyA}`, expected: companyAMembers(200) },
      // C's entry through A's path: not A's record.
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/history/${c.extra.historyC}`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/history/${c.extra.historyC}`, expected: untiedCompany(200) },
    ],
    'PUT /api/companies/:id/history/:entryId': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/history/${c.extra.historyA}`, body: () => entry, expected: companyAAdmins(200) },
      // C's entry through A's path: not A's record.
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/history/${c.extra.historyC}`, body: () => entry, expected: companyAAdmins(404) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/history/${MISSING}`, body: () => entry, expected: companyAAdmins(404) },
    ],
    'DELETE /api/companies/:id/history/:entryId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/history/${c.extra.historyC}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/history/${MISSING}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyC.id}/history/${MISSING}`, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
  },
};
