/**
 * The error tracker's own build entry (vite.config.ts), emitted as /error-tracker.js: the signed-in
 * app adds it as a <script type="module"> when the server names a tracker
 * (src/areas/shared/errorReportingLoader.ts). It reads the settings the app left on `window` and
 * leaves the running tracker there for the app's error page (ReportedError.tsx).
 */
import { startTracker } from './startTracker';
import './trackerGlobals';

const settings = window.__patevaTrackerSettings;
if (settings && !window.__patevaTracker) window.__patevaTracker = startTracker(settings);
