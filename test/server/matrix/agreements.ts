/** Matrix rows of products and company agreements: members read, agreements holders and office staff change. */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

export const agreements: MatrixSlice = {
  prepare: async (ctx) => {
    const version = await ctx.env.db
      .selectFrom('product_agreements')
      .select(['id', 'product_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const terminated = await ctx.env.db
      .insertInto('company_agreements')
      .values({ company_id: ctx.companyA.id, product_agreement_id: version.id, terminated_at: new Date(), terminated_reason: 'Matriisi' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.extra.productId = version.product_id;
    ctx.extra.productAgreementId = version.id;
    ctx.extra.terminatedAgreementId = terminated.id;
  },
  rows: {
    'GET /api/products': [{ method: 'GET', path: () => '/api/products', expected: signedInOnly(200) }],
    'GET /api/products/:id/agreements': [
      { method: 'GET', path: (c) => `/api/products/${c.extra.productId}/agreements`, expected: signedInOnly(200) },
      { method: 'GET', path: () => `/api/products/${MISSING}/agreements`, expected: signedInOnly(404) },
    ],
    'GET /api/companies/:id/agreements': [
      readOfB((_, b) => `/api/companies/${b}/agreements`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/agreements`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/agreements`, expected: untiedCompany(404) },
    ],
    'GET /api/companies/:id/agreements/:agreementId': [
      // A terminated agreement keeps its record view (a link in a mail still opens it).
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/agreements/${c.extra.terminatedAgreementId}`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/agreements/${MISSING}`, expected: companyAMembers(404) },
      // A's agreement named through B: no such agreement there.
      readOfB((c, b) => `/api/companies/${b}/agreements/${c.extra.terminatedAgreementId}`, 404),
    ],
    'POST /api/companies/:id/agreements': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/agreements`, body: () => ({}), expected: companyAAdmins(422) },
      {
        method: 'POST',
        path: () => `/api/companies/${MISSING}/agreements`,
        body: (c) => ({ product_agreement_id: c.extra.productAgreementId }),
        expected: { ...signedInOnly(403), office: 404, sysadmin: 404 },
      },
    ],
    'POST /api/companies/:id/agreements/:agreementId/terminate': [
      {
        method: 'POST',
        path: (c) => `/api/companies/${c.companyA.id}/agreements/${c.extra.terminatedAgreementId}/terminate`,
        body: () => ({ terminate_reason: 'Matriisi' }),
        expected: companyAAdmins(409),
      },
      {
        method: 'POST',
        path: (c) => `/api/companies/${c.companyA.id}/agreements/${MISSING}/terminate`,
        body: () => ({ terminate_reason: 'Matriisi' }),
        expected: companyAAdmins(404),
      },
    ],
  },
};
