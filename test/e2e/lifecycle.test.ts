/**
 * Issue 8 #1–#3: the portal survives kill -9 (the next start recovers the embedded PostgreSQL
 * and every acknowledged write is there), PostgreSQL dying under load (503 in the JSON error
 * format, then service again), and SIGTERM under load (no 5xx, no reset, every committed write answered).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { request, signIn, startPortal, type PortalProcess } from '../support/portalProcess';

let dataDir = '';
let portal: PortalProcess | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pateva-lifecycle-'));
});

afterAll(async () => {
  portal?.child.kill('SIGKILL');
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGQUIT');
    } catch {
      // already gone
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

interface WriteLoop {
  /** Office names the server answered 201 for. */
  acknowledged: string[];
  statuses: number[];
  /** Socket errors by code (ECONNREFUSED once the server no longer listens). */
  socketErrors: string[];
  stop(): Promise<void>;
}

/** `workers` clients adding offices one after another until stopped. */
function writeLoop(baseUrl: string, headers: Record<string, string>, companyId: number, prefix: string, workers = 4): WriteLoop {
  const loop: WriteLoop = { acknowledged: [], statuses: [], socketErrors: [], stop: async () => {} };
  let running = true;
  let sent = 0;
  const worker = async () => {
    while (running) {
      const name = `${prefix} ${++sent}`;
      try {
        const answer = await request(baseUrl, 'POST', `/api/companies/${companyId}/offices`, { body: { name }, headers });
        loop.statuses.push(answer.status);
        if (answer.status === 201) loop.acknowledged.push(name);
      } catch (error) {
        loop.socketErrors.push((error as NodeJS.ErrnoException).code ?? String(error));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const all = Promise.all(Array.from({ length: workers }, worker));
  loop.stop = async () => {
    running = false;
    await all;
  };
  return loop;
}

async function officeNames(baseUrl: string, headers: Record<string, string>, companyId: number): Promise<string[]> {
  const answer = await request(baseUrl, 'GET', `/api/companies/${companyId}/offices?paginate=false`, { headers });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { data: Array<{ name: string }> }).data.map((office) => office.name);
}

const waitUntil = async (condition: () => boolean, milliseconds: number) => {
  const deadline = Date.now() + milliseconds;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
};

async function companyAdmin(baseUrl: string) {
  const headers = await signIn(baseUrl, 'yritys@pateva.test', DEMO_PASSWORD);
  const me = JSON.parse((await request(baseUrl, 'GET', '/api/users/me', { headers })).body) as { companies: Array<{ id: number }> };
  return { headers, companyId: me.companies[0].id };
}

describe('the portal process', () => {
  it('starts again after kill -9 during writes, with every acknowledged write', async () => {
    portal = await startPortal(dataDir);
    const { headers, companyId } = await companyAdmin(portal.baseUrl);
    const loop = writeLoop(portal.baseUrl, headers, companyId, 'Ennen kaatumista');
    await waitUntil(() => loop.acknowledged.length >= 20, 30_000);
    portal.child.kill('SIGKILL');
    await portal.exited;
    await loop.stop();
    expect(loop.acknowledged.length).toBeGreaterThanOrEqual(20);

    // The embedded PostgreSQL of the killed portal still runs; the new start stops it and goes on.
    portal = await startPortal(dataDir);
    expect(portal.output()).toContain('left running');
    const again = await companyAdmin(portal.baseUrl);
    const stored = await officeNames(portal.baseUrl, again.headers, again.companyId);
    for (const name of loop.acknowledged) expect(stored).toContain(name);
  });

  it('answers 503 in the error format while its PostgreSQL is down, then serves again', async () => {
    portal ??= await startPortal(dataDir);
    const { headers, companyId } = await companyAdmin(portal.baseUrl);
    const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const loop = writeLoop(portal.baseUrl, headers, companyId, 'Katkon aikana', 2);
    await waitUntil(() => loop.acknowledged.length >= 5, 30_000);
    process.kill(postmaster, 'SIGKILL');
    const outage: Array<{ status: number; body: string }> = [];
    await waitUntil(() => {
      void request(portal?.baseUrl ?? '', 'GET', '/api/health').then((answer) => outage.push(answer), () => undefined);
      return outage.some((answer) => answer.status === 503) && outage.at(-1)?.status === 200;
    }, 60_000);
    await loop.stop();

    expect(portal.child.exitCode).toBeNull();
    expect(outage.some((answer) => answer.status === 503)).toBe(true);
    const failed = loop.statuses.filter((status) => status >= 500);
    expect(failed.every((status) => status === 503)).toBe(true);
    expect((await request(portal.baseUrl, 'GET', '/api/health')).status).toBe(200);
    // Service again, with the same session.
    const after = await request(portal.baseUrl, 'POST', `/api/companies/${companyId}/offices`, { body: { name: 'Katkon jälkeen' }, headers });
    expect(after.status).toBe(201);
    const stored = await officeNames(portal.baseUrl, headers, companyId);
    for (const name of loop.acknowledged) expect(stored).toContain(name);
  });

  it('on SIGTERM under load answers every request it took in, with no 5xx, then stops its PostgreSQL', async () => {
    portal ??= await startPortal(dataDir);
    const { headers, companyId } = await companyAdmin(portal.baseUrl);
    const port = new URL(portal.baseUrl).port;
    const before = await officeNames(portal.baseUrl, headers, companyId);
    const loop = writeLoop(portal.baseUrl, headers, companyId, 'Pysäytyksen aikana', 6);
    await waitUntil(() => loop.acknowledged.length >= 10, 30_000);
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    await loop.stop();

    expect(loop.statuses.filter((status) => status >= 500)).toEqual([]);
    // Once it stops listening, new connections are refused; one the kernel had queued but the app
    // never accepted is reset (docs/operations.md). Neither was read, so neither committed
    // anything: the count below proves no accepted request went unanswered.
    expect(loop.socketErrors.filter((code) => code !== 'ECONNREFUSED' && code !== 'ECONNRESET')).toEqual([]);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    portal = await startPortal(dataDir, Number(port));
    const again = await companyAdmin(portal.baseUrl);
    const stored = await officeNames(portal.baseUrl, again.headers, again.companyId);
    const added = stored.filter((name) => !before.includes(name) && name.startsWith('Pysäytyksen aikana'));
    // Every committed write was answered, and every answered one is there.
    expect(added.sort()).toEqual([...loop.acknowledged].sort());
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    portal = null;
  });
});
