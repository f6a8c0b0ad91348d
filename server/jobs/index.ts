/**
 * The job queue (pg-boss on our PostgreSQL, schema `pgboss`): mail from the outbox and the
 * scheduled jobs, run by every app process, each job once (docs/operations.md "Jobs").
 *
 * main.ts creates it with the mailer and the sweep, starts it before the server listens and
 * stops it after the server has drained; the API tests start one per test file without polling
 * and run the due jobs themselves (test/server/helpers.ts).
 */
import type { Mailer } from '../integrations/mailer';
import { installQueues, installSchedules, newBoss } from './boss';
import { createOutbox, mailJobSchema, type Outbox } from './outbox';
import {
  certificateRemindersQueue,
  companyCaseRemindersQueue,
  deviationRemindersQueue,
  mailQueue,
  meetingRenewalRemindersQueue,
  prhWatchQueue,
  QUEUES,
  sweepFilesQueue,
  type QueueDeclaration,
} from './queues';
import { queueWorker, type JobLog, type QueueWorker } from './worker';

export type { Outbox } from './outbox';
export type { JobLog } from './worker';
export { failedJobs, retryFailed, type FailedJob } from './admin';

export interface JobsOptions {
  connectionString: string;
  /** Where mail jobs send (integrations/mailer.ts): SMTP, or .eml files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** The nightly sweep of unreferenced stored files. */
  sweepFiles: () => Promise<void>;
  /** The morning's certificate expiry reminders, given this queue's outbox (modules/certificates); none: the job does nothing. */
  certificateReminders?: (outbox: Outbox) => Promise<unknown>;
  /** The morning's board meeting renewal reminders (modules/boards); none: the job does nothing. */
  meetingRenewalReminders?: (outbox: Outbox) => Promise<unknown>;
  /** The morning's company case reminders (modules/companyCases); none: the job does nothing. */
  companyCaseReminders?: (outbox: Outbox) => Promise<unknown>;
  /** The nightly PRH watch of monitored companies (modules/companyCases); none: the job does nothing. */
  prhWatch?: (outbox: Outbox) => Promise<unknown>;
  /** The morning's audit deviation reminders (modules/auditPrograms); none: the job does nothing. */
  deviationReminders?: (outbox: Outbox) => Promise<unknown>;
  /** false: this process writes jobs and runs them only through runDue (the API tests); default true. */
  work?: boolean;
  log?: JobLog;
  /** Quicker clocks than production's, for tests that wait for a retry or a schedule. */
  tuning?: { mailRetryDelaySeconds?: number; sweepCron?: string; cronCheckSeconds?: number; pollSeconds?: number };
}

export interface Jobs {
  /** For the request context: mail written in a change's transaction. */
  outbox: Outbox;
  /** Installs or upgrades the `pgboss` schema, writes the queues; with `work`, also the schedules and the polling. */
  start(): Promise<void>;
  /** Runs every job due now in this process, until none is left (tests; a drained queue needs no sleeping). */
  runDue(): Promise<number>;
  /** Stops polling, gives running jobs a moment, and closes the queue's connections. */
  stop(): Promise<void>;
}

/** How long the stop waits for jobs in flight (a mail is milliseconds): within the stop's limits (docs/operations.md). */
const STOP_GRACE_MS = 3000;

const consoleLog: JobLog = { info: (line) => console.log(line), error: (line) => console.error(line) };

/** The queues as this process runs them: production's, or quicker ones a test asks for. */
function tunedQueues(tuning: NonNullable<JobsOptions['tuning']>): QueueDeclaration[] {
  return QUEUES.map((queue) => {
    const tuned: QueueDeclaration = { ...queue, options: { ...queue.options } };
    if (tuning.pollSeconds) tuned.pollSeconds = tuning.pollSeconds;
    if (queue.name === mailQueue.name && tuning.mailRetryDelaySeconds) tuned.options.retryDelay = tuning.mailRetryDelaySeconds;
    if (queue.name === sweepFilesQueue.name && tuning.sweepCron) tuned.cron = tuning.sweepCron;
    return tuned;
  });
}

export function createJobs(options: JobsOptions): Jobs {
  const work = options.work ?? true;
  const log = options.log ?? consoleLog;
  const tuning = options.tuning ?? {};
  const queues = tunedQueues(tuning);
  const boss = newBoss({ connectionString: options.connectionString, work, cronCheckSeconds: tuning.cronCheckSeconds });
  // pg-boss reports its own troubles (maintenance, schedules, a lost connection) as events; unheard, one would end the process.
  boss.on('error', (error) => log.error(`Job queue: ${error.message}`));

  const handlers: Record<string, (data: unknown) => Promise<void>> = {
    [mailQueue.name]: (data) => options.mailer.send(mailJobSchema.parse(data)),
    [sweepFilesQueue.name]: () => options.sweepFiles(),
    [certificateRemindersQueue.name]: async () => {
      await options.certificateReminders?.(outbox);
    },
    [meetingRenewalRemindersQueue.name]: async () => {
      await options.meetingRenewalReminders?.(outbox);
    },
    [companyCaseRemindersQueue.name]: async () => {
      await options.companyCaseReminders?.(outbox);
    },
    [prhWatchQueue.name]: async () => {
      await options.prhWatch?.(outbox);
    },
    [deviationRemindersQueue.name]: async () => {
      await options.deviationReminders?.(outbox);
    },
  };
  const outbox = createOutbox(boss);
  const workers: QueueWorker[] = queues.map((queue) => queueWorker(boss, queue, handlers[queue.name], log));

  return {
    outbox,
    async start() {
      await boss.start();
      await installQueues(boss, queues);
      if (!work) return;
      await installSchedules(boss, queues);
      for (const worker of workers) worker.start();
    },
    async runDue() {
      let total = 0;
      for (const worker of workers) total += await worker.runDue();
      return total;
    },
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop(STOP_GRACE_MS)));
      await boss.stop({ timeout: 1000 });
    },
  };
}
