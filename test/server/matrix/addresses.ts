/** Matrix rows of addresses: members read, company_details holders (admins) and office staff change. */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const email = { address_type_id: 7, electronic_address: 'matriisi@example.test' };
const missingCompany = { ...signedInOnly(403), office: 404, sysadmin: 404 };

export const addresses: MatrixSlice = {
  prepare: async (ctx) => {
    const values = [
      { company_id: ctx.companyA.id, address_type_id: 7, electronic_address: 'a@example.test' },
      // Both an electronic and a billing address: SPEC §5 does not let it be removed.
      { company_id: ctx.companyA.id, address_type_id: 12, electronic_address: 'x', electronic_billing_address: '003700000000' },
      { company_id: ctx.companyC.id, address_type_id: 7, electronic_address: 'c@example.test' },
    ];
    const [a, kept, c] = await ctx.env.db.insertInto('addresses').values(values).returning('id').execute();
    ctx.extra.addressA = a.id;
    ctx.extra.addressAKept = kept.id;
    ctx.extra.addressC = c.id;
  },
  rows: {
    'GET /api/companies/:id/addresses': [
      readOfB((_, b) => `/api/companies/${b}/addresses`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/addresses`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/addresses`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/addresses': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/addresses`, body: () => email, expected: companyAAdmins(201) },
      { method: 'POST', path: () => `/api/companies/${MISSING}/addresses`, body: () => email, expected: missingCompany },
    ],
    'PUT /api/companies/:id/addresses/:addressId': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/addresses/${c.extra.addressA}`, body: () => email, expected: companyAAdmins(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/addresses/${c.extra.addressC}`, body: () => email, expected: companyAAdmins(404) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/addresses/${MISSING}`, body: () => email, expected: companyAAdmins(404) },
    ],
    'DELETE /api/companies/:id/addresses/:addressId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/addresses/${c.extra.addressAKept}`, expected: companyAAdmins(409) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/addresses/${c.extra.addressC}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/addresses/${MISSING}`, expected: companyAAdmins(404) },
    ],
  },
};
