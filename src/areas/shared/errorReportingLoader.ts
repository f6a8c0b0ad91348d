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

export function startErrorReporting(loadConfig: () => Promise<ClientConfig>): Promise<void> {
  started ??= loadConfig()
    .then(({ errorReporting }) => {
      if (errorReporting) addTrackerScript(errorReporting);
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
}

/** An error a React error boundary caught (it reaches no global handler): to the tracker, when one runs. */
export function reportError(error: unknown): void {
  window.__patevaTracker?.captureException(error);
}

export function useErrorReporting(): void {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  useEffect(() => {
    void startErrorReporting(() => dataProvider.action(clientConfig, {}));
  }, [dataProvider]);
}
