/**
 * SPEC §7's calls that are not react-admin's CRUD, typed, on the data provider itself: every one is a
 * declared action (`action`, src/domain/api/action.ts) — the application's own calls too — never a
 * path written in a page, and react-admin's error handling (401 → checkError) covers them as it
 * covers CRUD. Pages reach them through useDataProvider<PatevaDataProvider>() and the action hooks.
 */
import { createActionMethods, type ActionMethods } from './actions';

export type PatevaCustomMethods = ActionMethods;

export function createCustomMethods(): PatevaCustomMethods {
  return createActionMethods();
}
