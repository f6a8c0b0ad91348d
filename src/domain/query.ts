/** SPEC §7 query strings: key=value, arrays key[]=value, null and undefined dropped. */
import type { ListMeta } from './schemas/list';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export function toQueryString(params: Record<string, QueryValue> | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) parts.push(`${encodeURIComponent(`${key}[]`)}=${encodeURIComponent(String(item))}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Drops null and undefined values from a request body (top level). */
export function dropNulls<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}

/** Paging meta read at top level or under meta (SPEC §3). */
export function readPageMeta(body: Record<string, unknown>): ListMeta | null {
  const source = (body.meta && typeof body.meta === 'object' ? body.meta : body) as Record<string, unknown>;
  const pick = (camel: string, snake: string) => source[camel] ?? source[snake];
  const total = pick('total', 'total');
  if (total === undefined) return null;
  return {
    currentPage: Number(pick('currentPage', 'current_page') ?? 1),
    perPage: Number(pick('perPage', 'per_page') ?? 0),
    total: Number(total),
    lastPage: Number(pick('lastPage', 'last_page') ?? 1),
  };
}
