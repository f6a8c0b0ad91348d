/**
 * Access: a route without a rule cannot be registered, and every route is tried
 * as every actor on own, foreign and missing records (the authorization matrix).
 */
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireAccessRule } from '../../server/http/access';
import type { RegisteredRoute } from '../../server/modules/docs/openapi';
import { Client, createCompany, createUser, signedIn, uniqueEmail, useTestApp } from './helpers';

const env = useTestApp();

const ACTORS = ['anonymous', 'aUser', 'aAdmin', 'bAdmin', 'office', 'board', 'auditor', 'sysadmin'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

const everyone = (status: number): Expected => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expected;
const signedInOnly = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
/** Members of company A and every internal role may read A; B's admin may not. */
const companyAMembers = (status: number): Expected => ({ ...signedInOnly(status), bAdmin: 403 });
/** A's admins and office staff (office, sysadmin) only. */
const companyAAdmins = (status: number): Expected => ({ ...signedInOnly(403), aAdmin: status, office: status, sysadmin: status });
const staffOr403 = (status: number): Expected => ({ ...signedInOnly(403), office: status, board: status, auditor: status, sysadmin: status });

interface Case {
  method: string;
  path: () => string;
  body?: () => unknown;
  expected: Expected;
  /** The request ends the session (logout): run it on a fresh sign-in. */
  fresh?: boolean;
}

let companyA: { id: number; name: string };
let companyC: { id: number };
const clients = {} as Record<Actor, Client>;
const emails = {} as Record<Actor, string>;

const MISSING = 999999999;
const hash = 'a'.repeat(40);
const signature = 'b'.repeat(64);

/** One row per route of the app; the first test fails if a route has none. */
const MATRIX: Record<string, Case[]> = {
  'GET /api/health': [{ method: 'GET', path: () => '/api/health', expected: everyone(200) }],
  'GET /api/docs': [{ method: 'GET', path: () => '/api/docs', expected: everyone(200) }],
  'GET /*': [{ method: 'GET', path: () => '/office/companies', expected: everyone(503) }],
  'GET /api/users/me': [
    { method: 'GET', path: () => '/api/users/me', expected: signedInOnly(200) },
    { method: 'HEAD', path: () => '/api/users/me', expected: signedInOnly(200) },
  ],
  'POST /api/auth/login': [{ method: 'POST', path: () => '/api/auth/login', body: () => ({ email: uniqueEmail('ghost'), password: 'x' }), expected: everyone(422) }],
  'POST /api/auth/logout': [{ method: 'POST', path: () => '/api/auth/logout', expected: signedInOnly(204), fresh: true }],
  'POST /api/auth/register': [{ method: 'POST', path: () => '/api/auth/register', body: () => ({}), expected: everyone(422) }],
  'POST /api/auth/email/resend': [{ method: 'POST', path: () => '/api/auth/email/resend', body: () => ({ email: 'ghost@example.test' }), expected: everyone(200) }],
  'GET /api/auth/email/verify/:id/:hash': [
    { method: 'GET', path: () => `/api/auth/email/verify/1/${hash}?expires=9999999999&signature=${signature}`, expected: everyone(403) },
  ],
  'POST /api/auth/email/verify/:id/:hash': [
    { method: 'POST', path: () => `/api/auth/email/verify/1/${hash}?expires=9999999999&signature=${signature}`, expected: everyone(403) },
  ],
  'POST /api/auth/password/email': [{ method: 'POST', path: () => '/api/auth/password/email', body: () => ({ email: 'ghost@example.test' }), expected: everyone(200) }],
  'POST /api/auth/password/reset': [
    { method: 'POST', path: () => '/api/auth/password/reset', body: () => ({ email: 'ghost@example.test', token: 'x', password: 'Pitka-salasana-1', password_confirmation: 'Pitka-salasana-1' }), expected: everyone(422) },
  ],
  'GET /api/companies': [{ method: 'GET', path: () => '/api/companies', expected: signedInOnly(200) }],
  'POST /api/companies': [{ method: 'POST', path: () => '/api/companies', body: () => ({}), expected: signedInOnly(422) }],
  'GET /api/companies/:id': [
    { method: 'GET', path: () => `/api/companies/${companyA.id}`, expected: companyAMembers(200) },
    { method: 'GET', path: () => `/api/companies/${MISSING}`, expected: staffOr403(404) },
  ],
  'PUT /api/companies/:id': [
    { method: 'PUT', path: () => `/api/companies/${companyA.id}`, body: () => ({ name: companyA.name }), expected: companyAAdmins(200) },
    { method: 'PUT', path: () => `/api/companies/${MISSING}`, body: () => ({ name: 'X' }), expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
  ],
  'POST /api/companies/:id/join-request': [
    { method: 'POST', path: () => `/api/companies/${companyA.id}/join-request`, expected: { ...signedInOnly(201), aUser: 409, aAdmin: 409 } },
    { method: 'POST', path: () => `/api/companies/${MISSING}/join-request`, expected: signedInOnly(404) },
  ],
  'GET /api/companies/:id/people/pending': [
    { method: 'GET', path: () => `/api/companies/${companyA.id}/people/pending`, expected: companyAAdmins(200) },
    { method: 'GET', path: () => `/api/companies/${companyC.id}/people/pending`, expected: { ...signedInOnly(403), office: 200, sysadmin: 200 } },
    { method: 'GET', path: () => `/api/companies/${MISSING}/people/pending`, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
  ],
  'POST /api/companies/:id/people/:personId/approve': [
    { method: 'POST', path: () => `/api/companies/${companyA.id}/people/${MISSING}/approve`, expected: companyAAdmins(404) },
  ],
  'POST /api/companies/:id/people/:personId/reject': [
    { method: 'POST', path: () => `/api/companies/${companyA.id}/people/${MISSING}/reject`, expected: companyAAdmins(404) },
  ],
  'GET /api/external/companies/:registrationNumber': [
    { method: 'GET', path: () => '/api/external/companies/1234567-8', expected: signedInOnly(422) },
  ],
  'GET /api/descriptions/:name': [{ method: 'GET', path: () => '/api/descriptions/contact-types', expected: everyone(200) }],
};

const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;

beforeAll(async () => {
  const users = {
    aUser: await createUser(env.db),
    aAdmin: await createUser(env.db),
    bAdmin: await createUser(env.db),
    office: await createUser(env.db, { permissions: [2] }),
    board: await createUser(env.db, { permissions: [3] }),
    auditor: await createUser(env.db, { permissions: [6] }),
    sysadmin: await createUser(env.db, { permissions: [1] }),
  };
  companyA = await createCompany(env.db, { admin: users.aAdmin, member: users.aUser });
  await createCompany(env.db, { admin: users.bAdmin });
  companyC = await createCompany(env.db);
  clients.anonymous = new Client(env.app);
  for (const [actor, user] of Object.entries(users) as Array<[Exclude<Actor, 'anonymous'>, { email: string }]>) {
    emails[actor] = user.email;
    clients[actor] = await signedIn(env.app, user.email);
  }
});

describe('access rules', () => {
  it('refuses to register a route that declares no access rule', async () => {
    const app = Fastify();
    app.addHook('onRoute', requireAccessRule([]));
    expect(() => app.get('/api/naked', async () => 'open')).toThrow('declares no access rule');
  });

  it('has a row in the matrix for every route of the app', () => {
    const keys = env.app.registeredRoutes.map(routeKey);
    expect(keys.length).toBeGreaterThan(15);
    expect(keys.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !keys.includes(key))).toEqual([]);
  });

  for (const [key, cases] of Object.entries(MATRIX)) {
    it(`${key} answers each actor as expected`, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const testCase of cases) {
        for (const actor of ACTORS) {
          const client = testCase.fresh && actor !== 'anonymous' ? await signedIn(env.app, emails[actor]) : clients[actor];
          const body = testCase.body?.();
          const response = await client.request(testCase.method, testCase.path(), body === undefined ? {} : { body });
          const label = `${testCase.method} ${testCase.path()} as ${actor}`;
          got[label] = response.status;
          want[label] = testCase.expected[actor];
        }
      }
      expect(got).toEqual(want);
    });
  }
});
