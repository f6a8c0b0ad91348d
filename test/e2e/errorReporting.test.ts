/**
 * Issue 22 §5 in Chromium: the browser's error tracker loads only after sign-in and only when the
 * portal has SENTRY_DSN; an error thrown in the signed-in app reaches the tracker (a local fake)
 * with the e-mail address in its message masked and no user. The shared e2e portal runs without
 * SENTRY_DSN; the reporting one is a portal of its own (a fresh DATA_DIR) pointed at the fake.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakeErrorTracker, type FakeErrorTracker } from '../support/fakeErrorTracker';
import { startPortal, type PortalProcess } from '../support/portalProcess';
import { launch, newPage, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';

const TRACKER_SCRIPT = '/error-tracker.js';

let browser: Browser;
let tracker: FakeErrorTracker | null = null;
let portal: PortalProcess | null = null;
let dataDir = '';

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (portal) {
    const exited = portal.exited;
    portal.child.kill('SIGTERM');
    await exited;
  }
  // Should the portal not have stopped its PostgreSQL, stop it here (as lifecycle.test.ts does).
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (dataDir && existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGQUIT');
    } catch {
      // already gone
    }
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await tracker?.close();
});

/** The paths of the scripts the page asks for from now on. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Signs in as the demo company admin and waits until the app has read its settings (GET /api/client-config). */
async function signInAndReadSettings(page: Page): Promise<unknown> {
  const settings = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/client-config');
  await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
  return (await settings).json();
}

describe('error reporting in the browser', () => {
  it('without SENTRY_DSN no tracker loads, neither on the sign-in page nor after sign-in', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    const scripts = scriptRequests(page);
    expect(await signInAndReadSettings(page)).toEqual({ errorReporting: null });
    await page.getByRole('heading').first().waitFor();
    expect(scripts).not.toContain(TRACKER_SCRIPT);
    expect(await page.evaluate(() => document.querySelector('script[data-error-tracker]') === null && window.__patevaTracker === undefined)).toBe(true);
    await context.close();
  });

  it('with SENTRY_DSN the tracker loads after sign-in only, and a thrown error arrives scrubbed', { timeout: 240_000 }, async () => {
    tracker = await startFakeErrorTracker();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pateva-error-reporting-'));
    portal = await startPortal(dataDir, undefined, { SENTRY_DSN: tracker.dsn, SENTRY_ENVIRONMENT: 'e2e' });

    const { context, page } = await newPage(browser, portal.baseUrl);
    const scripts = scriptRequests(page);
    // The CSP lets the script and its reports through (script-src 'self', connect-src the tracker), and the SDK starts no blob: worker.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/auth/login', { waitUntil: 'networkidle' });
    expect(scripts).not.toContain(TRACKER_SCRIPT);

    expect(await signInAndReadSettings(page)).toEqual({ errorReporting: { dsn: tracker.dsn, environment: 'e2e' } });
    // The tracker's script runs and leaves the running tracker for the app's error page.
    await page.waitForFunction(() => window.__patevaTracker !== undefined);
    expect(scripts.filter((script) => script === TRACKER_SCRIPT)).toHaveLength(1);

    // An error no one catches, naming a person's e-mail: the SDK's global handler takes it.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Testivirhe käyttäjälle ville.virtanen@example.fi');
      });
    });
    const [event] = await tracker.errorEvents(1);
    const sent = JSON.stringify(event);
    expect(sent).toContain('Testivirhe käyttäjälle [email]');
    expect(sent).not.toContain('ville.virtanen@example.fi');
    // No user of any kind: not the signed-in one's e-mail nor name.
    expect(sent).not.toContain('yritys@pateva.test');
    expect(sent).not.toContain('Virtanen');
    expect(event?.user ?? null).toBeNull();
    expect(event?.environment).toBe('e2e');
    expect(refused).toEqual([]);
    await context.close();
  });
});
