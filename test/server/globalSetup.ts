/**
 * API tests run on real PostgreSQL: TEST_DATABASE_URL (a server to create a fresh
 * database on), else an embedded one in a temporary folder. Each run gets its own database,
 * so several runs (and the portal itself) can go on side by side.
 */
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import '../support/keepExitCode';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded';
import { createDb, migrateToLatest } from '../../server/db/kysely';
import { seedDescribables } from '../../server/db/seed/describables';
import { createJobs } from '../../server/jobs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded template; each test file works on its own copy (helpers.ts fileDatabaseUrl). */
    databaseUrl: string;
    /** The server's maintenance database, to create and drop the copies on. */
    adminDatabaseUrl: string;
  }
}

let embedded: EmbeddedDatabase | null = null;
let embeddedDir: string | null = null;
let adminUrl: string | null = null;
let databaseName = '';

export default async function setup(project: TestProject) {
  databaseName = `pateva_test_${Date.now()}_${process.pid}`;
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    embeddedDir = await mkdtemp(path.join(os.tmpdir(), 'pateva-api-test-'));
    embedded = await startEmbeddedPostgres(embeddedDir, 'postgres');
    adminUrl = embedded.url;
  }
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const db = createDb(url.toString(), 2);
  await migrateToLatest(db);
  await seedDescribables(db);
  await db.destroy();
  // The job queue's schema and queues (server/jobs) in the template too: each file's copy starts with them.
  const jobs = createJobs({ connectionString: url.toString(), mailer: { send: async () => {} }, sweepFiles: async () => {}, work: false });
  await jobs.start();
  await jobs.stop();
  project.provide('databaseUrl', url.toString());
  project.provide('adminDatabaseUrl', adminUrl);
  console.log(`API tests on ${process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'embedded PostgreSQL'}, database ${databaseName}`);

  return async () => {
    const client = new pg.Client(adminUrl ?? '');
    await client.connect();
    // The template and every test file's copy of it (named after it).
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname = $1 or starts_with(datname, $2)', [databaseName, `${databaseName}_`]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
    if (embedded) await embedded.stop();
    if (embeddedDir) await rm(embeddedDir, { recursive: true, force: true });
  };
}
