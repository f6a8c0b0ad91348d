/** Matrix rows of company memberships: members read, company_details holders and office staff change. */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

export const memberships: MatrixSlice = {
  prepare: async (ctx) => {
    const foreign = await ctx.env.db
      .insertInto('company_memberships')
      .values({ company_id: ctx.companyB.id, company_membership_union_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.extra.foreignMembershipId = foreign.id;
  },
  rows: {
    'GET /api/companies/:id/memberships': [
      readOfB((_, b) => `/api/companies/${b}/memberships`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/memberships`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/memberships`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/memberships': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/memberships`, body: () => ({}), expected: companyAAdmins(422) },
      {
        method: 'POST',
        path: () => `/api/companies/${MISSING}/memberships`,
        body: () => ({ company_membership_union_id: 1 }),
        expected: { ...signedInOnly(403), office: 404, sysadmin: 404 },
      },
    ],
    'GET /api/companies/:id/memberships/:membershipId': [
      readOfB((c, b) => `/api/companies/${b}/memberships/${c.extra.foreignMembershipId}`),
      // B's membership through A's path: not A's record.
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/memberships/${c.extra.foreignMembershipId}`, expected: companyAMembers(404) },
    ],
    'DELETE /api/companies/:id/memberships/:membershipId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/memberships/${MISSING}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/memberships/${c.extra.foreignMembershipId}`, expected: companyAAdmins(404) },
    ],
  },
};
