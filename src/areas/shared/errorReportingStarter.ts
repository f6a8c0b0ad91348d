/**
 * Starts error reporting from the signed-in app shell (Layout): asks the server for the tracker
 * (GET /api/client-config) and only when one is set loads the tracker's SDK, by a dynamic import, so
 * it is never part of the entry chunk or of an area's first load (issue 22 §5; the sign-in pages'
 * budget, scripts/bundleWeight.ts). Nothing here imports the SDK: keep it that way.
 */
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { PatevaDataProvider } from '../../dataProvider';
import { clientConfig, type ClientConfig } from '../../domain/api/clientConfigActions';

type ReportError = (error: unknown) => void;

/** Once per page load: the areas share it, and a sign-out is a full page load (authProvider/redirect.ts). */
let started: Promise<ReportError | null> | null = null;

export function startErrorReporting(loadConfig: () => Promise<ClientConfig>): Promise<ReportError | null> {
  started ??= loadConfig()
    .then(async ({ errorReporting }) => {
      if (!errorReporting) return null;
      const { startTracker } = await import('../../errorReporting/startTracker');
      return startTracker(errorReporting);
    })
    .catch(() => {
      // No settings (the network, a restart): the app works without reporting; the next area tries again.
      started = null;
      return null;
    });
  return started;
}

/** An error a React error boundary caught (it reaches no global handler): to the tracker, when one runs. */
export function reportError(error: unknown): void {
  void started?.then((report) => report?.(error));
}

/** For tests: forget the started tracker. */
export function resetErrorReporting(): void {
  started = null;
}

export function useErrorReporting(): void {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  useEffect(() => {
    void startErrorReporting(() => dataProvider.action(clientConfig, {}));
  }, [dataProvider]);
}
