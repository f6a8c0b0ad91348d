/** Login throttling in PostgreSQL (shared by every app process): five failures a minute per e-mail. */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

export const MAX_FAILURES_PER_MINUTE = 5;

export async function isThrottled(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('email', '=', email)
    .where('failed_at', '>', sql<Date>`now() - interval '1 minute'`)
    .executeTakeFirstOrThrow();
  return row.failures >= MAX_FAILURES_PER_MINUTE;
}

export async function recordFailure(db: Db, email: string): Promise<void> {
  await db.insertInto('login_failures').values({ email }).execute();
  await db.deleteFrom('login_failures').where('failed_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
