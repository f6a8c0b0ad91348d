/**
 * The sign-in pages stay light in a real browser (ARCHITECTURE.md: they load no
 * react-admin code): all JavaScript /auth/login and /auth/register fetch until
 * the network is idle, gzipped as the manifest check (scripts/bundleWeight.ts)
 * gzips it, stays within the budget; the zod schemas arrive only once a visitor types.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_BUDGET_KB } from '../../scripts/bundleWeight';
import { field, launch, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Bodies of the JavaScript files the page fetches from now on, by URL. */
function recordScripts(page: Page): Map<string, Promise<Buffer>> {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.set(response.url(), response.body());
  });
  return scripts;
}

const gzipped = async (bodies: Iterable<Promise<Buffer>>) =>
  (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);

// Strings only react-admin's code holds: a class name of its layout, a key its auth code asks for.
const REACT_ADMIN_MARKERS = ['RaLayout', 'ra.auth.auth_check_error'];

describe('sign-in pages in the browser', () => {
  for (const route of ['/auth/login', '/auth/register']) {
    it(`${route} loads at most ${AUTH_BUDGET_KB} kB of gzipped JavaScript, none of it react-admin`, async () => {
      const { context, page } = await newPage(browser, inject('baseUrl'));
      const scripts = recordScripts(page);
      await page.goto(route, { waitUntil: 'networkidle' });
      await field(page, 'Sähköpostiosoite').waitFor();

      const bodies = await Promise.all(scripts.values());
      const total = await gzipped(scripts.values());
      console.log(`${route}: ${scripts.size} JavaScript files, ${(total / 1000).toFixed(1)} kB gzipped`);
      expect(total).toBeLessThanOrEqual(AUTH_BUDGET_KB * 1000);
      const withReactAdmin = bodies.filter((body) => REACT_ADMIN_MARKERS.some((marker) => body.includes(marker)));
      expect(withReactAdmin).toHaveLength(0);
      await context.close();
    });
  }

  it('gets every built file brotli-compressed, hashed ones cached for a year (issue 9 #18)', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    const encodings: Array<{ path: string; encoding: string | undefined; cache: string | undefined }> = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/assets/') || path === '/auth/login') {
        const headers = response.headers();
        encodings.push({ path, encoding: headers['content-encoding'], cache: headers['cache-control'] });
      }
    });
    await page.goto('/auth/login', { waitUntil: 'networkidle' });
    expect(encodings.length).toBeGreaterThan(1);
    expect(encodings.filter((file) => file.encoding !== 'br')).toEqual([]);
    expect(encodings.filter((file) => file.path.startsWith('/assets/') && !file.cache?.includes('immutable'))).toEqual([]);
    // API answers above 1 kB come gzipped to a client that asks.
    const docs = await page.evaluate(async () => (await fetch('/api/docs/openapi.json')).headers.get('content-encoding'));
    expect(docs).toBe('gzip');
    // A chunk that no longer exists is 404, not the app's index page.
    expect(await page.evaluate(async () => (await fetch('/assets/poistunut-osa.js')).status)).toBe(404);
    // The favicon is an icon, not the app's index page (issue 9 #15).
    const icon = await page.evaluate(async () => {
      const response = await fetch('/favicon.ico');
      return { type: response.headers.get('content-type'), head: [...new Uint8Array(await response.arrayBuffer()).slice(0, 4)] };
    });
    expect(icon).toEqual({ type: 'image/vnd.microsoft.icon', head: [0, 0, 1, 0] });
    expect(await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')).toBe('/favicon.svg');
    await context.close();
  });

  it('loads the zod schemas when the visitor starts typing, and validates with them', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    const scripts = recordScripts(page);
    await page.goto('/auth/login', { waitUntil: 'networkidle' });
    const before = scripts.size;
    await field(page, 'Sähköpostiosoite').fill('');
    await field(page, 'Sähköpostiosoite').pressSequentially('ei-osoite');
    await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    await page.getByText('Anna kelvollinen sähköpostiosoite.').waitFor();
    expect(scripts.size).toBeGreaterThan(before);
    await context.close();
  });
});
