/**
 * SPEC §7's calls that are not CRUD on a resource, typed, on the data provider
 * itself: pages reach them through useDataProvider<PatevaDataProvider>() and
 * never need httpClient; a call beside a resource's CRUD is a declared action
 * (`action`, src/domain/api/action.ts), never a path written in a page, and react-admin's error handling (401 → checkError)
 * covers them as it covers CRUD.
 */
import type { Identifier } from 'react-admin';
import { toSnakeCase } from '../domain/caseKeys';
import type { Describable } from '../domain/api/describables';
import { jsonCall } from './request';
import { createApplicationMethods, type ApplicationMethods } from './applications';
import { createActionMethods, type ActionMethods } from './actions';

export interface PatevaCustomMethods extends ApplicationMethods, ActionMethods {
  /** GET /descriptions/{kebab-case-name}; camelCase and snake_case names are accepted too. */
  lookup(name: string, options?: { signal?: AbortSignal }): Promise<Describable[]>;
}

const segment = (value: Identifier) => encodeURIComponent(String(value));

/** The API's lists come as { data, meta }; some answers are a bare array. Either way, the rows. */
function rows<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object' && 'data' in body && Array.isArray(body.data)) return body.data as T[];
  return [];
}

/** `educationDegrees`, `education_degrees` and `education-degrees` all name GET /descriptions/education-degrees. */
export const lookupPath = (name: string) => `/descriptions/${segment(toSnakeCase(name).replace(/_/g, '-'))}`;

export function createCustomMethods(): PatevaCustomMethods {
  return {
    lookup: async (name, options = {}) => rows<Describable>(await jsonCall(lookupPath(name), { signal: options.signal })),
    ...createApplicationMethods(),
    ...createActionMethods(),
  };
}
