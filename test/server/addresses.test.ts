import { describe, expect, it } from 'vitest';
import { ContactType } from '../../src/domain/codes';
import { auditRows, companyWithAdmin, createCompany, createUser, memberOf, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;

/** Every contact type: the fields it needs (SPEC §5) and a body that has them all. */
const TYPES: Array<{ type: number; required: string[]; complete: Record<string, unknown> }> = [
  { type: ContactType.postalStreet, required: ['street', 'zipcode', 'city', 'country'], complete: { street: 'Mannerheimintie 12', zipcode: '00100', city: 'Helsinki', country: 'FI' } },
  { type: ContactType.postalPoBox, required: ['po_box', 'zipcode', 'city', 'country'], complete: { po_box: '123', zipcode: '00101', city: 'Helsinki', country: 'FI' } },
  { type: ContactType.visitingFinnish, required: ['street', 'zipcode', 'city', 'country'], complete: { street: 'Hämeenkatu 1', zipcode: '33100', city: 'Tampere', country: 'FI' } },
  { type: ContactType.visitingForeign, required: ['address_line1', 'country'], complete: { address_line1: 'Drottninggatan 5', address_line2: '111 51 Stockholm', country: 'SE' } },
  { type: ContactType.postalForeign, required: ['address_line1', 'country'], complete: { address_line1: 'Box 12', country: 'EE' } },
  { type: ContactType.web, required: ['electronic_address'], complete: { electronic_address: 'www.virtanen.fi' } },
  { type: ContactType.email, required: ['electronic_address'], complete: { electronic_address: 'info@virtanen.fi' } },
  { type: ContactType.linkedin, required: ['electronic_address'], complete: { electronic_address: 'https://www.linkedin.com/company/virtanen' } },
  { type: ContactType.twitter, required: ['electronic_address'], complete: { electronic_address: '@virtanen' } },
  { type: ContactType.billingFinnish, required: ['street', 'zipcode', 'city', 'country'], complete: { street: 'PL 55', zipcode: '00020', city: 'Laskutus', country: 'FI' } },
  { type: ContactType.billingForeign, required: ['address_line1', 'country'], complete: { address_line1: 'Invoice Street 1', country: 'DE' } },
  {
    type: ContactType.electronicBillingFinnish,
    required: ['electronic_billing_address', 'electronic_billing_operator_id', 'electronic_billing_operator'],
    complete: { electronic_billing_address: '003701120389', electronic_billing_operator_id: '003723327487', electronic_billing_operator: 'Apix' },
  },
  { type: ContactType.coordinates, required: ['location'], complete: { location: '60.1699, 24.9384' } },
  { type: ContactType.facebook, required: ['electronic_address'], complete: { electronic_address: 'facebook.com/virtanen' } },
  { type: ContactType.instagram, required: ['electronic_address'], complete: { electronic_address: '@virtanen' } },
];

async function setup() {
  const { admin, company, client } = await companyWithAdmin(env);
  const { user: member } = await memberOf(env, company.id);
  return { admin, member, company, client };
}

const addressCount = async (companyId: number) =>
  (await env.db.selectFrom('addresses').select('id').where('company_id', '=', companyId).execute()).length;

describe('required fields per contact type (SPEC §5)', () => {
  it('covers all 15 contact types', () => {
    expect(TYPES.map((t) => t.type)).toEqual(Object.values(ContactType));
  });

  for (const { type, required, complete } of TYPES) {
    it(`type ${type}: missing fields answer 422 with their keys; complete answers 201`, async () => {
      const { company, client } = await setup();
      const url = `/api/companies/${company.id}/addresses`;
      const missing = await client.post(url, { address_type_id: type, country: '' });
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors).sort()).toEqual([...required].sort());
      for (const messages of Object.values(missing.body.errors) as string[][]) expect(messages[0]).toMatch(/pakollinen|pakolliset/);
      expect(await addressCount(company.id)).toBe(0);

      const created = await client.post(url, { address_type_id: type, ...complete });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ id: expect.any(Number), addressTypeId: type });
      expect(await addressCount(company.id)).toBe(1);
    });
  }

  it('names each missing field in Finnish', async () => {
    const { company, client } = await setup();
    const url = `/api/companies/${company.id}/addresses`;
    expect((await client.post(url, { address_type_id: 1, country: '' })).body.errors).toEqual({
      street: ['Katuosoite on pakollinen.'],
      zipcode: ['Postinumero on pakollinen.'],
      city: ['Postitoimipaikka on pakollinen.'],
      country: ['Maa on pakollinen.'],
    });
    expect((await client.post(url, { address_type_id: 12 })).body.errors).toEqual({
      electronic_billing_address: ['Verkkolaskuosoite on pakollinen.'],
      electronic_billing_operator_id: ['Välittäjätunnus on pakollinen.'],
      electronic_billing_operator: ['Operaattorin nimi on pakollinen.'],
    });
    expect((await client.post(url, {})).body.errors).toEqual({ address_type_id: ['Valitse osoitteen tyyppi.'] });
    expect((await client.post(url, { address_type_id: 16 })).body.errors).toEqual({ address_type_id: ['Valitse osoitteen tyyppi.'] });
  });

  it('takes countries from the ISO 3166-1 list only, and Finland for a Finnish address (issue 9 #3)', async () => {
    const { company, client } = await setup();
    const url = `/api/companies/${company.id}/addresses`;
    const foreign = { address_type_id: ContactType.visitingForeign, address_line1: 'Drottninggatan 5' };
    expect((await client.post(url, { ...foreign, country: 'XX' })).body.errors).toEqual({ country: ['Valitse maa luettelosta.'] });
    expect((await client.post(url, { ...foreign, country: 'se' })).body.country).toBe('SE');
    const billing = { address_type_id: ContactType.billingFinnish, street: 'PL 55', zipcode: '00020', city: 'Laskutus' };
    expect((await client.post(url, { ...billing, country: 'SE' })).body.errors).toEqual({ country: ['Suomalaisen osoitteen maa on Suomi.'] });
    expect((await client.post(url, { ...billing, country: 'XX' })).body.errors).toEqual({ country: ['Valitse maa luettelosta.'] });
    expect((await client.post(url, billing)).body.country).toBe('FI');
  });

  it('checks formats: Finnish zipcode, e-mail, web address, coordinates', async () => {
    const { company, client } = await setup();
    const url = `/api/companies/${company.id}/addresses`;
    const zip = await client.post(url, { address_type_id: 1, street: 'Katu 1', zipcode: '1234', city: 'Helsinki' });
    expect(zip.body.errors).toEqual({ zipcode: ['Postinumeron on oltava viisi numeroa.'] });
    const email = await client.post(url, { address_type_id: 7, electronic_address: 'info(at)virtanen.fi' });
    expect(email.body.errors).toEqual({ electronic_address: ['Anna kelvollinen sähköpostiosoite, esim. info@yritys.fi.'] });
    const web = await client.post(url, { address_type_id: 6, electronic_address: 'ei osoite' });
    expect(web.body.errors).toEqual({ electronic_address: ['Anna verkkosivujen osoite, esim. www.yritys.fi.'] });
    const location = await client.post(url, { address_type_id: 13, location: '95, 24' });
    expect(location.status).toBe(422);
    // A foreign postcode is not Finnish: address lines take it as written.
    expect((await client.post(url, { address_type_id: 4, address_line1: 'Rue 1', address_line2: '75001 Paris', country: 'fr' })).body.country).toBe('FR');
    expect(await addressCount(company.id)).toBe(1);
  });

  it('defaults the country to FI and drops the fields that do not belong to the type', async () => {
    const { company, client } = await setup();
    const created = await client.post(`/api/companies/${company.id}/addresses`, {
      address_type_id: 2,
      po_box: '44',
      zipcode: '00101',
      city: 'Helsinki',
      street: 'Ei kuulu tähän',
      electronic_address: 'www.ei.fi',
      address_line1: 'ei',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: created.body.id,
      companyId: company.id,
      addressTypeId: 2,
      street: null,
      addressLine1: null,
      addressLine2: null,
      addressLine3: null,
      addressLine4: null,
      zipcode: '00101',
      city: 'Helsinki',
      country: 'FI',
      electronicAddress: null,
      location: null,
      poBox: '44',
      electronicBillingAddress: null,
      electronicBillingOperator: null,
      electronicBillingOperatorId: null,
    });
    const twitter = await client.post(`/api/companies/${company.id}/addresses`, { address_type_id: 9, electronic_address: 'virtanen', zipcode: '00100' });
    expect(twitter.body).toMatchObject({ electronicAddress: '@virtanen', zipcode: null });
  });
});

describe('listing, changing and removing', () => {
  it('lists the company’s addresses to its members, changes one and writes audit rows', async () => {
    const { member, company, client, admin } = await setup();
    const url = `/api/companies/${company.id}/addresses`;
    const created = await client.post(url, { address_type_id: 6, electronic_address: 'www.virtanen.fi' });
    const memberClient = await signedIn(env.app, member.email);
    const list = await memberClient.get(url);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: [created.body], meta: { currentPage: 1, perPage: 1, total: 1, lastPage: 1 } });

    const changed = await client.put(`${url}/${created.body.id}`, { address_type_id: 6, electronic_address: 'https://virtanen.fi' });
    expect(changed.status).toBe(200);
    expect(changed.body.electronicAddress).toBe('https://virtanen.fi');
    const refused = await client.put(`${url}/${created.body.id}`, { address_type_id: 6, electronic_address: '' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ electronic_address: ['Verkkosivujen osoite on pakollinen.'] });
    const removed = await client.request('DELETE', `${url}/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect((await memberClient.get(url)).body.data).toEqual([]);

    const rows = await auditRows(env.db, company.id);
    expect(rows.map((r) => [r.entity, r.entity_id, r.action])).toEqual([
      ['address', created.body.id, 'create'],
      ['address', created.body.id, 'update'],
      ['address', created.body.id, 'delete'],
    ]);
    expect(rows[1].before).toMatchObject({ address_type_id: 6, electronic_address: 'www.virtanen.fi' });
    expect(rows[1].after).toMatchObject({ electronic_address: 'https://virtanen.fi' });
    expect(rows[2].before).toMatchObject({ electronic_address: 'https://virtanen.fi' });
    const user = await env.db.selectFrom('audit_log').select('user_id').where('company_id', '=', company.id).executeTakeFirstOrThrow();
    expect(user.user_id).toBe(admin.id);
  });

  it('replaces an address on PUT: its type may change, and the fields the new type does not have become null', async () => {
    const { company, client } = await setup();
    const url = `/api/companies/${company.id}/addresses`;
    const created = await client.post(url, { address_type_id: 1, street: 'Mannerheimintie 12', zipcode: '00100', city: 'Helsinki' });
    const partial = await client.put(`${url}/${created.body.id}`, { street: 'Aleksanterinkatu 1' });
    expect(partial.status).toBe(422);
    expect(partial.body.errors).toEqual({ address_type_id: ['Valitse osoitteen tyyppi.'] });
    const changed = await client.put(`${url}/${created.body.id}`, { address_type_id: 7, electronic_address: 'info@virtanen.fi', street: 'Ei kuulu tähän' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ addressTypeId: 7, electronicAddress: 'info@virtanen.fi', street: null, zipcode: null, city: null, country: 'FI' });
    const stored = await env.db.selectFrom('addresses').selectAll().where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ address_type_id: 7, street: null, zipcode: null, city: null });
  });

  it('refuses to remove an address with both an electronic and a billing address (409), keeping it', async () => {
    const { company, client } = await setup();
    const row = await env.db
      .insertInto('addresses')
      .values({ company_id: company.id, address_type_id: 12, electronic_address: 'www.virtanen.fi', electronic_billing_address: '003701120389' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await client.request('DELETE', `/api/companies/${company.id}/addresses/${row.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'address_not_removable',
      message: 'Osoitetta ei voi poistaa: siinä on sekä sähköinen osoite että verkkolaskuosoite. Poista toinen niistä ensin.',
    });
    expect(await addressCount(company.id)).toBe(1);
    expect(await auditRows(env.db, company.id)).toEqual([]);
  });

  it('answers an address of another company with 404 and leaves it as it was', async () => {
    const { company, client } = await setup();
    const other = await createCompany(env.db);
    const foreign = await env.db
      .insertInto('addresses')
      .values({ company_id: other.id, address_type_id: 7, electronic_address: 'toinen@example.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/api/companies/${company.id}/addresses/${foreign.id}`;
    const changed = await client.put(url, { address_type_id: 7, electronic_address: 'kaapattu@example.test' });
    expect(changed.status).toBe(404);
    expect(changed.body.message).toBe('Osoitetta ei löytynyt.');
    expect((await client.request('DELETE', url)).status).toBe(404);
    const kept = await env.db.selectFrom('addresses').select('electronic_address').where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(kept.electronic_address).toBe('toinen@example.test');
    expect(await auditRows(env.db, other.id)).toEqual([]);
  });
});

describe('who may change addresses', () => {
  it('refuses a member without the permission, another company and the board (403); lets the office and permission holders in', async () => {
    const { member, company } = await setup();
    const body = { address_type_id: 7, electronic_address: 'info@virtanen.fi' };
    const url = `/api/companies/${company.id}/addresses`;
    const memberClient = await signedIn(env.app, member.email);
    const refused = await memberClient.post(url, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sinulla ei ole tähän toimintoon tarvittavaa oikeutta tässä yrityksessä.');
    const outsider = await createUser(env.db);
    await createCompany(env.db, { admin: outsider });
    const outsiderClient = await signedIn(env.app, outsider.email);
    expect((await outsiderClient.get(url)).status).toBe(403);
    expect((await outsiderClient.post(url, body)).status).toBe(403);
    const board = await signedIn(env.app, (await createUser(env.db, { permissions: [BOARD] })).email);
    // A board member reaches no company without a tie by work (issue 18 #1).
    expect((await board.get(url)).status).toBe(403);
    expect((await board.post(url, body)).status).toBe(403);
    expect(await addressCount(company.id)).toBe(0);

    await env.db.updateTable('company_people').set({ permissions: ['company_details'] }).where('user_id', '=', member.id).execute();
    expect((await memberClient.post(url, body)).status).toBe(201);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    expect((await office.post(url, body)).status).toBe(201);
    expect((await office.get('/api/companies/999999999/addresses')).status).toBe(404);
    expect((await office.post('/api/companies/999999999/addresses', body)).status).toBe(404);
  });
});
