import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../../src/dataProvider';
import { stubApi } from './fetchStub';

afterEach(() => vi.unstubAllGlobals());

const rows = [
  { id: 1, name: 'Rakennus Oy', registrationNumber: '1234567-1' },
  { id: 2, name: 'Betoni Ab', registrationNumber: '7654321-7' },
];

describe('dataProvider.getList', () => {
  it('sends page, paginate, sort, order and snake_case filters, and reads total from meta', async () => {
    const { calls } = stubApi({
      'GET /api/companies': { body: { data: rows, meta: { currentPage: 2, perPage: 25, total: 27, lastPage: 2 } } },
    });
    const result = await dataProvider.getList('companies', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'rakennus', registrationNumber: '1234567-1', empty: '' },
    });
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0].query)).toEqual({
      page: '2',
      paginate: '25',
      sort: 'createdAt',
      order: 'desc',
      q: 'rakennus',
      registration_number: '1234567-1',
    });
    expect(result.data.map((r) => r.name)).toEqual(['Rakennus Oy', 'Betoni Ab']);
    expect(result.total).toBe(27);
    expect(result.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  it('reads paging meta at the top level too (snake_case)', async () => {
    stubApi({ 'GET /api/companies': { body: { data: rows, current_page: 1, per_page: 2, total: 5, last_page: 3 } } });
    const result = await dataProvider.getList('companies', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(5);
    expect(result.pageInfo?.hasNextPage).toBe(true);
  });

  it('accepts a bare array', async () => {
    stubApi({ 'GET /api/descriptions': { body: rows } });
    const result = await dataProvider.getList('descriptions', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(2);
  });
});

describe('dataProvider records', () => {
  it('getOne reads the record from the body; getMany asks for each id', async () => {
    const { calls } = stubApi({
      'GET /api/companies/1': { body: rows[0] },
      'GET /api/companies/2': { body: rows[1] },
    });
    expect((await dataProvider.getOne('companies', { id: 1 })).data.name).toBe('Rakennus Oy');
    const many = await dataProvider.getMany('companies', { ids: [1, 2] });
    expect(many.data.map((r) => r.id)).toEqual([1, 2]);
    expect(calls.map((c) => c.path)).toEqual(['/api/companies/1', '/api/companies/1', '/api/companies/2']);
  });

  it('update PUTs only the changed fields, in snake_case, plus the ones the view must always send', async () => {
    const { calls } = stubApi({ 'PUT /api/companies/1': { body: { ...rows[0], switchboardNumber: '09 123 456' } } });
    const previousData = { id: 1, name: 'Rakennus Oy', switchboardNumber: null, addresses: [{ id: 3 }] };
    const result = await dataProvider.update('companies', {
      id: 1,
      data: { ...previousData, switchboardNumber: '09 123 456' },
      previousData,
      meta: { alwaysSend: ['name'] },
    });
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].body).toEqual({ name: 'Rakennus Oy', switchboard_number: '09 123 456' });
    expect(result.data.switchboardNumber).toBe('09 123 456');
  });

  it('create POSTs snake_case keys without nulls; delete DELETEs', async () => {
    const { calls } = stubApi({
      'POST /api/companies': { status: 201, body: { id: 5, name: 'Uusi Oy' } },
      'DELETE /api/companies/5': { status: 204 },
    });
    await dataProvider.create('companies', { data: { registrationNumber: '1234567-1', name: 'Uusi Oy', note: null } });
    expect(calls[0].body).toEqual({ registration_number: '1234567-1', name: 'Uusi Oy' });
    const removed = await dataProvider.delete('companies', { id: 5, previousData: { id: 5, name: 'Uusi Oy' } });
    expect(calls[1].method).toBe('DELETE');
    expect(removed.data.id).toBe(5);
  });
});

describe('dataProvider errors', () => {
  it('422 becomes an HttpError with the Finnish message and camelCase field errors for the form', async () => {
    stubApi({
      'PUT /api/companies/1': {
        status: 422,
        body: {
          message: 'Tarkista yrityksen tiedot.',
          errors: { switchboard_number: ['Vaihteen numero on liian pitkä.', 'Toinen virhe'] },
        },
      },
    });
    const error = await dataProvider
      .update('companies', { id: 1, data: { switchboardNumber: 'x'.repeat(50) }, previousData: { id: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(422);
    expect(httpError.message).toBe('Tarkista yrityksen tiedot.');
    expect(httpError.body.errors).toEqual({ switchboardNumber: 'Vaihteen numero on liian pitkä.' });
  });

  it('an error without a message gets a Finnish one by status', async () => {
    stubApi({ 'GET /api/companies/9': { status: 404, body: {} } });
    const error = (await dataProvider.getOne('companies', { id: 9 }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(404);
    expect(error.message).toBe('Tietoa ei löytynyt.');
  });

  it('a general (non-field) error is the message, not a field error', async () => {
    stubApi({ 'GET /api/companies': { status: 409, body: { errors: { general: ['Yritys on jo olemassa.'] } } } });
    const error = (await dataProvider
      .getList('companies', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('Yritys on jo olemassa.');
    expect(error.body.errors).toEqual({});
  });

  it('a network failure says so in Finnish', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = (await dataProvider.getOne('companies', { id: 1 }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Palvelimeen ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.');
  });
});
