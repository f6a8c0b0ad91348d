/**
 * The server's error reports (issue 22 §5, SPEC §9): a request that fails with 5xx goes to the error
 * tracker named by SENTRY_DSN (Sentry or GlitchTip; both take Sentry's SDK), scrubbed of personal
 * data by the scrubber the browser uses too. Off when SENTRY_DSN is unset: no client is made.
 *
 * The client is the app's own, not the SDK's global one (Sentry.init): nothing is patched or
 * instrumented behind the app's back, the error handler (http/errors.ts) decides what is an error
 * worth reporting (a 4xx refusal is not), and each app (the tests build many) reports to its own DSN.
 */
import { dedupeIntegration, defaultStackParser, linkedErrorsIntegration, makeNodeTransport, NodeClient, Scope } from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import { dsnOrigin, ERROR_REPORTING_SAMPLING, PRIVATE_DATA_COLLECTION } from '../../src/domain/errorReporting';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from '../../src/domain/errorScrubbing';

export interface ErrorTrackerSettings {
  dsn: string;
  environment: string;
  release?: string;
}

export interface ErrorTracker {
  /** What the browser is told (GET /api/client-config): the same tracker. */
  readonly dsn: string;
  readonly environment: string;
  /** Where the browser sends its reports: the CSP's connect-src allows it. */
  readonly origin: string;
  /** A request that failed with `status` (5xx): reported with the request's route, not its data. */
  captureRequestError(error: unknown, request: FastifyRequest, status: number): void;
  /** Sends what is queued (at most `timeoutMs`), then stops; the app's stop calls it. */
  close(timeoutMs?: number): Promise<void>;
}

/** The browser's trace (its `sentry-trace` header): the server's error joins the trace the browser sampled. */
const SENTRY_TRACE = /^([0-9a-f]{32})-([0-9a-f]{16})(?:-([01]))?$/;

function requestScope(base: Scope, request: FastifyRequest, status: number): Scope {
  const scope = base.clone();
  const route = request.routeOptions.url ?? 'unrouted';
  scope.setTransactionName(`${request.method} ${route}`);
  scope.setTags({ request_id: request.id, status_code: String(status) });
  // The address and headers as they came: the scrubber (beforeSend) keeps the path and a few headers; the body never goes.
  const headers = Object.fromEntries(Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  scope.addEventProcessor((event) => ({ ...event, request: { method: request.method, url: request.url, headers } }));
  const trace = request.headers['sentry-trace'];
  const match = typeof trace === 'string' ? SENTRY_TRACE.exec(trace) : null;
  if (match?.[1] && match[2]) {
    scope.setPropagationContext({
      traceId: match[1],
      parentSpanId: match[2],
      sampleRand: Math.random(),
      ...(match[3] === undefined ? {} : { sampled: match[3] === '1' }),
    });
  }
  return scope;
}

export function createErrorTracker(settings: ErrorTrackerSettings, options: { transport?: typeof makeNodeTransport } = {}): ErrorTracker {
  const origin = dsnOrigin(settings.dsn);
  if (!origin) throw new Error('SENTRY_DSN is not a DSN (https://KEY@host/PROJECT_ID)');
  const client = new NodeClient({
    dsn: settings.dsn,
    environment: settings.environment,
    ...(settings.release ? { release: settings.release } : {}),
    dataCollection: PRIVATE_DATA_COLLECTION,
    tracesSampleRate: ERROR_REPORTING_SAMPLING.tracesSampleRate,
    // Our own two; none of the defaults that hook the process, console or modules.
    integrations: [linkedErrorsIntegration(), dedupeIntegration()],
    enableRuntimeChannelInjection: false,
    includeServerName: false,
    stackParser: defaultStackParser,
    transport: options.transport ?? makeNodeTransport,
    beforeSend: (event) => scrubEvent(event),
    beforeSendSpan: (span) => scrubSpan(span),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  client.init();
  const base = new Scope();
  base.setClient(client);
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    origin,
    captureRequestError(error, request, status) {
      const scope = requestScope(base, request, status);
      scope.captureException(error, { mechanism: { type: 'fastify.errorHandler', handled: false } });
    },
    async close(timeoutMs = 2000) {
      await client.close(timeoutMs);
    },
  };
}
