/** The list query convention: page, paginate (true, false or a page size), sort, order. */
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** The page sizes an office list offers; a list's own perPage is one of them, or its selector shows blank. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Sivunumeron on oltava vähintään 1.').default(1),
  paginate: z
    .union([z.literal('true'), z.literal('false'), z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)])
    .default('true'),
  sort: z.string().max(50).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});

/** Page size from `paginate`: true → default, a number → that, false → no paging. */
export function pageSize(paginate: 'true' | 'false' | number): number | null {
  if (paginate === 'false') return null;
  if (paginate === 'true') return DEFAULT_PAGE_SIZE;
  return paginate;
}

export interface ListMeta {
  currentPage: number;
  perPage: number;
  total: number;
  lastPage: number;
}

/** The meta of one page of a list (lastPage at least 1, also for an empty list). */
export function listMeta(currentPage: number, perPage: number, total: number): ListMeta {
  return { currentPage, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

/** A list answered whole, on one page (an api/lists.ts Page, spelled out: that file reads ListMeta from here). */
export function wholeList<T>(data: T[]): { data: T[]; meta: ListMeta } {
  return { data, meta: listMeta(1, Math.max(data.length, 1), data.length) };
}
