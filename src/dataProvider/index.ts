/**
 * The app's one DataProvider (ARCHITECTURE "Data in the browser"): react-admin's
 * CRUD over SPEC §7 with nested resources, plus typed methods for SPEC §7's
 * other calls. Pages call the latter through useDataProvider<PatevaDataProvider>().
 */
import type { DataProvider } from 'react-admin';
import { createCrud } from './crud';
import { createCustomMethods, type PatevaCustomMethods } from './customMethods';
import type { ResourcePaths } from './nestedPaths';
import { RESOURCE_PATHS } from '../domain/entities';

export type { PatevaCustomMethods } from './customMethods';
export { MissingPathParamError, type ResourcePaths } from './nestedPaths';
export type { CallOptions, UploadOptions, UploadProgress } from './request';
export { toFormData } from './multipart';

export interface PatevaDataProvider extends DataProvider, PatevaCustomMethods {}

/**
 * `resources` maps a resource to its path template, e.g.
 * `{ offices: 'companies/:companyId/offices' }`; a resource not in the map is `/<resource>`.
 */
export function createDataProvider(resources: ResourcePaths = {}): PatevaDataProvider {
  return {
    supportAbortSignal: true,
    ...createCrud(resources),
    ...createCustomMethods(),
  };
}

/** The app's data provider: every declared entity's resource at its path (src/domain/entities). */
export const dataProvider: PatevaDataProvider = createDataProvider(RESOURCE_PATHS);

export default dataProvider;
