/**
 * Kept totals (issue 18 §8; docs/decisions.md "Kept totals of searches"): an app process keeps the exact
 * total of a list it has counted, keyed by the list's query (its filters, q and the caller's limits, as
 * SQL and values) and the data generation it was counted at (migration 034's `list_data_generation`,
 * raised by every committed write to the tables below). The page query reads the generation beside its
 * rows, in the same statement and so the same snapshot: if it is the one the total was counted at, the
 * rows counted are the same rows, and the page needs no count. Any other generation, and the list is
 * counted again. Every app process on the database reads the same generation, so a write by one
 * process makes every other's kept totals stale at its commit.
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';

/** The tables whose writes raise the generation (migration 034's triggers; test/server/listTotals.test.ts compares). */
export const GENERATION_TABLES: ReadonlySet<string> = new Set([
  'companies',
  'applications',
  'application_targets',
  'company_references',
  'reference_expertises',
  'company_people',
  'users',
  'people',
  'user_permissions',
]);

/**
 * The generation, as the page query reads it: with the database's name, since one process may talk to
 * several databases (the tests' files, each its own copy of one template) whose numbers coincide; null
 * inside a transaction that has written one of the tables and not yet committed (its reads see its own
 * writes, which the generation does not count yet).
 */
export const listDataGeneration: RawBuilder<string | null> = sql<string | null>`(select case when current_setting('pateva.list_data_written', true) = 'on' then null else current_database() || ' ' || generation end from list_data_generation)`;

/** A string constant, `E'…'` or `'…'`, left out before the SQL's tables are read from it. */
const STRING_CONSTANT = /(?:\bE)?'(?:[^']|'')*'/g;
/** A name after FROM or JOIN: a table (or something the check takes for one, which only stops keeping). */
const NAMED_AFTER_FROM = /\b(?:from|join)\s+(?:only\s+)?("?)([A-Za-z_][A-Za-z0-9_$]*)\1/gi;
/** `from a, b` (a comma join), whose second table the pattern above would not see. */
const COMMA_JOIN = /\bfrom\s+"?[A-Za-z_]\w*"?(?:\s+(?:as\s+)?"?[A-Za-z_]\w*"?)?\s*,/i;

const checked = new Map<string, boolean>();
const CHECKED_KEPT = 500;

/**
 * Whether every table the SQL reads is one whose writes raise the generation. Read from the SQL text
 * (raw fragments included): a subquery over a function, LATERAL, a comma join or anything else it
 * cannot name answers false, and such a list is counted on every page, as before.
 */
export function readsOnlyGenerationTables(text: string): boolean {
  const known = checked.get(text);
  if (known !== undefined) return known;
  const bare = text.replace(STRING_CONSTANT, "''");
  let only = !COMMA_JOIN.test(bare);
  for (const match of bare.matchAll(NAMED_AFTER_FROM)) if (!GENERATION_TABLES.has(match[2])) only = false;
  if (checked.size >= CHECKED_KEPT) checked.clear();
  checked.set(text, only);
  return only;
}

/** A list's count query (its SQL and values) as a short key: a digest, so that kept totals stay small. */
export function totalKey(text: string, parameters: readonly unknown[]): string {
  return createHash('sha256').update(text).update('\u0000').update(JSON.stringify(parameters, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value))).digest('base64url');
}

interface KeptTotal {
  generation: string;
  total: number;
}

/** Totals kept per process, the oldest forgotten first (a total is about a hundred bytes with its key). */
const TOTALS_KEPT = 5000;
const kept = new Map<string, KeptTotal>();

export function keptTotal(key: string): KeptTotal | undefined {
  return kept.get(key);
}

export function keepTotal(key: string, generation: string, total: number): void {
  kept.delete(key);
  if (kept.size >= TOTALS_KEPT) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
  kept.set(key, { generation, total });
}

/**
 * The newest generation this process has read, per database: a kept total counted at an older one is
 * stale for certain (the number only rises), and its list is counted at once instead of first reading
 * a page to learn so (while writes come often, that page would be read twice).
 */
const newest = new Map<string, number>();

/** `generation` as the page query reads it: the database's name, a space, the number. */
function parseGeneration(generation: string): { database: string; number: number } {
  const space = generation.lastIndexOf(' ');
  return { database: generation.slice(0, space), number: Number(generation.slice(space + 1)) };
}

export function sawGeneration(generation: string): void {
  const { database, number } = parseGeneration(generation);
  if (number > (newest.get(database) ?? 0)) newest.set(database, number);
}

/** Whether no newer generation of the same database has been read than `generation`. */
export function mayStillHold(generation: string): boolean {
  const { database, number } = parseGeneration(generation);
  return number >= (newest.get(database) ?? 0);
}

/** For tests: forget every kept total (as a new process would start). */
export function forgetTotals(): void {
  kept.clear();
  newest.clear();
}
