import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider, MissingPathParamError } from '../../../src/dataProvider';
import { setUpApi } from '../pages/helpers';
import { recordApi } from './apiRecorder';

setUpApi();

const provider = createDataProvider({
  offices: 'companies/:companyId/offices',
  educations: 'people/:personId/educations',
  'company-people': 'companies/:companyId/people',
});

const office = { id: 3, companyId: 7, name: 'Tampereen yksikkö', description: null, street: null, zipcode: null, city: 'Tampere', country: 'FI' };
const page = (rows: unknown[]) => ({ data: rows, meta: { currentPage: 1, perPage: 25, total: rows.length, lastPage: 1 } });
const listParams = { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' as const } };

describe('nested resources: getList', () => {
  it('takes the param from meta', async () => {
    const requests = recordApi({ 'GET /companies/7/offices': { body: page([office]) } });
    const result = await provider.getList('offices', { ...listParams, filter: {}, meta: { companyId: 7 } });
    expect(result.data).toEqual([office]);
    expect(requests[0].query).toEqual({ page: ['1'], paginate: ['25'], sort: ['name'], order: ['asc'] });
  });

  it('takes the param from the filter and does not send it again as a filter', async () => {
    const requests = recordApi({ 'GET /companies/7/people': { body: page([]) } });
    await provider.getList('company-people', { ...listParams, filter: { companyId: 7, q: 'Virtanen' } });
    expect(requests[0].query).toEqual({ page: ['1'], paginate: ['25'], sort: ['name'], order: ['asc'], q: ['Virtanen'] });
  });

  it('prefers meta to the filter', async () => {
    const requests = recordApi({ 'GET /companies/8/offices': { body: page([]) } });
    await provider.getList('offices', { ...listParams, filter: { companyId: 7 }, meta: { companyId: 8 } });
    expect(requests.map((r) => r.path)).toEqual(['/api/companies/8/offices']);
  });

  it('a resource not in the map keeps /<resource>', async () => {
    const requests = recordApi({ 'GET /join-requests': { body: page([]) } });
    await provider.getList('join-requests', { ...listParams, filter: {} });
    expect(requests.map((r) => r.path)).toEqual(['/api/join-requests']);
  });
});

describe('nested resources: getManyReference', () => {
  it('puts a target that is a path param in the path, not in the query', async () => {
    const requests = recordApi({ 'GET /companies/7/offices': { body: page([office]) } });
    const result = await provider.getManyReference('offices', { ...listParams, target: 'companyId', id: 7, filter: { city: 'Tampere' } });
    expect(result.total).toBe(1);
    expect(requests[0].query).toEqual({ page: ['1'], paginate: ['25'], sort: ['name'], order: ['asc'], city: ['Tampere'] });
  });

  it('sends a target that is not a path param as a snake_case filter', async () => {
    const requests = recordApi({ 'GET /companies/7/offices': { body: page([]) } });
    await provider.getManyReference('offices', { ...listParams, target: 'countryCode', id: 'FI', filter: {}, meta: { companyId: 7 } });
    expect(requests[0].query.country_code).toEqual(['FI']);
    expect(requests[0].query.company_id).toBeUndefined();
  });
});

describe('nested resources: records', () => {
  it('getOne and getMany take the param from meta; getMany asks for each id', async () => {
    const requests = recordApi({
      'GET /companies/7/offices/3': { body: office },
      'GET /companies/7/offices/4': { body: { ...office, id: 4 } },
    });
    expect((await provider.getOne('offices', { id: 3, meta: { companyId: 7 } })).data).toEqual(office);
    const many = await provider.getMany('offices', { ids: [3, 4], meta: { companyId: 7 } });
    expect(many.data.map((r) => r.id)).toEqual([3, 4]);
    expect(requests.map((r) => r.path)).toEqual(['/api/companies/7/offices/3', '/api/companies/7/offices/3', '/api/companies/7/offices/4']);
  });

  it('create takes the param from the record and POSTs its snake_case body', async () => {
    const requests = recordApi({ 'POST /people/70/educations': { status: 201, body: { id: 9, educationDegreeId: 4 } } });
    const created = await provider.create('educations', { data: { personId: 70, educationDegreeId: 4, description: null } });
    expect(created.data.id).toBe(9);
    expect(requests[0].json).toEqual({ person_id: 70, education_degree_id: 4 });
  });

  it('create prefers meta to the record', async () => {
    const requests = recordApi({ 'POST /companies/8/offices': { status: 201, body: office } });
    await provider.create('offices', { data: { companyId: 7, name: 'Uusi' }, meta: { companyId: 8 } });
    expect(requests.map((r) => r.path)).toEqual(['/api/companies/8/offices']);
  });

  it('update takes the param from previousData and PUTs only the changed fields', async () => {
    const requests = recordApi({ 'PUT /companies/7/offices/3': { body: { ...office, city: 'Turku' } } });
    const result = await provider.update('offices', { id: 3, data: { ...office, city: 'Turku' }, previousData: office });
    expect(result.data.city).toBe('Turku');
    expect(requests[0].json).toEqual({ city: 'Turku' });
  });

  it('update falls back to the data when previousData lacks the param', async () => {
    const requests = recordApi({ 'PUT /companies/7/offices/3': { body: office } });
    await provider.update('offices', { id: 3, data: { companyId: 7, name: 'Uusi nimi' }, previousData: { id: 3, name: 'Vanha' } });
    expect(requests.map((r) => r.path)).toEqual(['/api/companies/7/offices/3']);
    expect(requests[0].json).toEqual({ company_id: 7, name: 'Uusi nimi' });
  });

  it('delete takes the param from previousData or meta', async () => {
    const requests = recordApi({ 'DELETE /companies/7/offices/3': { status: 204 } });
    const removed = await provider.delete('offices', { id: 3, previousData: office });
    expect(removed.data).toEqual(office);
    await provider.delete('offices', { id: 3, meta: { companyId: 7 } });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/companies/7/offices/3', 'DELETE /api/companies/7/offices/3']);
  });

  it('updateMany and deleteMany take the param from meta', async () => {
    const requests = recordApi({
      'PUT /companies/7/offices/3': { body: office },
      'PUT /companies/7/offices/4': { body: office },
      'DELETE /companies/7/offices/3': { status: 204 },
      'DELETE /companies/7/offices/4': { status: 204 },
    });
    await provider.updateMany('offices', { ids: [3, 4], data: { countryCode: 'FI' }, meta: { companyId: 7 } });
    await provider.deleteMany('offices', { ids: [3, 4], meta: { companyId: 7 } });
    expect(requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'DELETE /api/companies/7/offices/3',
      'DELETE /api/companies/7/offices/4',
      'PUT /api/companies/7/offices/3',
      'PUT /api/companies/7/offices/4',
    ]);
    expect(requests.find((r) => r.method === 'PUT')?.json).toEqual({ country_code: 'FI' });
  });

  it('encodes a param value that is not a plain number', async () => {
    const requests = recordApi({ 'GET /companies/a%2Fb/offices/3': { body: office } });
    await provider.getOne('offices', { id: 3, meta: { companyId: 'a/b' } });
    expect(requests).toHaveLength(1);
  });
});

describe('nested resources: a missing param', () => {
  it('rejects before any request, with the details for the developer and a Finnish message for a person', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = recordApi({});
    const error = await provider.getList('offices', { ...listParams, filter: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingPathParamError);
    expect(error).not.toBeInstanceOf(HttpError);
    const missing = error as MissingPathParamError;
    expect(missing.param).toBe('companyId');
    expect(missing.detail).toContain('"offices"');
    expect(missing.detail).toContain('meta.companyId');
    expect(missing.message).toBe('Palvelussa tapahtui virhe. Yritä myöhemmin uudelleen.');
    expect(consoleError).toHaveBeenCalledWith(missing.detail);
    expect(requests).toEqual([]);
  });

  it('each method names the param it lacks; an empty value counts as missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const params = (promise: Promise<unknown>) => promise.then(() => null, (e: MissingPathParamError) => e.param);
    expect(await params(provider.getOne('educations', { id: 1 }))).toBe('personId');
    expect(await params(provider.create('offices', { data: { companyId: '' } }))).toBe('companyId');
    expect(await params(provider.update('offices', { id: 1, data: {}, previousData: { id: 1 } }))).toBe('companyId');
    expect(await params(provider.delete('offices', { id: 1 }))).toBe('companyId');
    expect(await params(provider.getManyReference('offices', { ...listParams, target: 'city', id: 'Oulu', filter: {} }))).toBe(
      'companyId',
    );
  });
});
