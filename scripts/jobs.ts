/**
 * The job queue by hand (docs/operations.md "Jobs"):
 *
 *   npm run jobs -- failed [queue]          failed jobs, newest first, with their last error
 *   npm run jobs -- retry [queue] [id …]    failed jobs back in the queue: all, a queue's, or the ids
 *
 * On DATABASE_URL; without it, on the embedded PostgreSQL of DATA_DIR, which runs while the portal does.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { createDb } from '../server/db/kysely';
import { failedJobs, retryFailed } from '../server/jobs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The running embedded PostgreSQL: its port and socket folder from postmaster.pid (lines 4 and 5), its password beside it. */
async function embeddedUrl(dataDir: string): Promise<string> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const lines = (await readFile(pidFile, 'utf8').catch(() => {
    throw new Error(`No PostgreSQL runs in ${dataDir} (no ${pidFile}): start the portal, or set DATABASE_URL.`);
  })).split('\n');
  const port = lines[3]?.trim();
  const socketDir = lines[4]?.trim();
  const password = (await readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  return socketDir
    ? `postgres://postgres:${password}@localhost:${port}/pateva?host=${encodeURIComponent(socketDir)}`
    : `postgres://postgres:${password}@127.0.0.1:${port}/pateva`;
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'failed' && command !== 'retry') {
    console.error('Usage: npm run jobs -- failed [queue] | retry [queue] [id …]');
    process.exit(2);
  }
  const config = loadConfig();
  const db = createDb(config.databaseUrl ?? (await embeddedUrl(config.dataDir)), 1);
  try {
    const ids = rest.filter((arg) => UUID.test(arg));
    const queue = rest.find((arg) => !UUID.test(arg));
    if (command === 'failed') {
      const jobs = await failedJobs(db, queue);
      for (const job of jobs) {
        const data = JSON.stringify(job.data);
        console.log(`${job.id}  ${job.queue}  ${job.failedAt.toISOString()}  ${job.tries} tries  ${job.error ?? ''}\n    ${data.length > 200 ? `${data.slice(0, 200)} …` : data}`);
      }
      console.log(`${jobs.length} failed job(s).`);
    } else {
      console.log(`${await retryFailed(db, { queue, ids })} job(s) back in the queue.`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
