/**
 * SPEC §7's calls that are not CRUD on a resource, typed, on the data provider
 * itself: pages reach them through useDataProvider<PatevaDataProvider>() and
 * never need httpClient; a call beside a resource's CRUD is a declared action
 * (`action`, src/domain/api/action.ts), never a path written in a page, and react-admin's error handling (401 → checkError)
 * covers them as it covers CRUD.
 */
import { createApplicationMethods, type ApplicationMethods } from './applications';
import { createActionMethods, type ActionMethods } from './actions';

export type PatevaCustomMethods = ApplicationMethods & ActionMethods;

export function createCustomMethods(): PatevaCustomMethods {
  return {
    ...createApplicationMethods(),
    ...createActionMethods(),
  };
}
