import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { BASIS_CSV_HEADER, agreementPeriods } from '../../src/domain/invoicing';
import { createCompany, createUser, signedIn, useTestApp } from './helpers';
import { DEMO_SELLER, type InvoiceSeller } from '../../src/domain/invoicing';

/** The seller the operator set (INVOICE_SELLER_*): the Finvoice names it, not the demo association. */
const SELLER: InvoiceSeller = {
  name: 'Rakennusalan Pätevyys ry',
  businessId: '1572860-0',
  ovt: '003715728600',
  operatorId: '003723327487',
  street: 'Unioninkatu 14',
  postCode: '00130',
  town: 'Helsinki',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};
const env = useTestApp({ context: () => ({ invoiceSeller: SELLER }) });
const OFFICE = 2;

async function office() {
  return signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
}

const product = (code: string) => ({
  code,
  name: 'Testituote',
  sales_unit: 'vuosi',
  unit_price: 1000,
  vat_percentage: '25,5',
  billing_basis: 1,
  billing_period: 12,
  period_unit: 'kuukausi',
  automatic_renewal: true,
});

/** A company with an e-invoice address, an agreement signed on 2031-03-15 on a new 1000 € product, and a sent application. */
async function billableCompany() {
  const client = await office();
  const code = `T${Math.floor(Math.random() * 1e9)}`;
  const created = await client.post('/api/products', product(code));
  expect(created.status).toBe(201);
  const version = await client.post(`/api/products/${created.body.id}/agreements`, { version: 1, valid_from: '1.1.2030', content: 'Ehdot' });
  expect(version.status).toBe(201);
  const company = await createCompany(env.db, { name: `Laskutettava & <Oy> ${code}` });
  await env.db
    .insertInto('addresses')
    .values({ company_id: company.id, address_type_id: 12, electronic_billing_address: '003701120389', electronic_billing_operator: 'Maventa', electronic_billing_operator_id: '003721291126' })
    .execute();
  await env.db
    .insertInto('company_agreements')
    .values({ company_id: company.id, product_agreement_id: version.body.id, signed_at: '2031-03-15T10:00:00+02:00' })
    .execute();
  return { client, company, productId: created.body.id as number };
}

describe('products (office)', () => {
  it('creates, reads, changes and removes a product; 422s in Finnish', async () => {
    const client = await office();
    const bad = await client.post('/api/products', { ...product('huono koodi'), vat_percentage: '101', billing_period: 0, unit_price: 'kaksi' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      code: ['Koodissa saa olla vain isoja kirjaimia A–Z, numeroita, - ja _.'],
      vat_percentage: ['Arvonlisäveroprosentin on oltava 0–100 (enintään kaksi desimaalia).'],
      unit_price: ['Hinnan on oltava kokonaisluku euroina (0–10 000 000).'],
    });
    const created = await client.post('/api/products', product('CRUD1'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'CRUD1', vatPercentage: 25.5, unitPrice: 1000, billingBasis: 1, applicationTypeIds: [] });
    expect((await client.post('/api/products', product('CRUD1'))).body.errors).toEqual({ code: ['Tuotekoodi on jo käytössä.'] });
    const fee = await client.put(`/api/products/${created.body.id}`, { billing_basis: 2 });
    expect(fee.body.errors).toEqual({ application_type_ids: ['Valitse hakemustyypit, joista hakemusmaksu peritään.'] });
    const changed = await client.put(`/api/products/${created.body.id}`, { billing_basis: 2, application_type_ids: [1, 2] });
    expect(changed.body).toMatchObject({ billingBasis: 2, applicationTypeIds: [1, 2], code: 'CRUD1' });
    expect((await client.get(`/api/products/${created.body.id}`)).body.name).toBe('Testituote');
    // SPEC §7 GET /products lists what a company can sign; all=true (the office's list) the fee products too.
    const user = await signedIn(env.app, (await createUser(env.db)).email);
    expect((await user.get('/api/products')).body.data.map((p: { code: string }) => p.code)).not.toContain('CRUD1');
    expect((await user.get('/api/products?all=true')).body.data.map((p: { code: string }) => p.code)).toContain('CRUD1');
    expect((await client.request('DELETE', `/api/products/${created.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/products/${created.body.id}`)).status).toBe(404);
  });

  it('keeps a signed agreement version: only its end day changes, it is not removed', async () => {
    const { client, productId } = await billableCompany();
    const version = (await env.db.selectFrom('product_agreements').select('id').where('product_id', '=', productId).executeTakeFirstOrThrow()).id;
    expect((await client.put(`/api/products/${productId}/agreements/${version}`, { content: 'Uudet ehdot' })).status).toBe(409);
    expect((await client.put(`/api/products/${productId}/agreements/${version}`, { valid_to: '2040-12-31' })).body.validTo).toBe('2040-12-31');
    expect((await client.put(`/api/products/${productId}/agreements/${version}`, { valid_to: '2020-01-01' })).status).toBe(422);
    expect((await client.request('DELETE', `/api/products/${productId}/agreements/${version}`)).status).toBe(409);
    expect((await client.request('DELETE', `/api/products/${productId}`)).status).toBe(409);
  });

  it("lists the office every version, those starting later too (all=true), each with when it was first signed", async () => {
    const { client, productId } = await billableCompany();
    const open = await client.post(`/api/products/${productId}/agreements`, { version: 2, valid_from: '1.1.2032', content: 'Uudet ehdot' });
    expect(open.body.signedAt).toBeNull();
    const url = `/api/products/${productId}/agreements`;
    const all = (await client.get(`${url}?all=true`)).body.data;
    expect(all.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(all[0].signedAt).toBeNull();
    expect(Date.parse(all[1].signedAt)).toBe(Date.parse('2031-03-15T10:00:00+02:00'));
    expect(Date.parse((await client.get(`${url}/${all[1].id}`)).body.signedAt)).toBe(Date.parse('2031-03-15T10:00:00+02:00'));
    // SPEC §7's list: the versions in force or past (both start in the future here); all=true is the office's only.
    expect((await client.get(url)).body.data).toEqual([]);
    const user = await signedIn(env.app, (await createUser(env.db)).email);
    expect((await user.get(`${url}?all=true`)).body.data).toEqual([]);
    expect((await client.get(`${url}?all=kyllä`)).status).toBe(422);
  });
});

describe('agreement periods', () => {
  it('starts a period on the signing day and every billing period after while it renews', () => {
    const terms = { signedOn: '2031-01-31', terminatedOn: null, billingPeriod: 1, periodUnit: 'kuukausi', automaticRenewal: true };
    expect(agreementPeriods(terms, '2031-02-01', '2031-03-31')).toEqual([
      { start: '2031-02-28', end: '2031-03-30' },
      { start: '2031-03-31', end: '2031-04-29' },
    ]);
    expect(agreementPeriods({ ...terms, automaticRenewal: false }, '2031-02-01', '2031-12-31')).toEqual([]);
    expect(agreementPeriods({ ...terms, terminatedOn: '2031-03-01' }, '2031-02-01', '2031-12-31')).toEqual([{ start: '2031-02-28', end: '2031-03-30' }]);
  });
});

describe('invoicing basis', () => {
  it('bills an agreement period with VAT, exports CSV and Finvoice, and marks the rows invoiced once', async () => {
    const { client, company } = await billableCompany();
    const basis = await client.get('/api/invoicing/basis?from=2031-03-01&to=2031-03-31');
    expect(basis.status).toBe(200);
    const own = basis.body.companies.find((c: { companyId: number }) => c.companyId === company.id);
    expect(own).toMatchObject({ einvoiceAddress: '003701120389', operatorId: '003721291126', totals: { net: 1000, vat: 255, gross: 1255 } });
    expect(own.rows).toHaveLength(1);
    expect(own.rows[0]).toMatchObject({ kind: 'agreement', billingDate: '2031-03-15', periodFrom: '2031-03-15', periodTo: '2032-03-14', net: 1000, vat: 255, vatPercentage: 25.5 });
    // The next period is a year later.
    expect((await client.get('/api/invoicing/basis?from=2031-04-01&to=2032-02-29')).body.companies.some((c: { companyId: number }) => c.companyId === company.id)).toBe(false);

    const csv = await client.get('/api/invoicing/basis?from=2031-03-01&to=2031-03-31&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = csv.body as string;
    expect(text.startsWith(`\uFEFF${BASIS_CSV_HEADER.join(';')}\r\n`)).toBe(true);
    expect(text).toContain(';1000,00;25,5;1000,00;255,00;1255,00');

    const xml = await client.get('/api/invoicing/basis?from=2031-03-01&to=2031-03-31&format=finvoice');
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    const names: string[] = [];
    const texts: string[] = [];
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => names.push(tag.name));
    parser.on('text', (t) => texts.push(t));
    parser.write(xml.body as string).close();
    expect(names.filter((n) => n === 'Finvoice').length).toBeGreaterThanOrEqual(1);
    expect(texts).toContain('003701120389');
    expect(texts).toContain(company.name);
    expect(texts).toEqual(expect.arrayContaining([SELLER.name, SELLER.businessId, SELLER.ovt, SELLER.iban, SELLER.bic]));
    expect(texts).not.toContain(DEMO_SELLER.name);

    const key = own.rows[0].key as string;
    const mark = await client.post('/api/invoicing/basis/invoiced', { from: '2031-03-01', to: '2031-03-31', row_keys: [key] });
    expect(mark.status).toBe(200);
    expect(mark.body).toEqual({ invoiced: 1, alreadyInvoiced: 0 });
    const again = await client.post('/api/invoicing/basis/invoiced', { from: '2031-03-01', to: '2031-03-31', row_keys: [key] });
    expect(again.body).toEqual({ invoiced: 0, alreadyInvoiced: 1 });
    expect(await env.db.selectFrom('invoiced_rows').select('row_key').where('row_key', '=', key).execute()).toHaveLength(1);
    const after = await client.get('/api/invoicing/basis?from=2031-03-01&to=2031-03-31');
    expect(after.body.companies.some((c: { companyId: number }) => c.companyId === company.id)).toBe(false);
    const unknown = await client.post('/api/invoicing/basis/invoiced', { from: '2031-03-01', to: '2031-03-31', row_keys: ['application:999999999'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.row_keys).toEqual(['Rivi ei kuulu jakson laskutusperusteeseen. Päivitä näkymä ja yritä uudelleen.']);
  });

  it('refuses a period in Finnish', async () => {
    const client = await office();
    const response = await client.get('/api/invoicing/basis?from=2031-03-31&to=2031-03-01');
    expect(response.status).toBe(422);
    expect(response.body.errors.to).toEqual(['Alkupäivä ei voi olla loppupäivän jälkeen.']);
    expect((await client.get('/api/invoicing/basis?from=31.3.2031&to=2031-04-01')).body.errors.from).toEqual(['Anna alkupäivä muodossa vvvv-kk-pp.']);
  });

  it('lists product orders with search', async () => {
    const { client, company } = await billableCompany();
    const orders = await client.get(`/api/product-orders?paginate=true&page=1&q=${encodeURIComponent(company.name)}`);
    expect(orders.status).toBe(200);
    expect(orders.body.data).toHaveLength(1);
    expect(orders.body.data[0]).toMatchObject({ kind: 'agreement', companyId: company.id, ended: false });
    expect(orders.body.meta).toMatchObject({ currentPage: 1, total: 1 });
  });
});
