/** Matrix rows of the platform routes: health, docs, app, auth, users, companies, PRH, lookups. */
import { uniqueEmail } from '../helpers';
import { companyAAdmins, companyAMembers, everyone, MISSING, officeOnly, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const hash = 'a'.repeat(40);
const signature = 'b'.repeat(64);

export const platform: MatrixSlice = {
  rows: {
    'GET /api/health': [{ method: 'GET', path: () => '/api/health', expected: everyone(200) }],
    'GET /api/docs/openapi.json': [{ method: 'GET', path: () => '/api/docs/openapi.json', expected: everyone(200) }],
    'GET /*': [{ method: 'GET', path: () => '/office/companies', expected: everyone(503) }],
    'GET /api/users/me': [
      { method: 'GET', path: () => '/api/users/me', expected: signedInOnly(200) },
      { method: 'HEAD', path: () => '/api/users/me', expected: signedInOnly(200) },
    ],
    'POST /api/auth/login': [{ method: 'POST', path: () => '/api/auth/login', body: () => ({ email: uniqueEmail('ghost'), password: 'x' }), expected: everyone(422) }],
    'POST /api/auth/logout': [{ method: 'POST', path: () => '/api/auth/logout', expected: signedInOnly(204), fresh: true }],
    'POST /api/auth/register': [{ method: 'POST', path: () => '/api/auth/register', body: () => ({}), expected: everyone(422) }],
    'POST /api/auth/email/resend': [{ method: 'POST', path: () => '/api/auth/email/resend', body: () => ({ email: uniqueEmail('ghost') }), expected: everyone(200) }],
    'GET /api/auth/email/verify/:id/:hash': [
      { method: 'GET', path: () => `/api/auth/email/verify/1/${hash}?expires=9999999999&signature=${signature}`, expected: everyone(403) },
    ],
    'POST /api/auth/email/verify/:id/:hash': [
      { method: 'POST', path: () => `/api/auth/email/verify/1/${hash}?expires=9999999999&signature=${signature}`, expected: everyone(403) },
    ],
    'PUT /api/users/me/password': [
      { method: 'PUT', path: () => '/api/users/me/password', body: () => ({}), expected: signedInOnly(422) },
      {
        method: 'PUT',
        path: () => '/api/users/me/password',
        body: () => ({ current_password: 'Vaara-salasana-1', password: 'Pitka-salasana-1', password_confirmation: 'Pitka-salasana-1' }),
        expected: signedInOnly(422),
      },
    ],
    'PUT /api/users/me/email': [
      { method: 'PUT', path: () => '/api/users/me/email', body: () => ({}), expected: signedInOnly(422) },
      { method: 'PUT', path: () => '/api/users/me/email', body: () => ({ email: uniqueEmail('ghost'), current_password: 'Vaara-salasana-1' }), expected: signedInOnly(422) },
    ],
    'DELETE /api/users/me/email': [{ method: 'DELETE', path: () => '/api/users/me/email', expected: signedInOnly(204) }],
    'GET /api/auth/email/change/:id/:hash': [
      { method: 'GET', path: () => `/api/auth/email/change/1/${hash}?expires=9999999999&signature=${signature}`, expected: everyone(403) },
    ],
    'POST /api/auth/email/change/:id/:hash': [
      { method: 'POST', path: () => `/api/auth/email/change/1/${hash}?expires=9999999999&signature=${signature}`, expected: everyone(403) },
    ],
    'POST /api/auth/password/email': [{ method: 'POST', path: () => '/api/auth/password/email', body: () => ({ email: uniqueEmail('ghost') }), expected: everyone(200) }],
    'POST /api/auth/password/reset': [
      {
        method: 'POST',
        path: () => '/api/auth/password/reset',
        body: () => ({ email: 'ghost@example.test', token: 'x', password: 'Pitka-salasana-1', password_confirmation: 'Pitka-salasana-1' }),
        expected: everyone(422),
      },
    ],
    'GET /api/companies': [{ method: 'GET', path: () => '/api/companies', expected: signedInOnly(200) }],
    'POST /api/companies': [{ method: 'POST', path: () => '/api/companies', body: () => ({}), expected: signedInOnly(422) }],
    'GET /api/companies/:id': [
      readOfB((_, b) => `/api/companies/${b}`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}`, expected: untiedCompany(404) },
    ],
    'PUT /api/companies/:id': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}`, body: (c) => ({ name: c.companyA.name }), expected: companyAAdmins(200) },
      { method: 'PUT', path: () => `/api/companies/${MISSING}`, body: () => ({ name: 'X' }), expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    'POST /api/companies/:id/join-request': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/join-request`, expected: { ...signedInOnly(201), aUser: 409, aAdmin: 409 } },
      { method: 'POST', path: () => `/api/companies/${MISSING}/join-request`, expected: signedInOnly(404) },
    ],
    'GET /api/companies/:id/people/pending': [
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/people/pending`, expected: companyAAdmins(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/people/pending`, expected: { ...signedInOnly(403), office: 200, sysadmin: 200 } },
      { method: 'GET', path: () => `/api/companies/${MISSING}/people/pending`, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    'GET /api/join-requests': [{ method: 'GET', path: () => '/api/join-requests', expected: officeOnly(200) }],
    'GET /api/people': [{ method: 'GET', path: () => '/api/people', expected: officeOnly(200) }],
    'GET /api/invites': [{ method: 'GET', path: () => '/api/invites', expected: officeOnly(200) }],
    'GET /api/agreements': [{ method: 'GET', path: () => '/api/agreements', expected: officeOnly(200) }],
    'POST /api/companies/:id/people/:personId/approve': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/people/${MISSING}/approve`, expected: companyAAdmins(404) },
    ],
    'POST /api/companies/:id/people/:personId/reject': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/people/${MISSING}/reject`, expected: companyAAdmins(404) },
    ],
    'GET /api/external/companies/:registrationNumber': [
      { method: 'GET', path: () => '/api/external/companies/1234567-8', expected: signedInOnly(422) },
    ],
    'GET /api/descriptions/:name': [{ method: 'GET', path: () => '/api/descriptions/contact-types', expected: everyone(200) }],
  },
};
