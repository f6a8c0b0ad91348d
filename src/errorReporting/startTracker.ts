/**
 * The browser's error tracker (issue 22 §5, SPEC §9): Sentry's SDK, which GlitchTip takes too, with
 * SPEC's sampling and session replays that mask every text, input and image, and the shared scrubber
 * (src/domain/errorScrubbing.ts) on every event, transaction span and breadcrumb. Only the tracker's
 * own entry (tracker.ts) imports this: never import it from the app.
 */
// The client is made here as the SDK's init would make it: @sentry/react's init imports React for its
// version, and React must stay the app's alone (a shared chunk would change the app's split).
import {
  addEventProcessor,
  BrowserClient,
  browserTracingIntegration,
  captureException,
  defaultStackParser,
  getDefaultIntegrations,
  makeFetchTransport,
  replayIntegration,
  setCurrentClient,
} from '@sentry/react';
import { ERROR_REPORTING_SAMPLING, PRIVATE_DATA_COLLECTION } from '../domain/errorReporting';
import { scrubBreadcrumb, scrubEvent, scrubSpan, scrubUrl } from '../domain/errorScrubbing';
import type { RunningTracker, TrackerSettings } from './trackerGlobals';

type ReplayOptions = NonNullable<Parameters<typeof replayIntegration>[0]>;
type BeforeAddRecordingEvent = NonNullable<ReplayOptions['beforeAddRecordingEvent']>;

/** Replays show no text, no form value and no image (issue 22 §5: no personal data in what is sent). */
export const REPLAY_MASKING = { maskAllText: true, maskAllInputs: true, blockAllMedia: true } as const;

/** A replay's network and navigation entries name addresses: their query values and tokens go; an input's breadcrumb goes whole. */
export const scrubRecordingEvent: BeforeAddRecordingEvent = (event) => {
  if (event.data.tag === 'breadcrumb') {
    const payload = scrubBreadcrumb(event.data.payload);
    return payload ? { ...event, data: { ...event.data, payload } } : null;
  }
  if (event.data.tag === 'performanceSpan') {
    return { ...event, data: { ...event.data, payload: { ...event.data.payload, description: scrubUrl(event.data.payload.description) } } };
  }
  return event;
};

export function startTracker(settings: TrackerSettings): RunningTracker {
  const client = new BrowserClient({
    dsn: settings.dsn,
    environment: settings.environment,
    dataCollection: PRIVATE_DATA_COLLECTION,
    ...ERROR_REPORTING_SAMPLING,
    integrations: [
      ...getDefaultIntegrations({}),
      // Traces follow page loads and navigation; the same-origin /api calls carry the trace to the server.
      browserTracingIntegration(),
      // No request or response bodies or headers in replays (networkDetailAllowUrls stays empty).
      replayIntegration({ ...REPLAY_MASKING, beforeAddRecordingEvent: scrubRecordingEvent }),
    ],
    stackParser: defaultStackParser,
    transport: makeFetchTransport,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeSendSpan: (span) => scrubSpan(span),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  setCurrentClient(client);
  client.init();
  // A replay's own event lists the addresses visited.
  addEventProcessor((event) =>
    event.type === 'replay_event' && 'urls' in event && Array.isArray(event.urls)
      ? scrubEvent({ ...event, urls: event.urls.map((url: unknown) => (typeof url === 'string' ? scrubUrl(url) : url)) })
      : event,
  );
  return {
    captureException: (error) => {
      captureException(error, { mechanism: { type: 'react.errorBoundary', handled: true } });
    },
  };
}
