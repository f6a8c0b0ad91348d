/**
 * SPEC §7's bracket names of form fields, read into nested values: `a[]` is a list, `a[0][b]` the
 * field b of the list a's first item, `a[b][]` a list in an object. A plain name given twice is a
 * list too (as browsers send a multiple select). What zod then parses is an ordinary object, so a
 * multipart form and a JSON body can share one schema.
 */

/** A name's path: keys, item indexes, and `null` for `[]` (the next item of a list). */
export type FieldPath = Array<string | number | null>;

/** Indexes above this are no form a person fills (and would make huge sparse lists). */
export const MAX_INDEX = 99;

const SEGMENT = /\[([^[\]]*)\]/g;

/**
 * `files[0][file]` → ['files', 0, 'file']; `codes[]` → ['codes', null]. A name that is not in the
 * bracket form (`weird[`, `[x]`) is one key as written.
 */
export function fieldPath(name: string): FieldPath {
  const open = name.indexOf('[');
  if (open <= 0) return [name];
  const rest = name.slice(open);
  const segments: FieldPath = [name.slice(0, open)];
  let consumed = 0;
  for (const match of rest.matchAll(SEGMENT)) {
    if (match.index !== consumed) return [name];
    consumed += match[0].length;
    const inner = match[1];
    if (inner === '') segments.push(null);
    else if (/^\d{1,3}$/.test(inner) && Number(inner) <= MAX_INDEX) segments.push(Number(inner));
    else if (/^\d+$/.test(inner)) return [name];
    else segments.push(inner);
  }
  return consumed === rest.length ? segments : [name];
}

/** The name with its item indexes left out: `files[3][file]` → `files[][file]`, `codes[]` → `codes`. */
export function fieldPattern(name: string): string {
  const path = fieldPath(name);
  if (path.length === 1) return name;
  const pattern = path
    .slice(1)
    .map((segment) => (typeof segment === 'string' ? `[${segment}]` : '[]'))
    .join('');
  return `${String(path[0])}${pattern}`.replace(/\[\]$/, '');
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Keys that would reach an object's prototype are never set (the containers have none anyway). */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

export class FieldNameConflict extends Error {
  constructor(readonly field: string) {
    super(`conflicting form field ${field}`);
  }
}

/**
 * The fields in the order sent, nested by their names. A name that is both a value and a
 * container (`a=1` and `a[b]=2`) is a conflict: the form is malformed.
 */
export function nestFields(entries: ReadonlyArray<readonly [string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  for (const [name, value] of entries) {
    const path = fieldPath(name);
    if (path.some((segment) => typeof segment === 'string' && UNSAFE.has(segment))) throw new FieldNameConflict(name);
    if (path.length === 1) {
      const key = name;
      const before = root[key];
      if (before === undefined) root[key] = value;
      else if (Array.isArray(before) && before.every((item) => typeof item === 'string')) before.push(value);
      else if (typeof before === 'string') root[key] = [before, value];
      else throw new FieldNameConflict(name);
      continue;
    }
    let node: Container = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i];
      const last = i === path.length - 1;
      const next = path[i + 1];
      const child = () => (typeof next === 'string' ? (Object.create(null) as Record<string, unknown>) : []);
      if (Array.isArray(node)) {
        if (typeof segment === 'string') throw new FieldNameConflict(name);
        const index = segment === null ? node.length : segment;
        if (last) {
          if (node[index] !== undefined) throw new FieldNameConflict(name);
          node[index] = value;
        } else {
          // `a[][b]` starts a new item each time; `a[0][b]` and `a[0][c]` share one.
          const existing: unknown = segment === null ? undefined : node[index];
          if (existing === undefined) node[index] = child();
          else if (!isContainer(existing) || Array.isArray(existing) !== (typeof next !== 'string')) throw new FieldNameConflict(name);
          node = node[index] as Container;
        }
      } else {
        if (typeof segment !== 'string') throw new FieldNameConflict(name);
        let existing = node[segment];
        // `a=1` then `a[]=2`: one list, as a repeated plain name is.
        if (next === null && typeof existing === 'string' && node === root) existing = node[segment] = [existing];
        if (last) {
          if (existing !== undefined) throw new FieldNameConflict(name);
          node[segment] = value;
        } else {
          if (existing === undefined) node[segment] = child();
          else if (!isContainer(existing) || Array.isArray(existing) !== (typeof next !== 'string')) throw new FieldNameConflict(name);
          node = node[segment] as Container;
        }
      }
    }
  }
  return root;
}

/** The item index a file's name gives (`files[2][file]` → 2), the first index in its path. */
export function itemIndex(name: string): number | null {
  const index = fieldPath(name).find((segment): segment is number => typeof segment === 'number');
  return index ?? null;
}
