/**
 * Rules every request body and query meet before (and beside) a route's own schema (issue 18 §2):
 * a JSON body is an object — `null`, an array, a string or a number is refused, not read as `{}` —
 * and no string anywhere in it holds what PostgreSQL cannot store (NUL, a lone surrogate), so a
 * hand-written schema that forgot the declarations' text rule still answers 422, never 500.
 */
import type { ZodType } from 'zod';
import { storable, UNSTORABLE_MESSAGE } from '../../src/domain/entities/fields';
import { unprocessable, zodFieldErrors, type FieldErrors } from './errors';

export const BODY_NOT_OBJECT = 'Pyynnön sisällön on oltava JSON-olio (kentät aaltosulkeissa).';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paths (as zodFieldErrors names them) of strings in `value` that cannot be stored. */
function unstorablePaths(value: unknown, path: string[], found: FieldErrors, depth = 0): void {
  // JSON bodies are small (bodyLimit), but a deep nesting must not cost a deep recursion.
  if (depth > 20) return;
  if (typeof value === 'string') {
    if (!storable(value)) (found[path.length ? path.join('.') : 'general'] ??= []).push(UNSTORABLE_MESSAGE);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorablePaths(item, [...path, String(index)], found, depth + 1));
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!storable(key)) (found[[...path, '?'].join('.')] ??= []).push(UNSTORABLE_MESSAGE);
      else unstorablePaths(item, [...path, key], found, depth + 1);
    }
  }
}

/** `input` parsed by `schema`; a 422 naming every field that fails the schema or holds unstorable text. */
function parseInput(schema: ZodType, input: unknown): unknown {
  const parsed = schema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  const unstorable: FieldErrors = {};
  unstorablePaths(input, [], unstorable);
  for (const [key, messages] of Object.entries(unstorable)) {
    if (!errors[key]?.includes(UNSTORABLE_MESSAGE)) (errors[key] ??= []).push(...messages);
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return (parsed as { data: unknown }).data;
}

/** A JSON body: none sent is an empty object (an action without fields); one sent must be an object. */
export function parseBody(schema: ZodType, body: unknown): unknown {
  if (body === undefined) return parseInput(schema, {});
  if (!isRecord(body)) throw unprocessable({ general: [BODY_NOT_OBJECT] }, BODY_NOT_OBJECT);
  return parseInput(schema, body);
}

/** A query string's values (strings, or arrays of them when a name repeats). */
export const parseQuery = (schema: ZodType, query: unknown): unknown => parseInput(schema, query ?? {});
