/** SPEC §8: error responses flattened into entries of type error with text and optional code. */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string[] | string>;
  requestId?: string;
}

export interface ErrorEntry {
  type: 'error';
  text: string;
  code?: string;
  /** The field a nested error belongs to (also its code), for showing it beside the input. */
  parameter?: string;
}

/** Keys whose nested errors are general messages, not bound to a field. */
const GENERAL_KEYS = new Set(['general', 'year']);

export function flattenErrors(body: ApiErrorBody | null | undefined): ErrorEntry[] {
  if (!body) return [];
  const entries: ErrorEntry[] = [];
  if (body.message) entries.push({ type: 'error', text: body.message, ...(body.code ? { code: body.code } : {}) });
  for (const [key, value] of Object.entries(body.errors ?? {})) {
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      entries.push(GENERAL_KEYS.has(key) ? { type: 'error', text } : { type: 'error', text, code: key, parameter: key });
    }
  }
  return entries;
}

/** Field → first message, for forms. */
export function fieldErrors(body: ApiErrorBody | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of flattenErrors(body)) {
    if (entry.parameter && !(entry.parameter in result)) result[entry.parameter] = entry.text;
  }
  return result;
}
