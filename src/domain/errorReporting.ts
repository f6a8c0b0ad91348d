/**
 * Error reporting (SPEC §9): the sampling of what goes to the error tracker and what the SDK may
 * collect, for the server (server/integrations/errorTracker.ts) and the browser alike.
 */

/** SPEC §9: traces 100 %, session replays 10 %, replays of sessions with an error 100 %. */
export const ERROR_REPORTING_SAMPLING = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

/**
 * A DSN's parts (https://PUBLIC_KEY@host[:port]/[path/]PROJECT_ID, as Sentry and GlitchTip print it):
 * its origin is where the browser sends (the CSP's connect-src), null when the text is no DSN.
 */
export function dsnOrigin(dsn: string): string | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.username || !/\/\d+$/.test(url.pathname)) return null;
  return url.origin;
}

/**
 * What the SDK collects by itself (its `dataCollection`, which replaced `sendDefaultPii` in SDK 11):
 * no user, cookies, bodies, query values, frame variables or query data; of the headers only those
 * that say what the browser was. The scrubber (errorScrubbing.ts) then masks what is left in texts.
 */
export const PRIVATE_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['user-agent', 'accept-language', 'content-type'] }, response: false },
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
  databaseQueryData: false,
  queues: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
};
