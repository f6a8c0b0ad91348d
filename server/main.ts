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
import { createMailer } from './integrations/mailer';
import { createPrhClient } from './integrations/prh';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function sessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
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
  if (await isEmptyDatabase(db)) {
    await seedDemo(db);
    console.log('Empty database: demo data written.');
  }
  const demoPresent = await db.selectFrom('users').select('id').where('email', '=', DEMO_USERS[0].email).executeTakeFirst();

  const app = await buildApp({
    context: {
      db,
      mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox') }),
      prh: createPrhClient(db, config.prhApiUrl),
      appUrl: config.appUrl,
      secret: await sessionSecret(config),
    },
    distDir: path.join(root, 'dist'),
    logger: { level: config.logLevel },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping …`);
    await app.close();
    await db.destroy();
    if (embedded) await embedded.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const host = process.env.HOST || '127.0.0.1';
  try {
    await app.listen({ port: config.port, host });
  } catch (error) {
    console.error(`Cannot listen on ${host}:${config.port}: ${(error as Error).message}. Set PORT to a free port.`);
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
