/**
 * msw answers for the data provider tests that also keep what each request
 * carried (method, path, query, JSON or multipart body, headers), so a test
 * asserts what the API would have received.
 */
import { http, HttpResponse } from 'msw';
import { api, server } from '../pages/helpers';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
  /** Parsed JSON, or undefined for no body / multipart. */
  json: unknown;
  /**
   * Multipart fields as [name, text] pairs in order; a file as `file:<type>`. Only
   * the type: msw's XMLHttpRequest interceptor, handed jsdom's FormData, loses a
   * file's name and content on the way (test/unit/multipart.test.ts checks those).
   */
  form: Array<[string, string]> | undefined;
  headers: Headers;
}

type Method = 'get' | 'post' | 'put' | 'delete';
export interface Route {
  status?: number;
  body?: unknown;
}

async function read(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const query: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
  const type = request.headers.get('content-type') ?? '';
  let json: unknown;
  let form: Array<[string, string]> | undefined;
  if (type.startsWith('multipart/form-data')) {
    const data = await request.formData();
    form = Array.from(data.entries(), ([name, value]) => [name, typeof value === 'string' ? value : `file:${value.type}`]);
  } else {
    const text = await request.text();
    json = text ? JSON.parse(text) : undefined;
  }
  return { method: request.method, path: url.pathname, query, json, form, headers: request.headers };
}

/** Answers `METHOD /path` (under /api) as given and records the requests; an unexpected call fails (setUpApi). */
export function recordApi(routes: Record<string, Route>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.use(
    ...Object.entries(routes).map(([key, route]) => {
      const [method, path] = key.split(' ');
      return http[method.toLowerCase() as Method](api(path), async ({ request }) => {
        requests.push(await read(request));
        const status = route.status ?? 200;
        return route.body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(route.body, { status });
      });
    }),
  );
  return requests;
}
