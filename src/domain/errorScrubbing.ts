/**
 * What leaves for the error tracker carries no personal data (issue 22 §5): e-mail addresses,
 * personal identity codes, phone numbers, tokens and query values are masked in every text; the
 * values of known personal fields (names, e-mail, phone, address, passwords …) are replaced; form
 * values, cookies and authorization headers are dropped. The browser's beforeSend/beforeBreadcrumb
 * and the server's share this one scrubber. Pure TypeScript: it knows the events' shape, not the SDK.
 */

export const FILTERED = '[filtered]';

/** Keys (case and `_`/`-` ignored) whose values are a person's data or a secret, wherever they appear. */
const PERSONAL_KEYS = new Set(
  [
    'email', 'emails', 'newEmail', 'invoiceEmail', 'contactEmail', 'recipientEmail',
    'firstName', 'firstNames', 'lastName', 'surname', 'fullName', 'name', 'names', 'userName', 'displayName', 'contactPerson', 'contactName', 'personName',
    'phone', 'phoneNumber', 'mobile', 'mobilePhone', 'gsm',
    'address', 'addressLine1', 'addressLine2', 'streetAddress', 'poBox', 'postCode', 'postalCode', 'zipCode',
    'ssn', 'hetu', 'personalIdentityCode', 'identityCode', 'birthDate', 'dateOfBirth', 'birthYear',
    'password', 'passwordConfirmation', 'currentPassword', 'newPassword',
    'token', 'accessToken', 'refreshToken', 'xsrfToken', 'csrfToken', 'secret', 'signature', 'hash', 'apiKey',
    'cookie', 'cookies', 'setCookie', 'authorization', 'proxyAuthorization', 'session', 'sessionId',
    'message', 'comment', 'comments', 'auditorComments', 'reason', 'answer', 'conclusion',
    'body', 'formData', 'values', 'ipAddress', 'ip',
  ].map(normalKey),
);

/** Keys whose string values are addresses (their query values and token-like segments are masked). */
const URL_KEYS = new Set(['url', 'from', 'to', 'href', 'referer', 'referrer', 'location', 'httpUrl', 'urlFull', 'urlPath', 'httpTarget', 'target'].map(normalKey));

/** Request headers worth keeping; all others (cookie, authorization, x-xsrf-token, forwarded addresses …) are dropped. */
const KEPT_HEADERS = new Set(['accept', 'accept-language', 'content-type', 'content-length', 'user-agent', 'referer', 'x-request-id']);

function normalKey(key: string): string {
  return key.replace(/[-_.\s]/g, '').toLowerCase();
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Finnish personal identity code (henkilötunnus): ddmmyy, century sign, three digits, check character. */
const IDENTITY_CODE = /\b\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]\b/g;
/** Finnish phone numbers: +358 or a leading 0, then 6–11 digits with optional spaces or hyphens. */
const PHONE = /(?:\+358|(?<![\w.])0)[ -]?\d{1,3}(?:[ -]?\d){5,9}(?!\d)/g;
const BEARER = /\b(Bearer|Basic|Token)\s+[^\s,;"']+/gi;
/** A query value (`?key=value`, `&key=value`): the key stays, the value can be a token, an e-mail or a name searched for. */
const QUERY_VALUE = /([?&][^=&\s#"'?]+)=([^&\s#"']*)/g;
/** An opaque secret in running text: 32+ characters of base64url with letters and digits (a session id, a signed link). */
const LONG_TOKEN = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}\b/g;
/** An attribute value in a DOM selector of a click breadcrumb (`button[aria-label="Poista Matti Virtanen"]`). */
const SELECTOR_ATTRIBUTE = /(\[[\w-]+=)"[^"]*"/g;

/** A text with e-mails, identity codes, phone numbers, tokens and query values masked. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(BEARER, '$1 [token]')
    .replace(QUERY_VALUE, `$1=${FILTERED}`)
    .replace(IDENTITY_CODE, '[hetu]')
    .replace(PHONE, '[phone]')
    .replace(LONG_TOKEN, '[token]')
    .replace(SELECTOR_ATTRIBUTE, `$1"${FILTERED}"`);
}

/** A path segment that is a secret (a signed link's hash, a reset token): 16+ characters with a digit and a letter. */
const TOKEN_SEGMENT = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{16,}$/;

/** An address (absolute or a path): query values and the fragment masked, token-like path segments replaced. */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = queryAt >= 0 ? withoutHash.slice(queryAt) : '';
  const segments = path.split('/').map((segment) => (TOKEN_SEGMENT.test(segment) ? '[token]' : segment));
  return scrubText(segments.join('/') + query) + (hashAt >= 0 ? `#${FILTERED}` : '');
}

const MAX_DEPTH = 8;

/** Any value: known personal keys filtered, addresses and texts scrubbed, nested values walked (to a depth). */
export function scrubData(value: unknown, key = '', depth = 0): unknown {
  if (key && PERSONAL_KEYS.has(normalKey(key))) return value === null || value === undefined ? value : FILTERED;
  if (typeof value === 'string') return URL_KEYS.has(normalKey(key)) ? scrubUrl(value) : scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubData(item, '', depth + 1));
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, scrubData(item, name, depth + 1)]));
}

export interface ScrubbableBreadcrumb {
  category?: string;
  message?: string;
  data?: object;
}

/** A breadcrumb without personal data, or null for one that is a form value as such (an input). */
export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(breadcrumb: B): B | null {
  if (breadcrumb.category === 'ui.input') return null;
  const scrubbed = { ...breadcrumb };
  if (typeof scrubbed.message === 'string') scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.data) scrubbed.data = scrubData(scrubbed.data) as B['data'];
  return scrubbed;
}

interface ScrubbableFrame {
  vars?: { [key: string]: unknown };
}
interface ScrubbableException {
  value?: string;
  stacktrace?: { frames?: ScrubbableFrame[] };
}
interface ScrubbableSpan {
  description?: string;
  data?: { [key: string]: unknown };
}
export interface ScrubbableEvent {
  message?: string;
  logentry?: { message?: string; params?: unknown[] };
  transaction?: string;
  user?: unknown;
  request?: {
    url?: string;
    query_string?: unknown;
    data?: unknown;
    cookies?: unknown;
    headers?: { [key: string]: string };
    env?: unknown;
  };
  exception?: { values?: ScrubbableException[] };
  breadcrumbs?: ScrubbableBreadcrumb[];
  extra?: { [key: string]: unknown };
  contexts?: { [key: string]: unknown };
  tags?: { [key: string]: unknown };
  spans?: ScrubbableSpan[];
}

/** The SDK's own contexts (trace and replay ids, browser, OS, runtime): kept as they are. */
const SDK_CONTEXTS = new Set(['trace', 'replay', 'os', 'browser', 'device', 'runtime', 'app', 'culture', 'cloud_resource', 'response']);

function scrubRequest(request: NonNullable<ScrubbableEvent['request']>): NonNullable<ScrubbableEvent['request']> {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {})
      .filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()))
      .map(([name, value]) => [name, name.toLowerCase() === 'referer' ? scrubUrl(value) : value]),
  );
  return {
    ...(request.url === undefined ? {} : { url: scrubUrl(request.url) }),
    ...(request.query_string === undefined ? {} : { query_string: FILTERED }),
    headers,
  };
}

/**
 * An event (error, message or transaction) without personal data: no user, no form values, no
 * cookies or authorization headers, no local variables of stack frames, every text scrubbed.
 */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const scrubbed: E = { ...event };
  delete scrubbed.user;
  if (scrubbed.request) scrubbed.request = scrubRequest(scrubbed.request);
  if (typeof scrubbed.message === 'string') scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.logentry) {
    scrubbed.logentry = {
      ...(typeof scrubbed.logentry.message === 'string' ? { message: scrubText(scrubbed.logentry.message) } : {}),
      ...(scrubbed.logentry.params ? { params: scrubData(scrubbed.logentry.params) as unknown[] } : {}),
    };
  }
  if (typeof scrubbed.transaction === 'string') scrubbed.transaction = scrubUrl(scrubbed.transaction);
  if (scrubbed.exception?.values) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((exception) => ({
        ...exception,
        ...(typeof exception.value === 'string' ? { value: scrubText(exception.value) } : {}),
        ...(exception.stacktrace?.frames
          ? { stacktrace: { ...exception.stacktrace, frames: exception.stacktrace.frames.map(({ vars: _vars, ...frame }) => frame) } }
          : {}),
      })),
    };
  }
  if (scrubbed.breadcrumbs) {
    scrubbed.breadcrumbs = scrubbed.breadcrumbs.map(scrubBreadcrumb).filter((crumb): crumb is ScrubbableBreadcrumb => crumb !== null);
  }
  if (scrubbed.extra) scrubbed.extra = scrubData(scrubbed.extra) as E['extra'];
  if (scrubbed.contexts) {
    scrubbed.contexts = Object.fromEntries(
      Object.entries(scrubbed.contexts).map(([name, context]) => [name, SDK_CONTEXTS.has(name) ? context : scrubData(context, name)]),
    );
  }
  if (scrubbed.tags) {
    scrubbed.tags = Object.fromEntries(
      Object.entries(scrubbed.tags).map(([name, tag]) => [name, typeof tag === 'string' && /^(\/|https?:)/.test(tag) ? scrubUrl(tag) : tag]),
    );
  }
  if (scrubbed.spans) {
    scrubbed.spans = scrubbed.spans.map((span) => ({
      ...span,
      ...(typeof span.description === 'string' ? { description: scrubText(span.description) } : {}),
      ...(span.data ? { data: scrubData(span.data) as ScrubbableSpan['data'] } : {}),
    }));
  }
  return scrubbed;
}

/** A span's attribute that holds an address or its parts (`url.full`, `http.query`, `url.fragment`, `http.target` …). */
const URL_ATTRIBUTE = /(^|\.)(url|uri|query|fragment|target|referer|referrer|href|from|to)(\.|$)/i;

export interface ScrubbableSpanJson {
  name: string;
  attributes?: object;
}

/**
 * A streamed span (the SDK sends traces span by span): its name and address attributes scrubbed,
 * attributes of the user or a known personal field dropped; the ids that tie it to its trace kept.
 */
export function scrubSpan<S extends ScrubbableSpanJson>(span: S): S {
  const attributes = Object.entries(span.attributes ?? {}).flatMap(([key, value]): Array<[string, unknown]> => {
    const last = key.split('.').pop() ?? key;
    if (key.startsWith('user.') || key.startsWith('client.address') || PERSONAL_KEYS.has(normalKey(last))) return [];
    if (URL_ATTRIBUTE.test(key)) return [[key, scrubAttribute(value, scrubUrl)]];
    return [[key, value]];
  });
  return { ...span, name: scrubText(span.name), ...(span.attributes ? { attributes: Object.fromEntries(attributes) } : {}) };
}

/** An attribute's value, plain or as the SDK wraps it (`{ value, type }`). */
function scrubAttribute(value: unknown, scrub: (text: string) => string): unknown {
  if (typeof value === 'string') return scrub(value);
  if (typeof value === 'object' && value !== null && 'value' in value && typeof value.value === 'string') return { ...value, value: scrub(value.value) };
  return value;
}
