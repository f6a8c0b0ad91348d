/**
 * Issue 22 §5: the signed-in app adds the error tracker's own script only when the server names a
 * tracker, and only once per page; an error its error page shows goes to the tracker when one runs,
 * or waits for it while its script is on the way.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, resetErrorReporting, startErrorReporting, TRACKER_SCRIPT_PATH } from '../../../src/areas/shared/errorReportingLoader';
import type { ClientConfig } from '../../../src/domain/api/clientConfigActions';

const trackerScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.getAttribute('src') === TRACKER_SCRIPT_PATH);
const settings = { dsn: 'https://publickey@tracker.example/42', environment: 'test' };

afterEach(() => {
  resetErrorReporting();
  trackerScripts().forEach((script) => script.remove());
  delete window.__patevaTrackerSettings;
  delete window.__patevaTracker;
  delete window.__patevaTrackerQueue;
});

const captured = vi.fn();
// The SDK itself is not started in jsdom: the tracker's entry gets a stand-in.
vi.mock('../../../src/errorReporting/startTracker', () => ({ startTracker: () => ({ captureException: captured }) }));

describe('loading the error tracker after sign-in', () => {
  it('adds no script when reporting is off (SENTRY_DSN unset)', async () => {
    await startErrorReporting(() => Promise.resolve<ClientConfig>({ errorReporting: null }));
    expect(trackerScripts()).toHaveLength(0);
    expect(window.__patevaTrackerSettings).toBeUndefined();
  });

  it('adds the module script once, with the settings left for it, however many areas start it', async () => {
    const loadConfig = vi.fn(() => Promise.resolve<ClientConfig>({ errorReporting: settings }));
    await startErrorReporting(loadConfig);
    await startErrorReporting(loadConfig);
    expect(loadConfig).toHaveBeenCalledTimes(1);
    const scripts = trackerScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('module');
    expect(window.__patevaTrackerSettings).toEqual(settings);
    // A second start after a reset (another page load in the same tab cannot happen, a test's reset can) still adds none twice.
    resetErrorReporting();
    await startErrorReporting(loadConfig);
    expect(trackerScripts()).toHaveLength(1);
  });

  it('tries again when the settings could not be read, and the app goes on', async () => {
    await startErrorReporting(() => Promise.reject(new Error('verkko')));
    expect(trackerScripts()).toHaveLength(0);
    await startErrorReporting(() => Promise.resolve<ClientConfig>({ errorReporting: settings }));
    expect(trackerScripts()).toHaveLength(1);
  });

  it('hands an error the app caught to the running tracker', () => {
    const error = new Error('rikki');
    const captureException = vi.fn();
    window.__patevaTracker = { captureException };
    reportError(error);
    expect(captureException).toHaveBeenCalledWith(error);
    expect(window.__patevaTrackerQueue).toBeUndefined();
  });

  it('keeps what the app caught before the tracker ran, and the tracker reports it first', async () => {
    const early = new Error('heti kirjautumisen jälkeen');
    reportError(early);
    expect(window.__patevaTrackerQueue).toEqual([early]);
    // A page that fails again and again keeps only its first errors.
    for (let i = 0; i < 20; i += 1) reportError(new Error(`toistuva ${i}`));
    expect(window.__patevaTrackerQueue).toHaveLength(10);

    await startErrorReporting(() => Promise.resolve<ClientConfig>({ errorReporting: settings }));
    captured.mockClear();
    await import('../../../src/errorReporting/tracker');
    expect(captured).toHaveBeenCalledTimes(10);
    expect(captured.mock.calls[0]?.[0]).toBe(early);
    expect(window.__patevaTrackerQueue).toBeUndefined();
    reportError(new Error('myöhemmin'));
    expect(captured).toHaveBeenCalledTimes(11);
  });

  it('keeps nothing once the server says no tracker is set', async () => {
    reportError(new Error('ennen asetuksia'));
    await startErrorReporting(() => Promise.resolve<ClientConfig>({ errorReporting: null }));
    expect(window.__patevaTrackerQueue).toBeUndefined();
    reportError(new Error('ilman seurantaa'));
    expect(window.__patevaTrackerQueue).toBeUndefined();
  });
});
