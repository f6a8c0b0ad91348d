/** Matrix rows of the classification industries: every signed-in user reads, the office changes. */
import { MISSING, officeOnly, signedInOnly, type MatrixSlice } from './presets';

let counter = 0;
const industry = () => ({ symbolic_number: `9${(counter++ % 9) + 1}`, short_description: 'Matriisin toimiala' });

export const classificationIndustries: MatrixSlice = {
  prepare: async (ctx) => {
    const main = await ctx.env.db
      .insertInto('classification_industries')
      .values({ symbolic_number: '88', short_description: 'Matriisi', sort_number: 880000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const leaf = await ctx.env.db
      .insertInto('classification_industries')
      .values({ symbolic_number: '88.1', short_description: 'Matriisin lehti', sort_number: 880100, parent_id: main.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const requirement = await ctx.env.db
      .insertInto('classification_industry_requirements')
      .values({ classification_industry_id: leaf.id, max_reference_age: 60 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.extra.industryMain = main.id;
    ctx.extra.industryLeaf = leaf.id;
    ctx.extra.industryRequirement = requirement.id;
  },
  rows: {
    'GET /api/classification-industries': [{ method: 'GET', path: () => '/api/classification-industries?tree=true', expected: signedInOnly(200) }],
    'GET /api/classification-industries/:id': [
      { method: 'GET', path: (c) => `/api/classification-industries/${c.extra.industryLeaf}`, expected: signedInOnly(200) },
      { method: 'GET', path: () => `/api/classification-industries/${MISSING}`, expected: signedInOnly(404) },
    ],
    'POST /api/classification-industries': [{ method: 'POST', path: () => '/api/classification-industries', body: industry, expected: officeOnly(201) }],
    'PUT /api/classification-industries/:id': [
      { method: 'PUT', path: (c) => `/api/classification-industries/${c.extra.industryLeaf}`, body: () => ({ short_description: 'Muutettu' }), expected: officeOnly(200) },
      { method: 'PUT', path: () => `/api/classification-industries/${MISSING}`, body: () => ({ short_description: 'Muutettu' }), expected: officeOnly(404) },
    ],
    'DELETE /api/classification-industries/:id': [
      // A main industry with a sub-industry is refused (409), a missing one is 404.
      { method: 'DELETE', path: (c) => `/api/classification-industries/${c.extra.industryMain}`, expected: officeOnly(409) },
      { method: 'DELETE', path: () => `/api/classification-industries/${MISSING}`, expected: officeOnly(404) },
    ],
    'GET /api/classification-industries/:id/requirements': [
      { method: 'GET', path: (c) => `/api/classification-industries/${c.extra.industryLeaf}/requirements`, expected: signedInOnly(200) },
      { method: 'GET', path: () => `/api/classification-industries/${MISSING}/requirements`, expected: signedInOnly(404) },
    ],
    'POST /api/classification-industries/:id/requirements': [
      { method: 'POST', path: (c) => `/api/classification-industries/${c.extra.industryLeaf}/requirements`, body: () => ({ min_reference_count: 2 }), expected: officeOnly(201) },
      { method: 'POST', path: () => `/api/classification-industries/${MISSING}/requirements`, body: () => ({ min_reference_count: 2 }), expected: officeOnly(404) },
    ],
    'GET /api/classification-industries/:id/requirements/:requirementId': [
      { method: 'GET', path: (c) => `/api/classification-industries/${c.extra.industryLeaf}/requirements/${c.extra.industryRequirement}`, expected: signedInOnly(200) },
      { method: 'GET', path: (c) => `/api/classification-industries/${c.extra.industryMain}/requirements/${c.extra.industryRequirement}`, expected: signedInOnly(404) },
    ],
    'PUT /api/classification-industries/:id/requirements/:requirementId': [
      {
        method: 'PUT',
        path: (c) => `/api/classification-industries/${c.extra.industryLeaf}/requirements/${c.extra.industryRequirement}`,
        body: () => ({ max_reference_age: 48 }),
        expected: officeOnly(200),
      },
      { method: 'PUT', path: (c) => `/api/classification-industries/${c.extra.industryLeaf}/requirements/${MISSING}`, body: () => ({ max_reference_age: 48 }), expected: officeOnly(404) },
    ],
    'DELETE /api/classification-industries/:id/requirements/:requirementId': [
      { method: 'DELETE', path: (c) => `/api/classification-industries/${c.extra.industryMain}/requirements/${c.extra.industryRequirement}`, expected: officeOnly(404) },
    ],
  },
};
