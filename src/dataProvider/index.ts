/**
 * react-admin's DataProvider over SPEC §7's REST conventions (not
 * ra-data-simple-rest's Content-Range): lists are { data, meta } read with
 * readPageMeta; bodies go out snake_case; errors become Finnish HttpErrors.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { toSnakeCase, mapKeys } from '../domain/caseKeys';
import { dropNulls, readPageMeta } from '../domain/query';
import { changedFields } from './changedFields';
import { apiFetch, type RequestOptions } from './httpClient';
import { listQuery } from './listQuery';
import { toHttpError } from './toHttpError';

type Body = Record<string, unknown>;

async function call<T>(path: string, options?: RequestOptions): Promise<T> {
  try {
    return await apiFetch<T>(path, options);
  } catch (error) {
    throw toHttpError(error);
  }
}

const recordPath = (resource: string, id: Identifier) => `/${resource}/${encodeURIComponent(String(id))}`;

/** Single records come back as the body itself; a { data } envelope is accepted too. */
function unwrapRecord<T>(body: unknown): T {
  if (body && typeof body === 'object' && !('id' in body) && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

/** Update-time options a view can pass in `meta`: fields the API requires even when unchanged. */
const alwaysSendOf = (meta: unknown): string[] =>
  meta && typeof meta === 'object' && 'alwaysSend' in meta && Array.isArray(meta.alwaysSend)
    ? meta.alwaysSend.filter((key): key is string => typeof key === 'string')
    : [];

async function getList(resource: string, query: ReturnType<typeof listQuery>, signal?: AbortSignal) {
  const body = await call<unknown>(`/${resource}`, { query, signal });
  // Unpaginated lists (paginate=false) may come back as a bare array.
  if (Array.isArray(body)) return { data: body as RaRecord[], total: body.length };
  const envelope = (body ?? {}) as Body;
  const data = Array.isArray(envelope.data) ? (envelope.data as RaRecord[]) : [];
  const meta = readPageMeta(envelope);
  return {
    data,
    total: meta?.total ?? data.length,
    ...(meta ? { pageInfo: { hasNextPage: meta.currentPage < meta.lastPage, hasPreviousPage: meta.currentPage > 1 } } : {}),
  };
}

export const dataProvider: DataProvider = {
  supportAbortSignal: true,

  getList: (resource, params) => getList(resource, listQuery(params), params.signal) as never,

  getManyReference: (resource, params) =>
    getList(
      resource,
      listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }),
      params.signal,
    ) as never,

  async getOne(resource, params) {
    const body = await call<unknown>(recordPath(resource, params.id), { signal: params.signal });
    return { data: unwrapRecord(body) };
  },

  async getMany(resource, params) {
    const data = await Promise.all(
      params.ids.map(async (id) =>
        unwrapRecord<RaRecord>(await call<unknown>(recordPath(resource, id), { signal: params.signal })),
      ),
    );
    return { data } as never;
  },

  async create(resource, params) {
    const body = dropNulls(mapKeys(params.data as Body, toSnakeCase));
    const created = await call<unknown>(`/${resource}`, { method: 'POST', body });
    return { data: unwrapRecord(created) };
  },

  async update(resource, params) {
    const body = changedFields(params.data as Body, params.previousData as Body | undefined, alwaysSendOf(params.meta));
    const updated = await call<unknown>(recordPath(resource, params.id), { method: 'PUT', body });
    return { data: unwrapRecord(updated) };
  },

  async updateMany(resource, params) {
    const body = mapKeys(params.data as Body, toSnakeCase);
    await Promise.all(params.ids.map((id) => call(recordPath(resource, id), { method: 'PUT', body })));
    return { data: params.ids };
  },

  async delete(resource, params) {
    await call(recordPath(resource, params.id), { method: 'DELETE' });
    // 204 has no body; react-admin only needs the record it removed.
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id) => call(recordPath(resource, id), { method: 'DELETE' })));
    return { data: params.ids };
  },
};

export default dataProvider;
