/**
 * Rate limits in PostgreSQL, shared by every app process (ARCHITECTURE: nothing shared lives in
 * process memory). A hit is counted before the work it limits is done, in one atomic upsert, so
 * thirty parallel requests cannot slip past a limit of five: the sixth and later see a count above it.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import { HttpError } from './errors';

export interface Limit {
  /** What is counted, e.g. `login-pair`; part of the key. */
  name: string;
  max: number;
  windowSeconds: number;
}

const keyOf = (limit: Limit, subject: string) => createHash('sha256').update(`${limit.name}\u0000${subject}`).digest('hex');

/** The start of the current window of `limit`, computed by PostgreSQL so every process agrees. */
const WINDOW_START = (limit: Limit) =>
  sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${limit.windowSeconds}) * ${limit.windowSeconds})`;

/** Counts one hit of `subject` against `limit`; true while the hits in this window are within it. */
export async function hit(db: Db, limit: Limit, subject: string): Promise<boolean> {
  const row = await sql<{ hits: number }>`
    insert into rate_limits (key, window_start, hits)
    values (${keyOf(limit, subject)}, ${WINDOW_START(limit)}, 1)
    on conflict (key, window_start) do update set hits = rate_limits.hits + 1
    returning hits`.execute(db);
  // Old windows go now and then, so the table stays small without a job.
  if (Math.random() < 0.01) await db.deleteFrom('rate_limits').where('window_start', '<', sql<Date>`now() - interval '1 day'`).execute();
  return (row.rows[0]?.hits ?? 0) <= limit.max;
}

/** Takes back one hit of this window: what was counted turned out to be allowed (a sign-in that succeeded). */
export async function refund(db: Db, limit: Limit, subject: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql`hits - 1` })
    .where('key', '=', keyOf(limit, subject))
    .where('window_start', '=', WINDOW_START(limit))
    .where('hits', '>', 0)
    .execute();
}

/** Forgets the hits of `subject` (e.g. a pair's failures after the right password). */
export async function forget(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', keyOf(limit, subject)).execute();
}

export const tooMany = (message: string) => new HttpError(429, message, 'throttled');
