/** Matrix rows of the invite routes: the company's people managers (and office staff); validate is public, accept needs a session. */
import { sql } from 'kysely';
import { sha256 } from '../../../server/shared/links';
import { uniqueEmail } from '../helpers';
import { companyAAdmins, everyone, MISSING, signedInOnly, type MatrixSlice } from './presets';

const TOKEN = 'matriisin-kutsu-0123456789-abcdefghijklmnop';

export const invites: MatrixSlice = {
  prepare: async (ctx) => {
    const invite = await ctx.env.db
      .insertInto('invites')
      .values({
        company_id: ctx.companyA.id,
        email: uniqueEmail('matriisi'),
        token_hash: sha256(TOKEN),
        invited_by_user_id: ctx.users.aAdmin.id,
        expires_at: sql`now() + interval '7 days'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.extra.inviteId = invite.id;
    ctx.extra.inviteToken = TOKEN;
  },
  rows: {
    'GET /api/companies/:id/invites': [
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/invites`, expected: companyAAdmins(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyB.id}/invites`, expected: { ...companyAAdmins(200), aAdmin: 403, bAdmin: 200 } },
      { method: 'GET', path: () => `/api/companies/${MISSING}/invites`, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    'GET /api/companies/:id/invites/:inviteId': [
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/invites/${c.extra.inviteId}`, expected: companyAAdmins(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/invites/${MISSING}`, expected: companyAAdmins(404) },
      // B's admin names A's invite through B: no such invite there.
      { method: 'GET', path: (c) => `/api/companies/${c.companyB.id}/invites/${c.extra.inviteId}`, expected: { ...companyAAdmins(404), aAdmin: 403, bAdmin: 404 } },
    ],
    'POST /api/companies/:id/invites': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/invites`, body: () => ({ email: uniqueEmail('kutsu') }), expected: companyAAdmins(201) },
      { method: 'POST', path: () => `/api/companies/${MISSING}/invites`, body: () => ({ email: uniqueEmail('kutsu') }), expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    'DELETE /api/companies/:id/invites/:token': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/invites/${MISSING}`, expected: companyAAdmins(404) },
      // B's admin names A's invite through B: no such invite there.
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyB.id}/invites/${c.extra.inviteId}`, expected: { ...companyAAdmins(404), aAdmin: 403, bAdmin: 404 } },
    ],
    'POST /api/companies/:id/invites/:token/accept': [
      // The invite is for none of the actors: refused as not valid for them.
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/invites/${c.extra.inviteToken}/accept`, expected: signedInOnly(422) },
    ],
    'GET /api/invites/:token/validate': [
      { method: 'GET', path: (c) => `/api/invites/${c.extra.inviteToken}/validate`, expected: everyone(200) },
      { method: 'GET', path: () => '/api/invites/tuntematon/validate', expected: everyone(200) },
    ],
  },
};
