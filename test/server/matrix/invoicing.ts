/** Matrix rows of products, product orders and the invoicing basis (issue 22 §3): office staff only. */
import { MISSING, officeOnly, type MatrixSlice } from './presets';

export const invoicing: MatrixSlice = {
  prepare: async (ctx) => {
    const row = await ctx.env.db
      .insertInto('products')
      .values({ code: 'MATRIISI', name: 'Matriisi', sales_unit: 'kpl', vat_percentage: 25.5, billing_period: 0, period_unit: 'kuukausi', billing_basis: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const version = await ctx.env.db
      .insertInto('product_agreements')
      .values({ product_id: row.id, version: 1, valid_from: '2030-01-01', content: 'Matriisi' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.extra.matrixProduct = row.id;
    ctx.extra.matrixVersion = version.id;
  },
  rows: {
    'POST /api/products': [{ method: 'POST', path: () => '/api/products', body: () => ({}), expected: officeOnly(422) }],
    'GET /api/products/:id': [
      { method: 'GET', path: (c) => `/api/products/${c.extra.matrixProduct}`, expected: officeOnly(200) },
      { method: 'GET', path: () => `/api/products/${MISSING}`, expected: officeOnly(404) },
    ],
    'PUT /api/products/:id': [
      { method: 'PUT', path: (c) => `/api/products/${c.extra.matrixProduct}`, body: () => ({ name: 'Matriisi' }), expected: officeOnly(200) },
      { method: 'PUT', path: () => `/api/products/${MISSING}`, body: () => ({ name: 'Matriisi' }), expected: officeOnly(404) },
    ],
    'DELETE /api/products/:id': [
      { method: 'DELETE', path: () => `/api/products/${MISSING}`, expected: officeOnly(404) },
    ],
    'POST /api/products/:id/agreements': [
      { method: 'POST', path: (c) => `/api/products/${c.extra.matrixProduct}/agreements`, body: () => ({}), expected: officeOnly(422) },
      { method: 'POST', path: () => `/api/products/${MISSING}/agreements`, body: () => ({ version: 1, valid_from: '2030-01-01', content: 'x' }), expected: officeOnly(404) },
    ],
    'GET /api/products/:id/agreements/:agreementId': [
      { method: 'GET', path: (c) => `/api/products/${c.extra.matrixProduct}/agreements/${c.extra.matrixVersion}`, expected: officeOnly(200) },
      { method: 'GET', path: (c) => `/api/products/${c.extra.matrixProduct}/agreements/${MISSING}`, expected: officeOnly(404) },
    ],
    'PUT /api/products/:id/agreements/:agreementId': [
      { method: 'PUT', path: (c) => `/api/products/${c.extra.matrixProduct}/agreements/${c.extra.matrixVersion}`, body: () => ({ content: 'Matriisi 2' }), expected: officeOnly(200) },
    ],
    'DELETE /api/products/:id/agreements/:agreementId': [
      { method: 'DELETE', path: (c) => `/api/products/${c.extra.matrixProduct}/agreements/${MISSING}`, expected: officeOnly(404) },
    ],
    'GET /api/product-orders': [{ method: 'GET', path: () => '/api/product-orders?paginate=true&page=1', expected: officeOnly(200) }],
    'GET /api/invoicing/basis': [
      { method: 'GET', path: () => '/api/invoicing/basis?from=2026-01-01&to=2026-01-31', expected: officeOnly(200) },
      { method: 'GET', path: () => '/api/invoicing/basis?from=2026-02-01&to=2026-01-31', expected: officeOnly(422) },
    ],
    'POST /api/invoicing/basis/invoiced': [
      { method: 'POST', path: () => '/api/invoicing/basis/invoiced', body: () => ({ from: '2026-01-01', to: '2026-01-31', row_keys: ['application:999999999'] }), expected: officeOnly(422) },
    ],
  },
};

