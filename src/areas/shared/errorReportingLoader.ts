/**
 * Starts error reporting from the signed-in app shell (Layout): asks the server for the tracker
 * (GET /api/client-config) and, only when one is set, adds the tracker's own script
 * (/error-tracker.js, a build entry of its own: src/errorReporting/tracker.ts) to the page. Nothing
 * here imports the SDK, not even by import(): any import() in the app's module graph made the bundler
 * re-split it and pushed the sign-in pages over their budget (scripts/bundleWeight.ts). Keep it so.
 */
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { PatevaDataProvider } from '../../dataProvider';
import { clientConfig, type ClientConfig } from '../../domain/api/clientConfigActions';
import type { TrackerSettings } from '../../errorReporting/trackerGlobals';

/** Not under /assets/: served with revalidation, not cached as immutable (server/http/spa.ts), so a new build reaches the browser. */
export const TRACKER_SCRIPT_PATH = '/error-tracker.js';

/** Adds the tracker's script once per page: false when it is there already. */
export function addTrackerScript(settings: TrackerSettings, doc: Document = document): boolean {
  if (doc.querySelector('script[data-error-tracker]')) return false;
  // Read by the script when it runs (errorReporting/tracker.ts).
  window.__patevaTrackerSettings = settings;
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = TRACKER_SCRIPT_PATH;
  script.dataset.errorTracker = '';
  doc.head.append(script);
  return true;
}

/** Once per page load: the areas share it, and a sign-out is a full page load (authProvider/redirect.ts). */
let started: Promise<void> | null = null;
/** The server said no tracker is set: nothing is kept for one. */
let reportingOff = false;
/** Errors kept for a tracker on its way: a page that fails again and again keeps only its first ones. */
const MAX_QUEUED = 10;

export function startErrorReporting(loadConfig: () => Promise<ClientConfig>): Promise<void> {
  started ??= loadConfig()
    .then(({ errorReporting }) => {
      if (errorReporting) addTrackerScript(errorReporting);
      else {
        reportingOff = true;
        delete window.__patevaTrackerQueue;
      }
    })
    .catch(() => {
      // No settings (the network, a restart): the app works without reporting; the next area tries again.
      started = null;
    });
  return started;
}

/** For tests: forget that reporting was started. */
export function resetErrorReporting(): void {
  started = null;
  reportingOff = false;
}

/**
 * An error a React error boundary caught (it reaches no global handler): to the tracker when one runs;
 * kept for it while its settings or its script are still on the way (the first moments after sign-in);
 * dropped when the server says no tracker is set.
 */
export function reportError(error: unknown): void {
  const tracker = window.__patevaTracker;
  if (tracker) return tracker.captureException(error);
  if (reportingOff) return;
  const queue = (window.__patevaTrackerQueue ??= []);
  if (queue.length < MAX_QUEUED) queue.push(error);
}

export function useErrorReporting(): void {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  useEffect(() => {
    void startErrorReporting(() => dataProvider.action(clientConfig, {}));
  }, [dataProvider]);
}
