/** Matrix rows of company certificates: members read; company_details holders and the office change. */
import { localStorage } from '../../../server/integrations/storage';
import { testFilesDir } from '../helpers';
import { pdf } from '../../support/uploadFixtures';
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const certificate = { certificate_name: 'Matriisin ISO 9001', certificate_type_id: 101, issuer: 'Kiwa Inspecta Oy', valid_until: '2030-01-01' };

export const certificates: MatrixSlice = {
  prepare: async (c) => {
    for (const [key, companyId] of [['certificateA', c.companyA.id], ['certificateC', c.companyC.id]] as const) {
      const row = await c.env.db
        .insertInto('company_certificates')
        .values({ company_id: companyId, certificate_name: 'Valmisteltu sertifikaatti', certificate_type_id: 102, issuer: 'DNV' })
        .returning('id')
        .executeTakeFirstOrThrow();
      c.extra[key] = row.id;
    }
    // A's certificate has its PDF in the store.
    const content = pdf();
    const hash = await localStorage(testFilesDir()).put(content);
    const file = await c.env.db
      .insertInto('files')
      .values({ hash, original_name: 'sertifikaatti.pdf', mime_type: 'application/pdf', byte_size: content.length, variants: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await c.env.db.updateTable('company_certificates').set({ file_id: file.id }).where('id', '=', Number(c.extra.certificateA)).execute();
  },
  rows: {
    'GET /api/companies/:id/certificates': [
      readOfB((_, b) => `/api/companies/${b}/certificates`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/certificates`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/certificates`, expected: untiedCompany(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/certificates`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/certificates': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/certificates`, body: () => certificate, expected: companyAAdmins(201) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyC.id}/certificates`, body: () => certificate, expected: { ...signedInOnly(403), office: 201, sysadmin: 201 } },
      { method: 'POST', path: () => `/api/companies/${MISSING}/certificates`, body: () => certificate, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    'GET /api/companies/:id/certificates/:certId': [
      readOfB((c, b) => `/api/companies/${b}/certificates/${c.extra.certificateB}`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/certificates/${c.extra.certificateA}`, expected: companyAMembers(200) },
      // C's certificate through A's path: not A's record.
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/certificates/${c.extra.certificateC}`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/certificates/${c.extra.certificateC}`, expected: untiedCompany(200) },
    ],
    'PUT /api/companies/:id/certificates/:certId': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/certificates/${c.extra.certificateA}`, body: () => certificate, expected: companyAAdmins(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/certificates/${c.extra.certificateC}`, body: () => certificate, expected: companyAAdmins(404) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/certificates/${MISSING}`, body: () => certificate, expected: companyAAdmins(404) },
    ],
    'DELETE /api/companies/:id/certificates/:certId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/certificates/${c.extra.certificateC}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/certificates/${MISSING}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyC.id}/certificates/${MISSING}`, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    // A JSON body where a form with a PDF is expected: 415 to those who may attach (the form is read after the access rule).
    'POST /api/companies/:id/certificates/:certId/file': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/certificates/${c.extra.certificateA}/file`, body: () => ({}), expected: companyAAdmins(415) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyC.id}/certificates/${c.extra.certificateC}/file`, body: () => ({}), expected: { ...signedInOnly(403), office: 415, sysadmin: 415 } },
    ],
    'GET /api/companies/:id/certificates/:certId/file': [
      readOfB((c, b) => `/api/companies/${b}/certificates/${c.extra.certificateB}/file`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/certificates/${c.extra.certificateA}/file`, expected: companyAMembers(200) },
      // C's certificate has no PDF; through A's path it is not A's record.
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/certificates/${c.extra.certificateC}/file`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/certificates/${c.extra.certificateC}/file`, expected: untiedCompany(404) },
    ],
  },
};
