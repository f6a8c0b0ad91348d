/**
 * What an operator does with jobs by hand (scripts/jobs.ts, docs/operations.md): list the failed
 * ones with their last error, and send them again. Plain SQL on pg-boss's tables, so that the
 * same statements work from psql.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  /** Tries made (pg-boss counts the retries; the first try is not one). */
  tries: number;
  failedAt: Date;
  error: string | null;
}

/** Failed jobs, newest first: they stay in pgboss.job for two weeks (jobs/boss.ts). */
export async function failedJobs(db: Kysely<Database>, queue?: string): Promise<FailedJob[]> {
  const { rows } = await sql<FailedJob>`
    select id::text as id, name as queue, data, retry_count + 1 as tries, completed_on as "failedAt", output->>'message' as error
    from pgboss.job
    where state = 'failed' and (${queue ?? null}::text is null or name = ${queue ?? null})
    order by completed_on desc`.execute(db);
  return rows;
}

/**
 * Puts failed jobs back in the queue with a fresh series of tries (the queue's retry rule), due
 * now, and kept two weeks more; all of a queue's, or the ids given. The number put back.
 * completed_on is cleared, since pg-boss archives a job that is not failed 12 hours after it.
 */
export async function retryFailed(db: Kysely<Database>, options: { queue?: string; ids?: readonly string[] } = {}): Promise<number> {
  const ids = options.ids && options.ids.length > 0 ? [...options.ids] : null;
  const { rows } = await sql<{ id: string }>`
    update pgboss.job
    set state = 'retry', retry_count = 0, start_after = now(), completed_on = null, keep_until = now() + interval '14 days'
    where state = 'failed'
      and (${options.queue ?? null}::text is null or name = ${options.queue ?? null})
      and (${ids}::uuid[] is null or id = any(${ids}::uuid[]))
    returning id::text as id`.execute(db);
  return rows.length;
}
