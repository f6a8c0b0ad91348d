/**
 * The contract between the signed-in app and the error tracker's own script (issue 22 §5): types only.
 * The tracker is a separate build entry (vite.config.ts) that shares no module with the app, so the
 * two meet on `window` instead of by imports: a shared module would become a shared chunk and change
 * how the bundler splits the app, and the sign-in pages are at their budget (scripts/bundleWeight.ts).
 */
import type { ClientConfig } from '../domain/api/clientConfigActions';

export type TrackerSettings = NonNullable<ClientConfig['errorReporting']>;

export interface RunningTracker {
  /** Reports an error the app caught itself (a React error boundary), which no global handler of the SDK sees. */
  captureException(error: unknown): void;
}

declare global {
  interface Window {
    /** Set by the app just before it adds the tracker's script; read once by the script. */
    __patevaTrackerSettings?: TrackerSettings;
    /** Set by the tracker's script once the SDK runs. */
    __patevaTracker?: RunningTracker;
    /** Errors the app caught before the tracker's script ran (errorReportingLoader.ts): the script reports them first. */
    __patevaTrackerQueue?: unknown[];
  }
}
