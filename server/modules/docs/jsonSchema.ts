/**
 * zod → JSON Schema for the OpenAPI document, with what zod's own conversion drops from a request
 * schema (issue 18 #6): a refinement becomes a pattern where it is one (text PostgreSQL can store,
 * a trimmed text that may not be blank, a business ID's form), and its Finnish message otherwise
 * (`x-rules`, and the description), so a rule the schema cannot state is still published; a pipe
 * (`'12'` → 12 → a positive int4) keeps the bounds and formats of what it leads into.
 */
import { z, type ZodType } from 'zod';
import { isValidBusinessId } from '../../../src/domain/businessId';
import { isValidPhone } from '../../../src/domain/phone';
import { storable } from '../../../src/domain/entities/fields';

export type JsonSchema = Record<string, unknown>;

/** Text without NUL (PostgreSQL stores none); lone surrogates cannot be written in UTF-8 JSON at all. */
const STORABLE = '^[^\\u0000]*$';
/** Trimmed and at least one character: some character that is neither white space nor NUL. */
const NOT_BLANK = '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$';
/** yyyy-MM-dd as a regex check writes it: a date (whether it is a real day is a rule of its own). */
const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
/** A Finnish business ID as stored (the check digit is a rule of its own, in `x-rules`). */
const BUSINESS_ID = '^\\s*\\d{7}-\\d\\s*$';

interface CheckDef {
  check: string;
  fn?: (value: never) => unknown;
  tx?: (value: string) => unknown;
  error?: (issue: { input: unknown; code: string }) => unknown;
}
type Check = { _zod: { def: CheckDef } };
interface SchemaDef {
  type: string;
  checks?: Check[];
  in?: ZodType;
  out?: ZodType;
}

const defOf = (schema: unknown): SchemaDef => (schema as { _zod: { def: SchemaDef } })._zod.def;

/** The message a refinement gives, as the API answers it in `errors`. */
function messageOf(check: CheckDef): string | null {
  try {
    const message = check.error?.({ input: undefined, code: 'custom' });
    if (typeof message === 'string') return message;
    if (message && typeof message === 'object' && typeof (message as { message?: unknown }).message === 'string') return (message as { message: string }).message;
  } catch {
    // A message that needs the issue's details: the rule is published without it.
  }
  return null;
}

/** `.trim()` is an overwrite check whose function trims (toLowerCase and the like are not). */
function trims(check: CheckDef): boolean {
  if (check.check !== 'overwrite' || !check.tx) return false;
  try {
    return check.tx(' a ') === 'a';
  } catch {
    return false;
  }
}

function addPattern(json: JsonSchema, pattern: string): void {
  // Not blank says not NUL too.
  if (json.pattern === undefined || (json.pattern === STORABLE && pattern === NOT_BLANK)) json.pattern = pattern;
  else if (json.pattern === NOT_BLANK && pattern === STORABLE) return;
  else if (json.pattern !== pattern) json.allOf = [...((json.allOf as JsonSchema[] | undefined) ?? []), { pattern }];
}

function addRule(json: JsonSchema, rule: string): void {
  const rules = (json['x-rules'] as string[] | undefined) ?? [];
  if (rules.includes(rule)) return;
  json['x-rules'] = [...rules, rule];
  json.description = [json.description, `Also checked: ${rule}`].filter(Boolean).join(' ');
}

/** The string schemas of `json` (itself, or its string branches). */
function strings(json: JsonSchema): JsonSchema[] {
  if (json.type === 'string') return [json];
  return ((json.anyOf as JsonSchema[] | undefined) ?? []).filter((branch) => branch.type === 'string');
}

/** A pipe's input keeps what its output requires: a number's bounds, a string's format. */
function keepPipeOutput(def: SchemaDef, json: JsonSchema): void {
  if (!def.out || defOf(def.in).type === 'transform') return;
  const out = toJsonSchema(def.out, 'input');
  const numeric = out.type === 'integer' || out.type === 'number';
  const branches = (json.anyOf as JsonSchema[] | undefined) ?? [json];
  const kept = branches.filter((branch) => {
    if (numeric && (branch.type === 'integer' || branch.type === 'number')) {
      Object.assign(branch, pick(out, ['type', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'enum', 'multipleOf']));
      return true;
    }
    if (branch.type === 'string' && out.type === 'string') {
      Object.assign(branch, pick(out, ['format', 'pattern', 'enum']));
      return true;
    }
    // Digits a form sends for a number ('12'): published as the number (a JSON client sends that; a
    // multipart one writes the number's digits), since no pattern states an int4's bounds.
    return !(numeric && branch.type === 'string' && json.anyOf);
  });
  if (json.anyOf && kept.length < branches.length) json.anyOf = kept;
  else if (!json.anyOf && numeric && json.type === 'string') {
    // Digits read as a bounded whole number (a query's id or year): the digits of exactly that range,
    // unless the schema's own metadata (.meta) gave a pattern of its own.
    const inPattern = def.in ? toJsonSchema(def.in, 'input').pattern : undefined;
    // Digits without a sign are at least 0, and at least 1 without a leading zero (zod's int() says only MIN_SAFE_INTEGER).
    const digits = typeof inPattern === 'string' ? new RegExp(inPattern, 'u') : null;
    const floor = !digits || digits.test('-1') ? -Infinity : digits.test('0') ? 0 : 1;
    const stated = typeof out.minimum === 'number' ? out.minimum : typeof out.exclusiveMinimum === 'number' ? Math.floor(out.exclusiveMinimum) + 1 : -Infinity;
    const min = Math.max(floor, stated);
    if (json.pattern === inPattern && typeof out.maximum === 'number' && min >= 0) json.pattern = integerRangePattern(min, out.maximum);
  }
}

/** Canonical digits (no sign, no leading zero) of lo … hi, both of the same length. */
function sameLength(lo: string, hi: string): string[] {
  if (lo === '') return [''];
  const rest = lo.length - 1;
  const any = rest ? `\\d{${rest}}` : '';
  if (lo[0] === hi[0]) return sameLength(lo.slice(1), hi.slice(1)).map((tail) => lo[0] + tail);
  if (/^0*$/.test(lo.slice(1)) && /^9*$/.test(hi.slice(1))) return [`[${lo[0]}-${hi[0]}]${any}`];
  const parts = sameLength(lo.slice(1), '9'.repeat(rest)).map((tail) => lo[0] + tail);
  const low = Number(lo[0]) + 1;
  const high = Number(hi[0]) - 1;
  if (high >= low) parts.push(`[${low}-${high}]${any}`);
  return [...parts, ...sameLength('0'.repeat(rest), hi.slice(1)).map((tail) => hi[0] + tail)];
}

/** A pattern of the whole numbers min … max (0 ≤ min ≤ max) as canonical digits. */
export function integerRangePattern(min: number, max: number): string {
  const parts: string[] = [];
  let lo = Math.max(0, Math.ceil(min));
  const hi = Math.floor(max);
  while (lo <= hi) {
    const length = String(lo).length;
    const top = Math.min(hi, 10 ** length - 1);
    parts.push(...sameLength(String(lo), String(top)));
    lo = top + 1;
  }
  return `^(?:${parts.join('|')})$`;
}

const pick = (json: JsonSchema, keys: string[]) => Object.fromEntries(keys.filter((key) => json[key] !== undefined).map((key) => [key, json[key]]));

/** zod's override hook: what a request schema's refinements and pipes require, in JSON Schema's words. */
function requestRules(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const def = defOf(ctx.zodSchema);
  const json = ctx.jsonSchema;
  if (def.type === 'pipe') keepPipeOutput(def, json);
  // `z.undefined()` in a union (a field left out) converts to `{}`, which would allow any value.
  if (Array.isArray(json.anyOf) && json.anyOf.length > 1) json.anyOf = (json.anyOf as JsonSchema[]).filter((branch) => Object.keys(branch).length > 0);
  for (const branch of strings(json)) if (branch.pattern === ISO_DATE) branch.format ??= 'date';
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const trimmed = checks.some(trims);
  for (const check of checks) {
    if (check.check !== 'custom') continue;
    if (check.fn === storable) {
      for (const branch of strings(json)) addPattern(branch, STORABLE);
      continue;
    }
    if (check.fn === isValidBusinessId) {
      for (const branch of strings(json)) {
        addPattern(branch, BUSINESS_ID);
        branch.format = 'fi-business-id';
      }
    }
    if (check.fn === isValidPhone) for (const branch of strings(json)) branch.format = 'phone';
    addRule(json, messageOf(check) ?? 'a rule of the server');
  }
  if (trimmed && typeof json.minLength === 'number' && json.minLength >= 1) addPattern(json, NOT_BLANK);
  // Rules a field kind published itself (.meta({ 'x-rules' })) are said in the description too.
  for (const rule of (json['x-rules'] as string[] | undefined) ?? []) {
    if (!String(json.description ?? '').includes(rule)) json.description = [json.description, `Also checked: ${rule}`].filter(Boolean).join(' ');
  }
}

export function toJsonSchema(schema: ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', ...(io === 'input' ? { override: requestRules } : {}) }) as JsonSchema;
}
