import { describe, expect, it } from 'vitest';
import { auditRows, createCompany, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;

const entry = (overrides: Record<string, unknown> = {}) => ({
  valid_from: '2024-03-01',
  valid_to: null,
  content: 'Yhtiön nimi muuttui.',
  company_history_entry_type_id: 1,
  ...overrides,
});


describe('company history', () => {
  it('adds, lists newest first, changes and removes entries, each with an audit row', async () => {
    const admin = await createUser(env.db, { firstName: 'Aino' });
    const member = await createUser(env.db);
    const company = await createCompany(env.db, { admin, member });
    const client = await signedIn(env.app, admin.email);

    const first = await client.post(`/api/companies/${company.id}/history`, entry({ content: ' Perustettiin. ', valid_from: '2010-01-15', valid_to: '' }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      companyId: company.id,
      validFrom: '2010-01-15',
      validTo: null,
      content: 'Perustettiin.',
      companyHistoryEntryTypeId: 1,
      createdBy: { id: admin.id, name: 'Aino Käyttäjä' },
    });
    const second = await client.post(`/api/companies/${company.id}/history`, entry({ valid_to: '2024-12-31', company_history_entry_type_id: 3 }));
    expect(second.status).toBe(201);

    const list = await (await signedIn(env.app, member.email)).get(`/api/companies/${company.id}/history`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { id: number }) => e.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body.meta).toEqual({ currentPage: 1, perPage: 25, total: 2, lastPage: 1 });
    // Through the one list path: sorted by the declaration's sortable fields, filtered by type (issue 7).
    const oldestFirst = await client.get(`/api/companies/${company.id}/history?sort=validFrom&order=asc`);
    expect(oldestFirst.body.data.map((e: { id: number }) => e.id)).toEqual([first.body.id, second.body.id]);
    const ofType = await client.get(`/api/companies/${company.id}/history?company_history_entry_type_id=3`);
    expect(ofType.body.data.map((e: { id: number }) => e.id)).toEqual([second.body.id]);
    expect((await client.get(`/api/companies/${company.id}/history?sort=content`)).status).toBe(422);
    const paged = await client.get(`/api/companies/${company.id}/history?paginate=1&page=2`);
    expect(paged.body.data.map((e: { id: number }) => e.id)).toEqual([first.body.id]);
    expect(paged.body.meta).toEqual({ currentPage: 2, perPage: 1, total: 2, lastPage: 2 });

    const changed = await client.put(`/api/companies/${company.id}/history/${first.body.id}`, entry({ valid_from: '2010-02-01', content: 'Perustettiin virallisesti.' }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: first.body.id, validFrom: '2010-02-01', content: 'Perustettiin virallisesti.' });

    const removed = await client.request('DELETE', `/api/companies/${company.id}/history/${second.body.id}`);
    expect(removed.status).toBe(204);
    expect((await client.get(`/api/companies/${company.id}/history`)).body.data.map((e: { id: number }) => e.id)).toEqual([first.body.id]);

    const audit = await auditRows(env.db, company.id, 'company_history_entry');
    expect(audit.map((a) => [a.action, a.entity_id, a.user_id])).toEqual([
      ['create', first.body.id, admin.id],
      ['create', second.body.id, admin.id],
      ['update', first.body.id, admin.id],
      ['delete', second.body.id, admin.id],
    ]);
    expect(audit[2].before).toEqual({ valid_from: '2010-01-15', valid_to: null, content: 'Perustettiin.', company_history_entry_type_id: 1 });
    expect(audit[2].after).toMatchObject({ valid_from: '2010-02-01', content: 'Perustettiin virallisesti.' });
    expect(audit[3].before).toMatchObject({ valid_to: '2024-12-31', company_history_entry_type_id: 3 });
  });

  it('validates in Finnish: required fields, date form, type, and an end not before the start', async () => {
    const admin = await createUser(env.db);
    const company = await createCompany(env.db, { admin });
    const client = await signedIn(env.app, admin.email);
    const url = `/api/companies/${company.id}/history`;

    const empty = await client.post(url, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      valid_from: ['Alkupäivä on pakollinen.'],
      content: ['Kuvaus on pakollinen.'],
      company_history_entry_type_id: ['Valitse tapahtuman tyyppi.'],
    });
    const badDates = await client.post(url, entry({ valid_from: '2024-02-30', valid_to: '31.13.2024', company_history_entry_type_id: 99 }));
    expect(badDates.body.errors).toEqual({
      valid_from: ['Anna alkupäivä muodossa pp.kk.vvvv.'],
      valid_to: ['Anna päättymispäivä muodossa pp.kk.vvvv.'],
      company_history_entry_type_id: ['Valitse tapahtuman tyyppi listalta.'],
    });
    const backwards = await client.post(url, entry({ valid_from: '2024-05-02', valid_to: '2024-05-01' }));
    expect(backwards.body.errors).toEqual({ valid_to: ['Päättymispäivä ei voi olla ennen alkupäivää.'] });
    const tooLong = await client.post(url, entry({ content: 'x'.repeat(5001) }));
    expect(tooLong.body.errors).toEqual({ content: ['Kuvaus on liian pitkä (enintään 5000 merkkiä).'] });
    // A date typed the Finnish way is read as the same day.
    const sameDay = await client.post(url, entry({ valid_from: '1.5.2024', valid_to: '2024-05-01' }));
    expect(sameDay.status).toBe(201);
    expect(sameDay.body).toMatchObject({ validFrom: '2024-05-01', validTo: '2024-05-01' });

    const count = await env.db.selectFrom('company_history_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', company.id).executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
    expect(await auditRows(env.db, company.id, 'company_history_entry')).toHaveLength(1);
  });

  it('lets members read but only company_details holders, admins and the office change', async () => {
    const admin = await createUser(env.db);
    const member = await createUser(env.db);
    const holder = await createUser(env.db);
    const board = await createUser(env.db, { permissions: [BOARD] });
    const office = await createUser(env.db, { permissions: [OFFICE] });
    const company = await createCompany(env.db, { admin, member });
    await env.db
      .insertInto('company_people')
      .values({ company_id: company.id, person_id: holder.personId, user_id: holder.id, status: 'active', email: holder.email, permissions: ['company_details'] })
      .execute();
    const url = `/api/companies/${company.id}/history`;

    const plain = await signedIn(env.app, member.email);
    expect((await plain.get(url)).status).toBe(200);
    const refused = await plain.post(url, entry());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sinulla ei ole tähän toimintoon tarvittavaa oikeutta tässä yrityksessä.');
    const boardClient = await signedIn(env.app, board.email);
    // A board member reaches no company without a tie by work (issue 18 #1).
    expect((await boardClient.get(url)).status).toBe(403);
    expect((await boardClient.post(url, entry())).status).toBe(403);

    const made = await (await signedIn(env.app, holder.email)).post(url, entry());
    expect(made.status).toBe(201);
    const officeClient = await signedIn(env.app, office.email);
    expect((await officeClient.put(`${url}/${made.body.id}`, entry({ content: 'Toimiston korjaus.' }))).status).toBe(200);
    expect((await officeClient.request('DELETE', `${url}/${made.body.id}`)).status).toBe(204);
  });

  it("refuses a foreign company's entries and does not reach them through one's own company", async () => {
    const admin = await createUser(env.db);
    const own = await createCompany(env.db, { admin });
    const foreign = await createCompany(env.db, { admin: await createUser(env.db) });
    const foreignEntry = await env.db
      .insertInto('company_history_entries')
      .values({ company_id: foreign.id, valid_from: '2020-01-01', content: 'Vieras tieto', company_history_entry_type_id: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = await signedIn(env.app, admin.email);

    const read = await client.get(`/api/companies/${foreign.id}/history`);
    expect(read.status).toBe(403);
    expect(read.body.message).toBe('Sinulla ei ole oikeutta tämän yrityksen tietoihin.');
    expect((await client.post(`/api/companies/${foreign.id}/history`, entry())).status).toBe(403);

    const viaOwn = await client.put(`/api/companies/${own.id}/history/${foreignEntry.id}`, entry());
    expect(viaOwn.status).toBe(404);
    expect(viaOwn.body.message).toBe('Historiatietoa ei löytynyt.');
    expect((await client.request('DELETE', `/api/companies/${own.id}/history/${foreignEntry.id}`)).status).toBe(404);
    const still = await env.db.selectFrom('company_history_entries').select('content').where('id', '=', foreignEntry.id).executeTakeFirstOrThrow();
    expect(still.content).toBe('Vieras tieto');
    expect(await auditRows(env.db, own.id, 'company_history_entry')).toEqual([]);
  });
});
