/**
 * Issue 18 #4: under every TRUST_PROXY setting the login limits count the client's real address.
 * A load balancer appends the address it saw to X-Forwarded-For, so a client that writes its own
 * header gets `forged, real`: rotating the forged part must not make it a new client.
 */
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createPrhClient } from '../../server/integrations/prh';
import { localStorage } from '../../server/integrations/storage';
import { Client, createUser, TEST_SECRET, testFilesDir, uniqueEmail, useTestApp, roomInRateWindow } from './helpers';

const env = useTestApp();

async function appWith(setting: string): Promise<App> {
  const app = await buildApp({
    context: { db: env.db, outbox: { mail: async () => {} }, prh: createPrhClient(env.db, 'http://127.0.0.1:9'), appUrl: 'http://portal.test', secret: TEST_SECRET, storage: localStorage(testFilesDir()) },
    distDir: '/nonexistent-dist',
    // The setting as the operator writes it, through the same parsing as the server's start.
    trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy,
  });
  await app.ready();
  return app;
}

const WRONG = 'Vaara-salasana-123';
// app.inject connects from 127.0.0.1: the load balancer in every setting below.
const SETTINGS = ['', 'false', '127.0.0.1', 'loopback', '10.0.0.0/8, 127.0.0.0/8', 'uniquelocal,::1,127.0.0.1/32'];

describe('client address behind a proxy (TRUST_PROXY)', () => {
  it.each(SETTINGS)('with TRUST_PROXY=%j a rotated X-Forwarded-For gets no more than five guesses per e-mail', async (setting) => {
    await roomInRateWindow(env.db, 60, 15);
    const app = await appWith(setting);
    try {
      const user = await createUser(env.db);
      const real = `203.0.113.${SETTINGS.indexOf(setting) + 1}`;
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 8; attempt += 1) {
        const forged = new Client(app, `198.51.100.${attempt}, ${real}`);
        statuses.push((await forged.login(user.email, WRONG)).status);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('with the proxies named, another real client is its own address and the guesser locks out only themself', async () => {
    await roomInRateWindow(env.db, 60, 15);
    const app = await appWith('loopback');
    try {
      const user = await createUser(env.db);
      for (let attempt = 1; attempt <= 6; attempt += 1) await new Client(app, `198.51.100.${attempt}, 203.0.113.50`).login(user.email, WRONG);
      expect((await new Client(app, '198.51.100.9, 203.0.113.50').login(user.email)).status).toBe(429);
      expect((await new Client(app, '203.0.113.51').login(user.email)).status).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('counts password spraying from one real address however its X-Forwarded-For rotates', async () => {
    await roomInRateWindow(env.db, 600, 30);
    const app = await appWith('uniquelocal,loopback');
    try {
      const real = '203.0.113.60';
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        // Private addresses written by the client are not taken for proxies: the first untrusted hop from the right is the client.
        const forged = new Client(app, `10.9.${attempt}.1, 198.51.100.${attempt}, ${real}`);
        expect((await forged.login(uniqueEmail('spray'), WRONG)).status).toBe(422);
      }
      expect((await new Client(app, `198.51.100.200, ${real}`).login(uniqueEmail('spray'), WRONG)).status).toBe(429);
    } finally {
      await app.close();
    }
  }, 60_000);
});
