/**
 * Issue 18 #7: `npm start` as a container runtime runs it. SIGTERM to the npm process stops the
 * server and its embedded PostgreSQL (nothing started for its DATA_DIR is left running), and a
 * second start with unchanged sources does not build the browser app again. Also when npm is the
 * first process of its PID namespace, as in a container (`unshare`, where the machine allows it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded';
import { request } from '../support/portalProcess';

let dataDir = '';

/** The processes (own user's) whose environment names this DATA_DIR: npm, sh, the server, PostgreSQL. */
function processesOfDataDir(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'latin1').split('\u0000');
      if (environ.includes(`DATA_DIR=${dataDir}`)) pids.push(Number(entry));
    } catch {
      // gone, or another user's
    }
  }
  return pids;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pateva-npm-start-'));
});

afterAll(async () => {
  // Whatever a failed test left behind: PostgreSQL first (a fast shutdown), then the rest.
  for (const pid of processesOfDataDir()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

interface NpmStart {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  baseUrl: string;
}

/** A container's first process: `unshare` makes npm PID 1 of a new PID namespace (root only). */
const ASPID1 = ['unshare', '--pid', '--fork', '--mount-proc'];
const canBePid1 = spawnSync(ASPID1[0], [...ASPID1.slice(1), 'true']).status === 0;

async function npmStart(asPid1 = false): Promise<NpmStart> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const [command, ...args] = asPid1 ? [...ASPID1, 'npm', 'start'] : ['npm', 'start'];
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', PRH_API_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + 240_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
    const health = await request(baseUrl, 'GET', '/api/health').catch(() => null);
    if (health?.status === 200) return { child, output: () => output, exited, baseUrl };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not answer in time:\n${output}`);
}

/** A process's pid in its innermost PID namespace (the last of /proc's NSpid). */
function innermostPid(pid: number): number {
  const line = /^NSpid:\s+(.*)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? String(pid);
  return Number(line.trim().split(/\s+/).at(-1));
}

/** The process whose parent is `parent` (npm below unshare). */
function childOf(parent: number): number {
  for (const pid of processesOfDataDir()) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    if (new RegExp(`^PPid:\\s+${parent}$`, 'm').test(status)) return pid;
  }
  throw new Error(`no child of ${parent}`);
}

/** SIGTERM to the npm process; then within 30 s no process of the DATA_DIR runs and nothing listens. */
async function terminate(started: NpmStart, asPid1 = false): Promise<void> {
  // The postmaster.pid names PostgreSQL's pid as its own PID namespace sees it: compare the namespaced pids.
  const postgresPid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  expect(processesOfDataDir().map(innermostPid)).toContain(postgresPid);
  // PID 1's end kills the rest of its namespace at once: only a drain npm waits for leaves PostgreSQL stopped.
  if (asPid1) process.kill(childOf(started.child.pid ?? 0), 'SIGTERM');
  else started.child.kill('SIGTERM');
  await started.exited;
  const deadline = Date.now() + 30_000;
  while (processesOfDataDir().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(processesOfDataDir(), started.output()).toEqual([]);
  await expect(request(started.baseUrl, 'GET', '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  // The server drained and stopped PostgreSQL itself (server/main.ts), not cut down.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(started.output()).toContain('Stopped.');
  expect(() => readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toThrow();
}

describe('npm start', () => {
  it('stops the server and its PostgreSQL on SIGTERM to npm, and starts again without building unchanged sources', async () => {
    const first = await npmStart();
    await terminate(first);

    const startedAt = Date.now();
    const second = await npmStart();
    const startSeconds = (Date.now() - startedAt) / 1000;
    expect(second.output()).not.toContain('building dist/');
    console.log(`npm start with unchanged sources answered in ${startSeconds.toFixed(1)} s`);
    await terminate(second);
  }, 400_000);

  it.skipIf(!canBePid1)('drains and stops PostgreSQL on SIGTERM when npm is the first process of a container', async () => {
    const started = await npmStart(true);
    await terminate(started, true);
  }, 300_000);
});
