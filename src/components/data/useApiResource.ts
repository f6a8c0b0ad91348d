/** GET one API resource, or the rows of a SPEC §7 list page, through useResource. */
import { apiFetch } from '../../dataProvider/httpClient';
import type { Page } from '../../domain/api/lists';
import { toQueryString, type QueryValue } from '../../domain/query';
import { useResource, type Resource, type ResourceOptions } from './useResource';

type Query = Record<string, QueryValue>;

const urlOf = (path: string | null, query?: Query) => (path === null ? null : `${path}${toQueryString(query)}`);

/** `path` under /api (null: nothing to load yet); another path or query loads again. */
export function useApiResource<T>(path: string | null, query?: Query, options?: ResourceOptions): Resource<T> {
  return useResource(urlOf(path, query), (signal) => apiFetch<T>(path as string, { query, signal }), options);
}

/** The rows (`data`) of a list answer `{ data, meta }`. */
export function useApiList<T>(path: string | null, query?: Query, options?: ResourceOptions): Resource<T[]> {
  return useResource(urlOf(path, query), (signal) => apiFetch<Page<T>>(path as string, { query, signal }).then((page) => page.data), options);
}
