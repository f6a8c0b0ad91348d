/**
 * Matrix rows of group relations: members read, company_details holders and office staff change;
 * the company asked to consent (its admins, office staff) accepts or rejects a pending one. The rows
 * change nothing, so every actor meets the same records: a request A made itself (the parent cannot
 * decide it: 403), one A already accepted (409), another pair's (404) and a missing one.
 */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const consentRows = (action: 'accept' | 'reject'): MatrixSlice['rows'][string] => [
  // Pending for B, asked by A: only B decides, so A's path is refused even to the office.
  { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/relationships/${c.extra.askedByARelationshipId}/${action}`, expected: signedInOnly(403) },
  { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/relationships/${c.extra.acceptedByARelationshipId}/${action}`, expected: companyAAdmins(409) },
  { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/relationships/${c.extra.foreignRelationshipId}/${action}`, expected: companyAAdmins(404) },
  { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/relationships/${MISSING}/${action}`, expected: companyAAdmins(404) },
  { method: 'POST', path: () => `/api/companies/${MISSING}/relationships/${MISSING}/${action}`, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
];

export const relationships: MatrixSlice = {
  prepare: async (ctx) => {
    const insert = (values: { company_relationship_type_id: number; parent_company_id: number; daughter_company_id: number; status: 'pending' | 'active' }) =>
      ctx.env.db.insertInto('company_relationships').values(values).returning('id').executeTakeFirstOrThrow();
    const own = await insert({ company_relationship_type_id: 2, parent_company_id: ctx.companyA.id, daughter_company_id: ctx.companyC.id, status: 'active' });
    const foreign = await insert({ company_relationship_type_id: 3, parent_company_id: ctx.companyB.id, daughter_company_id: ctx.companyC.id, status: 'pending' });
    const askedByA = await insert({ company_relationship_type_id: 2, parent_company_id: ctx.companyA.id, daughter_company_id: ctx.companyB.id, status: 'pending' });
    const acceptedByA = await insert({ company_relationship_type_id: 3, parent_company_id: ctx.companyB.id, daughter_company_id: ctx.companyA.id, status: 'active' });
    ctx.extra.ownRelationshipId = own.id;
    ctx.extra.foreignRelationshipId = foreign.id;
    ctx.extra.askedByARelationshipId = askedByA.id;
    ctx.extra.acceptedByARelationshipId = acceptedByA.id;
  },
  rows: {
    'GET /api/companies/:id/relationships': [
      readOfB((_, b) => `/api/companies/${b}/relationships`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/relationships`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/relationships`, expected: untiedCompany(404) },
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
      readOfB((_, b) => `/api/companies/${b}/relationships/${MISSING}`, 404),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/relationships/${c.extra.ownRelationshipId}`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/relationships/${c.extra.askedByARelationshipId}`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/relationships/${c.extra.foreignRelationshipId}`, expected: companyAMembers(404) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/relationships/${MISSING}`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/relationships/:relId/accept': consentRows('accept'),
    'POST /api/companies/:id/relationships/:relId/reject': consentRows('reject'),
    'DELETE /api/companies/:id/relationships/:relId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/relationships/${MISSING}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/relationships/${c.extra.foreignRelationshipId}`, expected: companyAAdmins(404) },
    ],
  },
};
