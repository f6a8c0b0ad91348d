/** Matrix rows of feedback: recipients and sending. */
import { companyAMembers, everyone, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const message = (recipient: number, companyId?: number) => ({
  message_type: 2,
  recipient_person_id: recipient,
  title: '',
  message: 'Matriisin palaute',
  ...(companyId ? { company_id: companyId } : {}),
});

export const feedback: MatrixSlice = {
  rows: {
    // Public (the accessibility statement's channel); an empty body is refused, so nothing is mailed.
    'POST /api/accessibility-feedback': [{ method: 'POST', path: () => '/api/accessibility-feedback', body: () => ({}), expected: everyone(422) }],
    'GET /api/messages/recipients': [{ method: 'GET', path: () => '/api/messages/recipients', expected: signedInOnly(200) }],
    'GET /api/companies/:id/messages/recipients': [
      readOfB((_, b) => `/api/companies/${b}/messages/recipients`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/messages/recipients`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/messages/recipients`, expected: untiedCompany(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/messages/recipients`, expected: untiedCompany(404) },
    ],
    'POST /api/feedback': [
      { method: 'POST', path: () => '/api/feedback', body: (c) => message(c.users.office.personId), expected: signedInOnly(201) },
      // Within company A: its members and internal staff; B's admin is refused.
      { method: 'POST', path: () => '/api/feedback', body: (c) => message(c.users.aAdmin.personId, c.companyA.id), expected: companyAMembers(201) },
      // A's admin is not a recipient of feedback sent without a company.
      { method: 'POST', path: () => '/api/feedback', body: (c) => message(c.users.aAdmin.personId), expected: signedInOnly(422) },
      { method: 'POST', path: () => '/api/feedback', body: (c) => message(c.users.office.personId, MISSING), expected: { ...untiedCompany(404) } },
    ],
  },
};
