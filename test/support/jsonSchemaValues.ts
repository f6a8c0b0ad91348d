/**
 * Values a JSON Schema calls valid, as a schema-driven fuzzer (Schemathesis-style) makes them: from
 * the published document alone, never from the server's own rules. `minimal` sends what is required
 * with the smallest values; otherwise every property, random within the bounds. Seeded, so a failure
 * repeats. A string pattern is met by trying random strings, then the schema's `examples`; a pattern
 * that neither meets is an error (the document should give an example).
 */
import { randomBusinessId } from './businessIds';

export type Schema = Record<string, unknown>;

export class Rng {
  constructor(private state: number) {}
  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
}

export interface Options {
  minimal: boolean;
}

export class UnsampleableSchema extends Error {}

/** Characters a person types (Finnish letters, spaces, punctuation, digits); no astral ones (see the report). */
const POOL = 'abcdefghijklmnopqrstuvwxyzåäöABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ0123456789 -.,:;()/&@+\'"!?éü€';

const pad = (n: number) => String(n).padStart(2, '0');

function patternsOf(schema: Schema): RegExp[] {
  const own = typeof schema.pattern === 'string' ? [schema.pattern] : [];
  const more = ((schema.allOf as Schema[] | undefined) ?? []).flatMap((part) => (typeof part.pattern === 'string' ? [part.pattern] : []));
  return [...own, ...more].map((pattern) => new RegExp(pattern, 'u'));
}

function randomText(rng: Rng, min: number, max: number, pool = POOL): string {
  const length = rng.int(min, max);
  let text = '';
  for (let i = 0; i < length; i += 1) text += pool[rng.int(0, pool.length - 1)];
  return text;
}

const CANDIDATES = [...new Set([...POOL, ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))])];

/**
 * A string a pattern matches, for the regex forms JSON Schema patterns use here: literals, escapes
 * (\\d \\s \\w \\uXXXX), classes, groups with alternatives, and quantifiers.
 */
export function fromPattern(pattern: string, rng: Rng): string {
  let i = 0;
  const source = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const one = (cls: string) => {
    const test = new RegExp(`^${cls}$`, 'u');
    const fits = CANDIDATES.filter((ch) => test.test(ch));
    return fits.length ? rng.pick(fits) : '';
  };
  const alternatives = (): string => {
    const options: string[] = [sequence()];
    while (source[i] === '|') {
      i += 1;
      options.push(sequence());
    }
    return rng.pick(options);
  };
  function atom(): () => string {
    const ch = source[i];
    if (ch === '(') {
      i += source.startsWith('(?:', i) ? 3 : 1;
      const start = i;
      // Each repetition chooses anew: keep the group's source and parse it again then.
      let depth = 1;
      while (depth > 0 && i < source.length) {
        if (source[i] === '\\') i += 1;
        else if (source[i] === '(') depth += 1;
        else if (source[i] === ')') depth -= 1;
        i += 1;
      }
      const inner = source.slice(start, i - 1);
      return () => fromPattern(inner, rng);
    }
    if (ch === '[') {
      const start = i;
      i += 1;
      while (source[i] !== ']' && i < source.length) i += source[i] === '\\' ? 2 : 1;
      i += 1;
      const cls = source.slice(start, i);
      return () => one(cls);
    }
    if (ch === '\\') {
      const escape = source.slice(i, source[i + 1] === 'u' ? i + 6 : i + 2);
      i += escape.length;
      return () => one(escape);
    }
    i += 1;
    return () => (ch === '.' ? one('.') : ch);
  }
  function sequence(): string {
    let text = '';
    while (i < source.length && source[i] !== '|' && source[i] !== ')') {
      const make = atom();
      let [min, max] = [1, 1];
      const quantifier = /^(?:\{(\d+)(,(\d*))?\}|[*+?])/.exec(source.slice(i));
      if (quantifier) {
        i += quantifier[0].length;
        if (quantifier[0] === '*') [min, max] = [0, 3];
        else if (quantifier[0] === '+') [min, max] = [1, 3];
        else if (quantifier[0] === '?') [min, max] = [0, 1];
        else {
          min = Number(quantifier[1]);
          max = quantifier[2] === undefined ? min : quantifier[3] ? Number(quantifier[3]) : min + 3;
        }
      }
      const count = rng.int(min, max);
      for (let n = 0; n < count; n += 1) text += make();
    }
    return text;
  }
  return alternatives();
}

function stringValue(schema: Schema, rng: Rng, options: Options): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : min + 40, min + 40);
  const patterns = patternsOf(schema);
  const fits = (value: string) => value.length >= min && value.length <= (schema.maxLength as number | undefined ?? Infinity) && patterns.every((p) => p.test(value));
  const candidates: string[] = [];
  switch (schema.format) {
    case 'date':
      candidates.push(`${rng.int(1950, 2030)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`);
      break;
    case 'email':
      candidates.push(`fuzz${rng.int(1, 1e9)}@example.test`);
      break;
    case 'fi-business-id':
      candidates.push(randomBusinessId());
      break;
    case 'phone':
      candidates.push(`040 ${rng.int(100, 999)} ${rng.int(1000, 9999)}`);
      break;
  }
  for (const candidate of candidates) if (fits(candidate)) return candidate;
  const first = typeof schema.pattern === 'string' ? schema.pattern : ((schema.allOf as Schema[] | undefined) ?? []).find((part) => typeof part.pattern === 'string')?.pattern;
  if (typeof first === 'string') {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const value = fromPattern(first, rng);
      if (fits(value)) return value;
    }
  }
  const floor = options.minimal ? min : Math.max(min, 1);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const pool = attempt < 100 ? POOL : '0123456789';
    const value = randomText(rng, floor, options.minimal ? floor : max, pool);
    if (fits(value)) return value;
  }
  const examples = ((schema.examples as unknown[] | undefined) ?? []).filter((value): value is string => typeof value === 'string' && fits(value));
  if (examples.length) return rng.pick(examples);
  throw new UnsampleableSchema(`no value found for ${JSON.stringify(schema)}`);
}

function numberValue(schema: Schema, rng: Rng, options: Options, integer: boolean): number {
  let min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
  let max = typeof schema.maximum === 'number' ? schema.maximum : min + 1000;
  if (typeof schema.exclusiveMinimum === 'number') min = integer ? Math.floor(schema.exclusiveMinimum) + 1 : schema.exclusiveMinimum + 0.5;
  if (typeof schema.exclusiveMaximum === 'number') max = integer ? Math.ceil(schema.exclusiveMaximum) - 1 : schema.exclusiveMaximum - 0.5;
  if (options.minimal) return integer ? Math.ceil(min) : min;
  const top = Math.min(max, min + 10_000);
  return integer ? rng.int(Math.ceil(min), Math.floor(top)) : Math.round((min + rng.next() * (top - min)) * 100) / 100;
}

export function sample(schema: Schema, rng: Rng, options: Options): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return options.minimal ? schema.enum[0] : rng.pick(schema.enum);
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
    const nonNull = branches.filter((branch) => branch.type !== 'null');
    const branch = options.minimal ? branches[0] : rng.pick(nonNull.length ? nonNull : branches);
    return sample({ ...rest, ...branch }, rng, options);
  }
  const type = Array.isArray(schema.type) ? rng.pick(schema.type as string[]) : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema, rng, options);
    case 'integer':
      return numberValue(schema, rng, options, true);
    case 'number':
      return numberValue(schema, rng, options, false);
    case 'boolean':
      return options.minimal ? false : rng.next() < 0.5;
    case 'null':
      return null;
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const max = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : min + 3, min + 3);
      const count = options.minimal ? min : rng.int(min, max);
      const items: unknown[] = [];
      for (let attempt = 0; items.length < count && attempt < count * 20; attempt += 1) {
        const item = sample((schema.items as Schema | undefined) ?? { type: 'string' }, rng, options);
        if (!schema.uniqueItems || !items.some((other) => JSON.stringify(other) === JSON.stringify(item))) items.push(item);
      }
      return items;
    }
    case 'object':
      return objectValue(schema, rng, options);
    default:
      if (schema.properties) return objectValue(schema, rng, options);
      throw new UnsampleableSchema(`no type in ${JSON.stringify(schema).slice(0, 200)}`);
  }
}

function objectValue(schema: Schema, rng: Rng, options: Options): Record<string, unknown> {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const value: Record<string, unknown> = {};
  for (const [name, property] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
    if (!required.has(name) && options.minimal) continue;
    value[name] = sample(property, rng, options);
  }
  return value;
}

/** A query parameter's value as a URL carries it; undefined: left out (a null has no query form). */
export function queryText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

