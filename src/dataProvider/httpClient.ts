/**
 * The one way the browser talks to the API (SPEC §7, §8): cookies, the XSRF
 * header on every request, key[]=value queries, null dropping, JSON bodies,
 * errors flattened, 401 handled by the caller-registered handler.
 */
import { flattenErrors, type ApiErrorBody, type ErrorEntry } from '../domain/errors';
import { toQueryString, type QueryValue } from '../domain/query';
import { setServerErrorPage } from './serverErrorPage';

export const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;
  readonly entries: ErrorEntry[];
  constructor(status: number, body: ApiErrorBody | undefined) {
    super(body?.message ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.entries = flattenErrors(body);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;
/** The auth provider registers what a 401 does (log out, clear storage, go to /auth/login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/** The XSRF cookie's token: `__Host-XSRF-TOKEN` under HTTPS, `XSRF-TOKEN` otherwise (server/http/xsrf.ts). */
export function readXsrfToken(): string | null {
  const cookies = document.cookie.split('; ');
  for (const name of ['__Host-XSRF-TOKEN=', 'XSRF-TOKEN=']) {
    const match = cookies.find((cookie) => cookie.startsWith(name));
    if (match) return decodeURIComponent(match.slice(name.length));
  }
  return null;
}

/** A response body as text, read as JSON when it is JSON; 204 and empty bodies are undefined. */
export function parseBodyText(status: number, text: string): unknown {
  if (status === 204 || !text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * What a status outside 200–299 means for the app, whoever made the request
 * (fetch here, XMLHttpRequest for uploads): 401 runs the logout handler, a 500
 * or 503 without our JSON shows the server error page (SPEC §8).
 */
export function failure(status: number, body: unknown): ApiError {
  if (status === 401 && onUnauthorized) onUnauthorized();
  if ((status === 500 || status === 503) && typeof body === 'string') {
    setServerErrorPage({ status, data: body });
  }
  const errorBody = body && typeof body === 'object' ? (body as ApiErrorBody) : undefined;
  return new ApiError(status, errorBody ?? (typeof body === 'string' ? { message: undefined } : undefined));
}

/** Returns the response body directly (SPEC §7); throws ApiError for statuses outside 200–299. */
export async function apiFetch<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const xsrf = readXsrfToken();
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_BASE}${path}${toQueryString(options.query)}`, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = parseBodyText(response.status, await response.text());
  if (response.ok) return body as T;
  throw failure(response.status, body);
}
