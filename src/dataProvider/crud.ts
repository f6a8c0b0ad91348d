/**
 * react-admin's CRUD methods over SPEC §7's REST conventions (not
 * ra-data-simple-rest's Content-Range): lists are { data, meta } read with
 * readPageMeta; bodies go out snake_case; nested resources get their path from
 * nestedPaths' one rule; a body holding files goes as multipart.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { mapKeys, toSnakeCase } from '../domain/caseKeys';
import { dropNulls, readPageMeta, type QueryValue } from '../domain/query';
import { changedFields } from './changedFields';
import { listQuery } from './listQuery';
import { MAX_PAGE_SIZE } from '../domain/schemas/list';
import { containsFile } from './multipart';
import { resolvePath, type ParamSource, type ResourcePaths } from './nestedPaths';
import { jsonCall, uploadCall, type UploadProgress } from './request';

type Body = Record<string, unknown>;

const asRecord = (value: unknown): Body | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : undefined;

/** Options a view passes in `meta` besides path params: update's always-sent fields, upload progress, cancelling. */
function metaOptions(meta: unknown) {
  const record = asRecord(meta) ?? {};
  const { alwaysSend, onProgress, signal } = record;
  return {
    alwaysSend: Array.isArray(alwaysSend) ? alwaysSend.filter((key): key is string => typeof key === 'string') : [],
    onProgress: typeof onProgress === 'function' ? (onProgress as (progress: UploadProgress) => void) : undefined,
    signal: signal instanceof AbortSignal ? signal : undefined,
  };
}

/** Single records come back as the body itself; a { data } envelope is accepted too. */
function unwrapRecord<T>(body: unknown): T {
  if (body && typeof body === 'object' && !('id' in body) && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

const recordPath = (path: string, id: Identifier) => `${path}/${encodeURIComponent(String(id))}`;

/** The filter without the keys that filled the path: the path already scopes the list. */
const withoutPathParams = (filter: Body, params: readonly string[]): Body =>
  Object.fromEntries(Object.entries(filter).filter(([key]) => !params.includes(key)));

async function fetchList(path: string, query: Record<string, QueryValue>, signal?: AbortSignal) {
  const body = await jsonCall<unknown>(path, { query, signal });
  // Unpaginated lists (paginate=false) may come back as a bare array.
  if (Array.isArray(body)) return { data: body as RaRecord[], total: body.length };
  const envelope = asRecord(body) ?? {};
  const data = Array.isArray(envelope.data) ? (envelope.data as RaRecord[]) : [];
  const meta = readPageMeta(envelope);
  return {
    data,
    total: meta?.total ?? data.length,
    ...(meta ? { pageInfo: { hasNextPage: meta.currentPage < meta.lastPage, hasPreviousPage: meta.currentPage > 1 } } : {}),
  };
}

/**
 * A list page larger than the server answers at once (react-admin's CSV export asks for 1000 rows):
 * fetched as the server's pages that cover it, one after another, and cut to the asked range.
 */
async function fetchRange(path: string, query: Record<string, QueryValue>, signal?: AbortSignal) {
  const perPage = typeof query.paginate === 'number' ? query.paginate : 0;
  if (perPage <= MAX_PAGE_SIZE) return fetchList(path, query, signal);
  const page = typeof query.page === 'number' ? query.page : 1;
  const first = (page - 1) * perPage;
  const rows: RaRecord[] = [];
  let total = 0;
  for (let serverPage = Math.floor(first / MAX_PAGE_SIZE) + 1; ; serverPage += 1) {
    const answer = await fetchList(path, { ...query, page: serverPage, paginate: MAX_PAGE_SIZE }, signal);
    total = answer.total;
    rows.push(...answer.data);
    const covered = (serverPage - 1) * MAX_PAGE_SIZE + answer.data.length;
    if (answer.data.length < MAX_PAGE_SIZE || covered >= first + perPage || covered >= total) break;
  }
  const skip = first % MAX_PAGE_SIZE;
  return { data: rows.slice(skip, skip + perPage), total, pageInfo: { hasNextPage: first + perPage < total, hasPreviousPage: page > 1 } };
}

/** Sends a body as JSON, or as multipart with progress when it holds a File or Blob. */
async function send(path: string, method: 'POST' | 'PUT', body: Body, meta: unknown): Promise<unknown> {
  const { onProgress, signal } = metaOptions(meta);
  if (containsFile(body)) return uploadCall<unknown>(path, body, { method, onProgress, signal });
  return jsonCall<unknown>(path, { method, body, signal });
}

export type CrudMethods = Pick<
  DataProvider,
  'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'
>;

export function createCrud(paths: ResourcePaths): CrudMethods {
  // Where each method looks for a :param, in order (meta first: the view's explicit word wins).
  const pathOf = (resource: string, ...sources: ParamSource[]) => resolvePath(paths, resource, sources);

  const getOne: CrudMethods['getOne'] = async (resource, params) => {
    const { path } = pathOf(resource, asRecord(params.meta));
    const body = await jsonCall<unknown>(recordPath(path, params.id), { signal: params.signal });
    return { data: unwrapRecord(body) };
  };

  return {
    async getList(resource, params) {
      const filter = asRecord(params.filter) ?? {};
      const { path, params: names } = pathOf(resource, asRecord(params.meta), filter);
      return (await fetchRange(path, listQuery({ ...params, filter: withoutPathParams(filter, names) }), params.signal)) as never;
    },

    async getManyReference(resource, params) {
      const filter = asRecord(params.filter) ?? {};
      const target = { [params.target]: params.id };
      const { path, params: names } = pathOf(resource, asRecord(params.meta), filter, target);
      // A target that is a path param (offices by companyId) is in the path, not the query.
      const query = listQuery({ ...params, filter: withoutPathParams({ ...filter, ...target }, names) });
      return (await fetchRange(path, query, params.signal)) as never;
    },

    getOne,

    async getMany(resource, params) {
      const data = await Promise.all(
        params.ids.map(async (id) => (await getOne(resource, { id, meta: params.meta, signal: params.signal })).data),
      );
      return { data } as never;
    },

    async create(resource, params) {
      const data = (params.data ?? {}) as Body;
      const { path } = pathOf(resource, asRecord(params.meta), data);
      const body = dropNulls(mapKeys(data, toSnakeCase));
      return { data: unwrapRecord(await send(path, 'POST', body, params.meta)) };
    },

    async update(resource, params) {
      const data = (params.data ?? {}) as Body;
      const previous = asRecord(params.previousData);
      const { path } = pathOf(resource, asRecord(params.meta), previous, data);
      const body = changedFields(data, previous, metaOptions(params.meta).alwaysSend);
      return { data: unwrapRecord(await send(recordPath(path, params.id), 'PUT', body, params.meta)) };
    },

    async updateMany(resource, params) {
      const { path } = pathOf(resource, asRecord(params.meta));
      const body = mapKeys(params.data as Body, toSnakeCase);
      await Promise.all(params.ids.map((id) => jsonCall(recordPath(path, id), { method: 'PUT', body })));
      return { data: params.ids };
    },

    async delete(resource, params) {
      const { path } = pathOf(resource, asRecord(params.meta), asRecord(params.previousData));
      await jsonCall(recordPath(path, params.id), { method: 'DELETE' });
      // 204 has no body; react-admin only needs the record it removed.
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      const { path } = pathOf(resource, asRecord(params.meta));
      await Promise.all(params.ids.map((id) => jsonCall(recordPath(path, id), { method: 'DELETE' })));
      return { data: params.ids };
    },
  };
}
