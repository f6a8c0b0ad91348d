/**
 * Issue 22 §5, SPEC §9: the browser's tracker starts Sentry's SDK with the sampling of SPEC §9,
 * replays that mask all text, inputs and media, and the shared scrubber on everything it sends.
 * The SDK is mocked: what is checked is what the client is given.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  clientOptions: [] as Array<Record<string, unknown>>,
  replayOptions: [] as Array<Record<string, unknown>>,
  init: vi.fn(),
  setCurrentClient: vi.fn(),
  captureException: vi.fn(),
  addEventProcessor: vi.fn(),
}));

vi.mock('@sentry/react', () => ({
  BrowserClient: class {
    init = sdk.init;
    constructor(options: Record<string, unknown>) {
      sdk.clientOptions.push(options);
    }
  },
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  replayIntegration: (options: Record<string, unknown>) => {
    sdk.replayOptions.push(options);
    return { name: 'Replay' };
  },
  getDefaultIntegrations: () => [{ name: 'GlobalHandlers' }],
  defaultStackParser: () => [],
  makeFetchTransport: () => ({}),
  setCurrentClient: sdk.setCurrentClient,
  captureException: sdk.captureException,
  addEventProcessor: sdk.addEventProcessor,
}));

const { startTracker } = await import('../../src/errorReporting/startTracker');

type Hook = (value: Record<string, unknown>) => Record<string, unknown> | null;

beforeEach(() => {
  sdk.clientOptions.length = 0;
  sdk.replayOptions.length = 0;
  vi.clearAllMocks();
});

describe("the browser's error tracker", () => {
  it('starts one client with the DSN, environment and SPEC §9 sampling, collecting no user data', () => {
    startTracker({ dsn: 'https://publickey@tracker.example/42', environment: 'staging' });
    expect(sdk.clientOptions).toHaveLength(1);
    const options = sdk.clientOptions[0] ?? {};
    expect(options).toMatchObject({
      dsn: 'https://publickey@tracker.example/42',
      environment: 'staging',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    });
    expect(options.sendDefaultPii).toBeFalsy();
    expect((options.integrations as Array<{ name: string }>).map((integration) => integration.name)).toEqual(['GlobalHandlers', 'BrowserTracing', 'Replay']);
    expect(sdk.setCurrentClient).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });

  it('records replays with all text and inputs masked and media blocked', () => {
    startTracker({ dsn: 'https://publickey@tracker.example/42', environment: 'test' });
    expect(sdk.replayOptions[0]).toMatchObject({ maskAllText: true, maskAllInputs: true, blockAllMedia: true });
  });

  it('scrubs every event, transaction and breadcrumb before it leaves the browser', () => {
    startTracker({ dsn: 'https://publickey@tracker.example/42', environment: 'test' });
    const options = sdk.clientOptions[0] ?? {};
    const beforeSend = options.beforeSend as Hook;
    const beforeSendTransaction = options.beforeSendTransaction as Hook;
    const beforeBreadcrumb = options.beforeBreadcrumb as Hook;

    const sent = beforeSend({
      message: 'Käyttäjää matti.virtanen@example.fi ei löytynyt',
      user: { email: 'matti.virtanen@example.fi', username: 'Matti Virtanen' },
      request: { url: 'https://pateva.example/auth/reset-password?token=abc&email=matti.virtanen@example.fi' },
    });
    const text = JSON.stringify(sent);
    expect(text).not.toContain('matti.virtanen@example.fi');
    expect(text).not.toContain('Matti Virtanen');
    expect(text).not.toContain('token=abc');

    const transaction = JSON.stringify(beforeSendTransaction({ transaction: '/api/people?search=Virtanen', request: { url: 'https://pateva.example/?email=a.b@example.fi' } }));
    expect(transaction).not.toContain('Virtanen');
    expect(transaction).not.toContain('a.b@example.fi');

    const crumb = JSON.stringify(beforeBreadcrumb({ category: 'ui.click', message: 'button[aria-label="Poista Matti Virtanen"]' }));
    expect(crumb).not.toContain('Matti Virtanen');
  });

  it('reports an error an error boundary caught, as handled', () => {
    const tracker = startTracker({ dsn: 'https://publickey@tracker.example/42', environment: 'test' });
    const error = new Error('rikki');
    tracker.captureException(error);
    expect(sdk.captureException).toHaveBeenCalledWith(error, { mechanism: { type: 'react.errorBoundary', handled: true } });
  });
});
