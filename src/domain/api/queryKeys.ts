/**
 * The react-query keys that declared actions refresh (action.ts `touches`) and the views read
 * under. react-admin keys its queries [resource, method, params]; a key here is a prefix, so it
 * matches every query under it.
 */
import type { QueryKey } from './action';

/** One record as react-admin's useGetOne / ShowBase caches it. */
export const recordKey = (resource: string, id: number): QueryKey => [resource, 'getOne', { id: String(id) }];

/** Every list of a resource (useGetList, ListBase, references to it). */
export const listKeys = (resource: string): QueryKey[] => [
  [resource, 'getList'],
  [resource, 'getManyReference'],
];

/** Everything cached of a resource. */
export const resourceKey = (resource: string): QueryKey => [resource];

/** The company's application pages (src/pages/company/applications/queries.ts). */
export const applicationKeys = {
  all: (companyId: number) => ['company-applications', companyId] as const,
  list: (companyId: number) => ['company-applications', companyId, 'list'] as const,
  one: (companyId: number, applicationId: number) => ['company-applications', companyId, 'one', applicationId] as const,
  validation: (companyId: number, applicationId: number) => ['company-applications', companyId, 'validate', applicationId] as const,
  targets: (companyId: number) => ['company-applications', companyId, 'targets'] as const,
};
