/**
 * End-to-end tests run against the portal as `npm start` runs it (built app,
 * embedded PostgreSQL, demo data), in a fresh DATA_DIR, with a local fake PRH.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import '../support/keepExitCode';
import { freePort } from '../../server/db/embedded';
import { startFakePrh } from '../support/fakePrh';
import { PRH_COMPANY } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the portal exited (${server.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not answer in time:\n${log()}`);
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pateva-e2e-'));
  const prh = await startFakePrh();
  prh.companies.set(PRH_COMPANY.businessId, PRH_COMPANY);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PRH_API_URL: prh.url, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise((resolve) => (timer = setTimeout(resolve, 15_000)));
    await Promise.race([exited, gaveUp]);
    clearTimeout(timer);
    if (server.exitCode === null) {
      console.error('the portal did not stop on SIGTERM within 15 s:\n' + output);
      server.kill('SIGKILL');
    }
    await prh.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
