/** Matrix rows of group relations: members read, company_details holders and office staff change. */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, staffOr403, type MatrixSlice } from './presets';

export const relationships: MatrixSlice = {
  prepare: async (ctx) => {
    const own = await ctx.env.db
      .insertInto('company_relationships')
      .values({ company_relationship_type_id: 2, parent_company_id: ctx.companyA.id, daughter_company_id: ctx.companyC.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await ctx.env.db
      .insertInto('company_relationships')
      .values({ company_relationship_type_id: 3, parent_company_id: ctx.companyB.id, daughter_company_id: ctx.companyC.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.extra.ownRelationshipId = own.id;
    ctx.extra.foreignRelationshipId = foreign.id;
  },
  rows: {
    'GET /api/companies/:id/relationships': [
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/relationships`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/relationships`, expected: staffOr403(404) },
    ],
    'POST /api/companies/:id/relationships': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/relationships`, body: () => ({}), expected: companyAAdmins(422) },
      {
        method: 'POST',
        path: () => `/api/companies/${MISSING}/relationships`,
        body: (c) => ({ company_relationship_type_id: 2, daughter_company_registration_number: c.companyC.registrationNumber }),
        expected: { ...signedInOnly(403), office: 404, sysadmin: 404 },
      },
    ],
    'GET /api/companies/:id/relationships/:relId': [
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/relationships/${c.extra.ownRelationshipId}`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/relationships/${c.extra.foreignRelationshipId}`, expected: companyAMembers(404) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/relationships/${MISSING}`, expected: staffOr403(404) },
    ],
    'DELETE /api/companies/:id/relationships/:relId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/relationships/${MISSING}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/relationships/${c.extra.foreignRelationshipId}`, expected: companyAAdmins(404) },
    ],
  },
};
