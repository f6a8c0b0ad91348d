/**
 * Matrix rows of the certificates the association issues (issue 20): the office's search, hold
 * actions and history are office only; the PDF follows the company's read rule; the public registry
 * answers anyone, signed in or not.
 */
import { issueCertificate } from '../../../server/modules/certificates';
import { companyAMembers, everyone, MISSING, officeOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

export const certificateRegistry: MatrixSlice = {
  prepare: async (c) => {
    for (const [key, companyId] of [['issuedA', c.companyA.id], ['issuedB', c.companyB.id], ['issuedC', c.companyC.id]] as const) {
      const issued = await c.env.db.transaction().execute((trx) => issueCertificate(trx, { companyId, certificateTypeId: 5, decidedAt: new Date().toISOString().slice(0, 10), userId: null }));
      c.extra[key] = issued.id;
      c.extra[`${key}Number`] = issued.certificateNumber;
    }
  },
  rows: {
    'GET /api/certificates': [{ method: 'GET', path: () => '/api/certificates', expected: officeOnly(200) }],
    'GET /api/certificates/:certId': [
      { method: 'GET', path: (c) => `/api/certificates/${c.extra.issuedA}`, expected: officeOnly(200) },
      { method: 'GET', path: () => `/api/certificates/${MISSING}`, expected: officeOnly(404) },
    ],
    'GET /api/certificates/:certId/history': [{ method: 'GET', path: (c) => `/api/certificates/${c.extra.issuedA}/history`, expected: officeOnly(200) }],
    'POST /api/certificates/:certId/suspend': [{ method: 'POST', path: () => `/api/certificates/${MISSING}/suspend`, body: () => ({ reason: 'Matriisi' }), expected: officeOnly(404) }],
    'POST /api/certificates/:certId/withdraw': [{ method: 'POST', path: () => `/api/certificates/${MISSING}/withdraw`, body: () => ({ reason: 'Matriisi' }), expected: officeOnly(404) }],
    'POST /api/certificates/:certId/reinstate': [{ method: 'POST', path: () => `/api/certificates/${MISSING}/reinstate`, body: () => ({ reason: 'Matriisi' }), expected: officeOnly(404) }],
    'GET /api/companies/:id/certificates/:certId/pdf': [
      readOfB((c, b) => `/api/companies/${b}/certificates/${c.extra.issuedB}/pdf`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/certificates/${c.extra.issuedA}/pdf`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/certificates/${c.extra.issuedC}/pdf`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/certificates/${c.extra.issuedC}/pdf`, expected: untiedCompany(200) },
    ],
    'GET /api/public/companies': [{ method: 'GET', path: (c) => `/api/public/companies?q=${c.companyA.registrationNumber}`, expected: everyone(200) }],
    'GET /api/public/companies/:businessId': [
      { method: 'GET', path: (c) => `/api/public/companies/${c.companyA.registrationNumber}`, expected: everyone(200) },
      { method: 'GET', path: () => '/api/public/companies/0000000-0', expected: everyone(404) },
    ],
    'GET /api/public/certificates/:number': [
      { method: 'GET', path: (c) => `/api/public/certificates/${c.extra.issuedANumber}`, expected: everyone(200) },
      { method: 'GET', path: () => '/api/public/certificates/PTV-1900-000000', expected: everyone(404) },
    ],
    'GET /api/public/certificates/:number/badge.svg': [{ method: 'GET', path: (c) => `/api/public/certificates/${c.extra.issuedANumber}/badge.svg`, expected: everyone(200) }],
  },
};
