/**
 * The browser's error tracker (issue 22 §5, SPEC §9): Sentry's SDK, which GlitchTip takes too, with
 * SPEC's sampling and session replays that mask every text, input and image. Loaded only by a
 * dynamic import from the signed-in app shell (areas/shared/errorReportingStarter.ts), and only when
 * the server names a tracker: the sign-in pages and a portal without SENTRY_DSN never load it.
 */
import { addEventProcessor, browserTracingIntegration, captureException, init, replayIntegration } from '@sentry/react';
import type { ClientConfig } from '../domain/api/clientConfigActions';
import { ERROR_REPORTING_SAMPLING, PRIVATE_DATA_COLLECTION, REPLAY_PRIVACY } from '../domain/errorReporting';
import { scrubBreadcrumb, scrubEvent, scrubUrl } from '../domain/errorScrubbing';

export type ReportError = (error: unknown) => void;

type ReplayOptions = NonNullable<Parameters<typeof replayIntegration>[0]>;
type BeforeAddRecordingEvent = NonNullable<ReplayOptions['beforeAddRecordingEvent']>;

/** A replay's network and navigation entries name addresses: their query values and tokens go; an input's breadcrumb goes whole. */
const scrubRecordingEvent: BeforeAddRecordingEvent = (event) => {
  if (event.data.tag === 'breadcrumb') {
    const payload = scrubBreadcrumb(event.data.payload);
    return payload ? { ...event, data: { ...event.data, payload } } : null;
  }
  if (event.data.tag === 'performanceSpan') {
    return { ...event, data: { ...event.data, payload: { ...event.data.payload, description: scrubUrl(event.data.payload.description) } } };
  }
  return event;
};

export function startTracker(settings: NonNullable<ClientConfig['errorReporting']>): ReportError {
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    dataCollection: PRIVATE_DATA_COLLECTION,
    ...ERROR_REPORTING_SAMPLING,
    integrations: [
      // Traces follow page loads and navigation; the same-origin /api calls carry the trace to the server.
      browserTracingIntegration(),
      // No request or response bodies or headers in replays (networkDetailAllowUrls stays empty).
      replayIntegration({ ...REPLAY_PRIVACY, beforeAddRecordingEvent: scrubRecordingEvent }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  // A replay's own event lists the addresses visited.
  addEventProcessor((event) => (event.type === 'replay_event' ? scrubEvent({ ...event, ...('urls' in event && Array.isArray(event.urls) ? { urls: event.urls.map((url: unknown) => (typeof url === 'string' ? scrubUrl(url) : url)) } : {}) }) : event));
  return (error) => {
    captureException(error, { mechanism: { type: 'react.errorBoundary', handled: true } });
  };
}
