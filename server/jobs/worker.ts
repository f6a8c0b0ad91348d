/**
 * One queue's worker in this process: fetches due jobs, runs each, and records its outcome.
 *
 * Written over pg-boss's fetch, complete and fail rather than its `work()`, because `work()`
 * fails a whole batch when one job of it throws (one bad address would resend its neighbours),
 * does not await its complete/fail (a database outage at that moment is an unhandled rejection,
 * which ends a Node process), and offers nothing to await: tests run the due jobs now
 * (`runDue`), and the stop waits for the jobs in flight.
 */
import type PgBoss from 'pg-boss';

export interface JobLog {
  info(message: string): void;
  error(message: string): void;
}

export interface QueueWorker {
  /** Polls for due jobs until stopped. */
  start(): void;
  /** Runs the jobs due now, until none is left; the number run. */
  runDue(): Promise<number>;
  /** Stops polling; jobs still running after `graceMs` are failed, so that they are tried again. */
  stop(graceMs: number): Promise<void>;
}

const BATCH_SIZE = 10;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A delay that `cut()` ends early. */
function pause(ms: number): { done: Promise<void>; cut: () => void } {
  let cut = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    cut = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { done, cut };
}

/** Drops a done job's data but the named keys (queues.ts keptWhenDone). */
const TRIM_DONE_JOB = `
  update pgboss.job set data = (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(data) where key = any($3::text[]))
  where name = $1 and id = $2::uuid and state = 'completed'`;

export function queueWorker(
  boss: PgBoss,
  queue: { name: string; pollSeconds: number; keptWhenDone?: readonly string[] },
  handle: (data: unknown) => Promise<void>,
  log: JobLog,
): QueueWorker {
  const running = new Map<string, Promise<void>>();
  let polling: Promise<void> | null = null;
  let stopping = false;
  let wait: { done: Promise<void>; cut: () => void } | null = null;

  /** The job's outcome is written, or logged when the database is away: the job then expires and is tried again. */
  async function record(job: PgBoss.Job<unknown>, outcome: 'complete' | 'fail', error?: unknown): Promise<void> {
    try {
      if (outcome === 'complete') {
        await boss.complete(queue.name, job.id);
        if (queue.keptWhenDone) await boss.getDb().executeSql(TRIM_DONE_JOB, [queue.name, job.id, [...queue.keptWhenDone]]);
      } else await boss.fail(queue.name, job.id, { message: messageOf(error) });
    } catch (recordError) {
      log.error(`Job ${queue.name} ${job.id}: its outcome (${outcome}) was not saved: ${messageOf(recordError)}`);
    }
  }

  function run(job: PgBoss.Job<unknown>): Promise<void> {
    // Through a promise, so that a handler throwing at once (bad job data) fails its job like any other error.
    const done = Promise.resolve(job.data).then(handle).then(
      () => record(job, 'complete'),
      (error: unknown) => {
        log.error(`Job ${queue.name} ${job.id} failed (tried again later unless its tries are used up): ${messageOf(error)}`);
        return record(job, 'fail', error);
      },
    );
    const tracked = done.finally(() => running.delete(job.id));
    running.set(job.id, tracked);
    return tracked;
  }

  /** One fetch and its jobs; pg-boss's fetch answers [] when the database is away. */
  async function batch(): Promise<number> {
    const jobs = await boss.fetch<unknown>(queue.name, { batchSize: BATCH_SIZE });
    await Promise.all(jobs.map(run));
    return jobs.length;
  }

  async function poll(): Promise<void> {
    while (!stopping) {
      let fetched = 0;
      try {
        fetched = await batch();
      } catch (error) {
        log.error(`Job queue ${queue.name}: ${messageOf(error)}`);
      }
      // A full batch may have more behind it: fetch again at once.
      if (stopping || fetched === BATCH_SIZE) continue;
      wait = pause(queue.pollSeconds * 1000);
      await wait.done;
      wait = null;
    }
  }

  return {
    start() {
      stopping = false;
      polling ??= poll();
    },
    async runDue() {
      let total = 0;
      for (let fetched = await batch(); fetched > 0; fetched = await batch()) total += fetched;
      return total;
    },
    async stop(graceMs) {
      stopping = true;
      wait?.cut();
      const grace = pause(graceMs);
      // The poll ends after the batch it is in (a fetch under way, its jobs running).
      await Promise.race([Promise.all([polling, ...running.values()]), grace.done]);
      grace.cut();
      polling = null;
      const cutShort = [...running.keys()];
      if (cutShort.length > 0) {
        log.error(`Job queue ${queue.name}: ${cutShort.length} job(s) still running at the stop; they are tried again later.`);
        const message = 'the process stopped while the job ran';
        await Promise.all(cutShort.map((id) => boss.fail(queue.name, id, { message }).catch(() => {})));
      }
    },
  };
}
