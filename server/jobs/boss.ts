/** The pg-boss instance of a process, and the queues and schedules every process writes at start. */
import PgBoss from 'pg-boss';
import { CRON_TIME_ZONE, type QueueDeclaration } from './queues';

export interface BossOptions {
  connectionString: string;
  /** false: no maintenance and no schedules in this process (it only writes and runs jobs when told). */
  work: boolean;
  /** How often the schedules are looked at (pg-boss's default, 30 s, unless a test needs it sooner). */
  cronCheckSeconds?: number;
}

/** Failed jobs stay in `pgboss.job`, where they can be retried (docs/operations.md), for two weeks. */
const FAILED_KEPT_SECONDS = 14 * 24 * 3600;

export function newBoss(options: BossOptions): PgBoss {
  return new PgBoss({
    connectionString: options.connectionString,
    // A pool of its own, small: polling never waits behind requests for the app's connections, and
    // pg-boss's maintenance (BEGIN … COMMIT sent as one string) never runs on a connection a request
    // then gets.
    max: 2,
    application_name: 'pateva-jobs',
    schema: 'pgboss',
    supervise: options.work,
    schedule: options.work,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
    ...(options.cronCheckSeconds ? { cronMonitorIntervalSeconds: options.cronCheckSeconds, cronWorkerIntervalSeconds: options.cronCheckSeconds } : {}),
  });
}

/** Creates the queues that are missing and writes every queue's options (a changed rule reaches old queues too). */
export async function installQueues(boss: PgBoss, queues: readonly QueueDeclaration[]): Promise<void> {
  for (const queue of queues) {
    await boss.createQueue(queue.name, { name: queue.name, ...queue.options });
    await boss.updateQueue(queue.name, { name: queue.name, ...queue.options });
  }
}

/**
 * Writes each queue's schedule (a queue without one has its old one removed). Every process does
 * so; pg-boss lets one process at a time look at the schedules and makes at most one job per queue
 * per minute, so two processes run each scheduled job once.
 */
export async function installSchedules(boss: PgBoss, queues: readonly QueueDeclaration[]): Promise<void> {
  for (const queue of queues) {
    if (queue.cron) await boss.schedule(queue.name, queue.cron, {}, { tz: CRON_TIME_ZONE });
    else await boss.unschedule(queue.name);
  }
}
