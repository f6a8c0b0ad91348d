/**
 * react-admin list parameters as SPEC §7 query parameters: page, paginate (the
 * page size), sort, order, and filters with snake_case names.
 */
import type { GetListParams } from 'react-admin';
import { toSnakeCase } from '../domain/caseKeys';
import type { QueryValue } from '../domain/query';

const isQueryValue = (value: unknown): value is QueryValue =>
  value === null ||
  value === undefined ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item)));

export function listQuery(params: Partial<GetListParams>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.paginate = params.pagination.perPage;
  }
  if (params.sort?.field) {
    // Sort keys name the returned entity's fields (camelCase), as the server's sortable lists do.
    query.sort = params.sort.field;
    query.order = params.sort.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    // An emptied search box leaves "" behind; the API would read it as "match nothing".
    if (value === '' || !isQueryValue(value)) continue;
    query[toSnakeCase(key)] = value;
  }
  return query;
}
