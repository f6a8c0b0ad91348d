/**
 * The job queues, each written once: its name, how a failed job is retried, how long one may run,
 * and, for a job that runs on its own, when. pg-boss keeps the options in its `queue` table; every
 * process writes them at start (boss.ts), so a changed rule here reaches the database on deploy.
 */
import type PgBoss from 'pg-boss';

export interface QueueDeclaration {
  name: string;
  options: Omit<PgBoss.Queue, 'name'>;
  /** Cron, in Finnish time, for a job that runs on its own: every process declares it, pg-boss makes one job of each tick. */
  cron?: string;
  /** How often an idle process looks for its jobs. */
  pollSeconds: number;
  /** A done job keeps only these keys of its data (the rest is personal or acts as a password); unset: all. */
  keptWhenDone?: readonly string[];
}

/** Cron times are read in the office's time zone: "at night" is a Finnish night. */
export const CRON_TIME_ZONE = 'Europe/Helsinki';

/**
 * Outgoing e-mail (outbox.ts). A failed send is tried again after about 10–20 s, then twice as
 * long each time: the twelfth try is 11–23 hours after the first, so a mail server down for half a
 * day delays mail and loses none; after that the job is failed and kept (docs/operations.md).
 * A send may take 2.5 minutes at most (the mailer's timeouts), well within the 5 minutes after
 * which pg-boss counts a job as lost and tries it again.
 */
export const mailQueue = {
  name: 'mail',
  options: { retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
  pollSeconds: 1,
  // A sent mail's text goes: its links act as passwords for an hour (a reset link, whose token the
  // database otherwise keeps only hashed) and it may quote people's messages. Who and what stay.
  keptWhenDone: ['to', 'subject'],
} satisfies QueueDeclaration;

/** The nightly sweep of stored files no file row names any more (http/files.ts sweepUnreferencedBlobs). */
export const sweepFilesQueue = {
  name: 'sweep-files',
  options: { retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 },
  cron: '30 3 * * *',
  pollSeconds: 60,
} satisfies QueueDeclaration;

/**
 * A reminder job run each morning at `cron`: a run that fails is tried again within the hour; a
 * reminder already sent is never sent again (the module keeps a row of each).
 */
function morningReminders(name: string, cron: string): QueueDeclaration {
  return { name, options: { retryLimit: 4, retryDelay: 600, retryBackoff: true, expireInSeconds: 900 }, cron, pollSeconds: 60 };
}

/** Certificate expiry reminders (modules/certificates/reminders.ts), 90/30/7 days before the end. */
export const certificateRemindersQueue = morningReminders('certificate-reminders', '0 7 * * *');

/** Board meeting renewal reminders on the meetings' renewal dates (modules/boards/renewalReminders.ts), after the certificates' own. */
export const meetingRenewalRemindersQueue = morningReminders('meeting-renewal-reminders', '15 7 * * *');

/** Company case reminders (modules/companyCases/reminders.ts): 7 days before the due date and once overdue. */
export const companyCaseRemindersQueue = morningReminders('company-case-reminders', '45 7 * * *');

/** Audit deviation reminders (modules/auditPrograms/deviationReminders.ts): 7 days before a deviation's due date and once overdue. */
export const deviationRemindersQueue = morningReminders('deviation-reminders', '30 7 * * *');

/** The PRH watch (modules/companyCases/prhWatch.ts), each night: monitored companies' register data read afresh; each change opens one case. */
export const prhWatchQueue = {
  name: 'prh-watch',
  options: { retryLimit: 3, retryDelay: 1800, retryBackoff: true, expireInSeconds: 3600 },
  cron: '0 5 * * *',
  pollSeconds: 60,
} satisfies QueueDeclaration;

export const QUEUES: readonly QueueDeclaration[] = [
  mailQueue,
  sweepFilesQueue,
  certificateRemindersQueue,
  meetingRenewalRemindersQueue,
  companyCaseRemindersQueue,
  prhWatchQueue,
  deviationRemindersQueue,
];
