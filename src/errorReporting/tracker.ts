/**
 * The error tracker's own build entry (vite.config.ts), emitted as /error-tracker.js: the signed-in
 * app adds it as a <script type="module"> when the server names a tracker
 * (src/areas/shared/errorReportingLoader.ts). It reads the settings the app left on `window` and
 * leaves the running tracker there for the app's error page (ReportedError.tsx), after reporting what
 * that page caught before the script ran.
 */
import { startTracker } from './startTracker';
import './trackerGlobals';

const settings = window.__patevaTrackerSettings;
if (settings && !window.__patevaTracker) {
  const tracker = startTracker(settings);
  window.__patevaTracker = tracker;
  // What the app's error page caught while this script was on its way.
  for (const error of window.__patevaTrackerQueue?.splice(0) ?? []) tracker.captureException(error);
  delete window.__patevaTrackerQueue;
}
