/**
 * Issue 22 §5: a request that fails with 5xx reaches the error tracker (SENTRY_DSN), scrubbed of
 * personal data; a refusal (4xx) does not; with no SENTRY_DSN nothing is sent and the browser is told
 * so (GET /api/client-config).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../server/app';
import { access } from '../../server/http/access';
import { defineRoute } from '../../server/http/route';
import { createErrorTracker, type ErrorTracker } from '../../server/integrations/errorTracker';
import { startFakeErrorTracker, type FakeErrorTracker } from '../support/fakeErrorTracker';
import { Client, createUser, signedIn, useTestApp } from './helpers';

/** A route that fails as a bug would, with personal data in its input and in its error's message. */
function crashRoute(app: App): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/test-only/crash',
    access: access.signedIn(),
    summary: 'Fails (tests only)',
    schemas: { body: z.object({ first_name: z.string(), email: z.string() }) },
    handler: ({ body }) => {
      throw new Error(`Tallennus kaatui: ${body.email}`);
    },
  });
}

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('with SENTRY_DSN set', () => {
  let tracker: FakeErrorTracker;
  let errorTracker: ErrorTracker;
  beforeAll(async () => {
    tracker = await startFakeErrorTracker();
    errorTracker = createErrorTracker({ dsn: tracker.dsn, environment: 'test' });
  });
  const env = useTestApp({ context: () => ({ errorTracker }), beforeReady: crashRoute });
  afterAll(async () => {
    await errorTracker?.close();
    await tracker?.close();
  });

  it('reports a 5xx with its route and request id, without the user, the form, cookies, tokens or e-mails', async () => {
    const user = await createUser(env.db, { firstName: 'Aino' });
    const client = await signedIn(env.app, user.email);
    // Refusals first: they are the client's, not a fault, and go nowhere.
    expect((await client.post('/api/test-only/crash', { first_name: 1 })).status).toBe(422);
    expect((await new Client(env.app).post('/api/test-only/crash', { first_name: 'Aino', email: user.email })).status).toBe(401);
    expect((await client.get('/api/companies/999999999')).status).toBe(403);

    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await env.app.inject({
      method: 'POST',
      url: `/api/test-only/crash?token=salainen-linkki&email=${encodeURIComponent(user.email)}`,
      headers: {
        cookie,
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
        'content-type': 'application/json',
        'user-agent': 'Testiselain',
        // The browser's trace (sampled at 100 %): the server's error joins it.
        'sentry-trace': `${TRACE_ID}-00f067aa0ba902b7-1`,
      },
      payload: JSON.stringify({ first_name: 'Aino', email: user.email }),
    });
    expect(response.statusCode).toBe(500);
    const { requestId, message } = response.json<{ requestId: string; message: string }>();
    expect(message).toBe('Palvelussa tapahtui virhe. Yritä hetken kuluttua uudelleen.');

    const [event, ...more] = await tracker.errorEvents(1);
    expect(more).toEqual([]);
    expect(tracker.envelopes[0]?.path).toMatch(/^\/api\/42\/envelope\/\?/);
    expect(event).toMatchObject({
      environment: 'test',
      transaction: 'POST /api/test-only/crash',
      tags: { request_id: requestId, status_code: '500' },
      exception: { values: [{ type: 'Error', value: 'Tallennus kaatui: [email]' }] },
      request: { url: '/api/test-only/crash?token=[filtered]&email=[filtered]', headers: { 'user-agent': 'Testiselain', 'content-type': 'application/json' } },
      contexts: { trace: { trace_id: TRACE_ID } },
    });
    expect(event?.user).toBeUndefined();
    const sent = tracker.envelopes.map((envelope) => envelope.raw).join('\n');
    // The cookies' values (the session, the XSRF token; the signed-in marker's "1" is no secret).
    const cookieValues = [...client.cookies.values()].filter((value) => value.length >= 8);
    expect(cookieValues.length).toBeGreaterThanOrEqual(2);
    for (const secret of [user.email, 'Aino', 'salainen-linkki', ...cookieValues]) {
      expect(sent).not.toContain(secret);
    }
    expect(sent).not.toMatch(/"cookie"|x-xsrf-token|x-forwarded-for/i);
  });

  it('tells the signed-in browser the tracker, and lets it send there (CSP)', async () => {
    const client = await signedIn(env.app, (await createUser(env.db)).email);
    const response = await client.get('/api/client-config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ errorReporting: { dsn: tracker.dsn, environment: 'test' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${new URL(tracker.dsn).origin}`);
    expect((await new Client(env.app).get('/api/client-config')).status).toBe(401);
  });
});

describe('without SENTRY_DSN', () => {
  let tracker: FakeErrorTracker;
  beforeAll(async () => {
    tracker = await startFakeErrorTracker();
  });
  const env = useTestApp({ beforeReady: crashRoute });
  afterAll(async () => {
    await tracker?.close();
  });

  it('sends nothing: the browser learns reporting is off, the CSP names no tracker, a 5xx is only logged', async () => {
    const client = await signedIn(env.app, (await createUser(env.db)).email);
    const config = await client.get('/api/client-config');
    expect(config.body).toEqual({ errorReporting: null });
    expect(String(config.headers['content-security-policy'])).toMatch(/connect-src 'self'(;|$)/);
    expect((await client.post('/api/test-only/crash', { first_name: 'Aino', email: 'aino@example.fi' })).status).toBe(500);
    // The tracker the other app reported to, and any other, heard nothing from this one.
    expect(tracker.envelopes).toEqual([]);
  });
});
