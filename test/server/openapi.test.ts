/**
 * The published API says what the server enforces (issue 18 #6): every operation of
 * /api/docs/openapi.json lists the statuses it really answers (those of the mechanism, and every
 * one the authorization matrix sees), and requests made from the document alone, as a
 * schema-driven fuzzer makes them, are answered with a documented status in the error shape,
 * never a 422 for a rule the document does not publish.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, signedIn, useTestApp } from './helpers';
import { SLICES } from './matrix';
import { prepareMatrixWorld } from './matrix/world';
import { ACTORS, type Actor, type Case, type MatrixContext } from './matrix/presets';
import { queryText, Rng, sample, UnsampleableSchema, type Schema } from '../support/jsonSchemaValues';
import { pdf, png, type Part } from '../support/uploadFixtures';

const env = useTestApp();

const MATRIX: Record<string, Case[]> = Object.assign({}, ...SLICES.map((slice) => slice.rows));
const ctx = { env, extra: {} } as MatrixContext;
const clients = {} as Record<Actor, Client>;

interface Operation {
  parameters?: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  'x-rules'?: string[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}
let doc: Document;

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operationOf = (method: string, url: string): Operation | undefined => doc.paths[openApiPath(url)]?.[method.toLowerCase()];
const documented = (operation: Operation, status: number) =>
  String(status) in operation.responses || (status >= 500 && '5XX' in operation.responses);

/** Our own API routes (not Swagger UI's pages). */
const apiRoutes = () => env.app.registeredRoutes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));

beforeAll(async () => {
  await prepareMatrixWorld(ctx);
  clients.anonymous = new Client(env.app);
  for (const actor of ['office', 'aAdmin'] as const) clients[actor] = await signedIn(env.app, ctx.users[actor].email);
  doc = (await clients.anonymous.get('/api/docs/openapi.json')).body as Document;
});

describe('the OpenAPI document', () => {
  it('lists for every operation the statuses the mechanism answers, each as a status of its own', () => {
    const missing: string[] = [];
    for (const route of apiRoutes()) {
      const operation = operationOf(route.method, route.url);
      if (!operation) {
        missing.push(`${route.method} ${route.url}: not in the document`);
        continue;
      }
      const expected = [400];
      if (route.access.kind !== 'public') expected.push(401);
      if (route.access.kind !== 'public' && route.access.kind !== 'signedIn') expected.push(403);
      if (route.url.includes(':')) expected.push(404);
      if (route.schemas.query || route.schemas.body || route.schemas.multipart) expected.push(422);
      if (route.method !== 'GET') expected.push(413, 415, 419);
      for (const status of expected) if (!documented(operation, status)) missing.push(`${route.method} ${route.url}: ${status}`);
      // Ranges say nothing a fuzzer can check; only the 5XX range stays.
      if ('4XX' in operation.responses) missing.push(`${route.method} ${route.url}: 4XX range`);
      for (const [status, answer] of Object.entries(operation.responses)) {
        // An error the route answers in a shape of its own (the health check's 503) is its declared response.
        if ((Number(status) >= 400 || status === '5XX') && !(Number(status) in (route.schemas.response ?? {}))) {
          expect(answer.content?.['application/json']?.schema, `${route.method} ${route.url} ${status}`).toMatchObject({ required: ['message'] });
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists every status the authorization matrix sees each actor get', () => {
    const undocumented: string[] = [];
    for (const [key, cases] of Object.entries(MATRIX)) {
      const [method, url] = key.split(' ');
      if (!url.startsWith('/api/')) continue;
      const operation = operationOf(method, url);
      for (const testCase of cases) {
        for (const actor of ACTORS) {
          const status = testCase.expected[actor];
          if (!operation || !documented(operation, status)) undocumented.push(`${key} → ${status} (${actor})`);
        }
      }
    }
    expect([...new Set(undocumented)]).toEqual([]);
  });

  it('publishes what the server checks: id ranges, fixed code lists, dates, business IDs, bounds, and the rules beyond them', () => {
    const query = (method: string, url: string, name: string) => operationOf(method, url)?.parameters?.find((parameter) => parameter.name === name)?.schema ?? {};
    const body = (method: string, url: string) => operationOf(method, url)?.requestBody?.content['application/json'].schema as { properties: Record<string, Schema> };
    // An id in a query string: canonical digits of 1 … 2147483647 (int4), nothing past it.
    const companyId = new RegExp(String(query('GET', '/api/people', 'company_id').pattern));
    expect(['1', '2147483647'].map((value) => companyId.test(value))).toEqual([true, true]);
    expect(['0', '01', '2147483648', '-1', '1e3'].map((value) => companyId.test(value))).toEqual([false, false, false, false, false]);
    expect(query('GET', '/api/companies/:id/applications', 'application_status_id').pattern).toBe('^(?:[1-9]|1[01])$');
    expect(query('GET', '/api/applications', 'application_type_id').enum).toEqual(expect.arrayContaining(['1', '11']));
    expect(query('GET', '/api/companies/:id/relationships', 'company_relationship_type_id').enum).toEqual([2, 3]);
    expect(query('GET', '/api/companies/:id/audit-log', 'created_from')).toMatchObject({ format: 'date' });
    expect(query('GET', '/api/companies', 'registration_number')).toMatchObject({ format: 'fi-business-id' });
    // A trimmed required text may not be blank; an integer field's transform publishes its bounds.
    expect(new RegExp(String(body('POST', '/api/companies/:id/offices').properties.name.pattern)).test('   ')).toBe(false);
    expect(body('POST', '/api/application-questions').properties.order_number).toMatchObject({ anyOf: [{ type: 'integer', minimum: 0, maximum: 10000 }, { type: 'null' }] });
    // A rule across fields, by the message its 422 carries.
    expect(operationOf('PUT', '/api/companies/:id/certificates/:certId')?.['x-rules']).toContain('Voimassaolo ei voi päättyä ennen kuin se alkaa.');
  });
});

/** Every rule a 422 may name for this operation: the `x-rules` of its schemas, and its own (`…` varies). */
function publishedRules(operation: Operation): RegExp[] {
  const rules = new Set<string>(operation['x-rules'] ?? []);
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'x-rules' && Array.isArray(inner)) inner.forEach((rule) => rules.add(String(rule)));
        else walk(inner);
      }
    }
  };
  walk(operation.parameters);
  walk(operation.requestBody);
  return [...rules].map((rule) => new RegExp(`^${rule.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/…/g, '.+')}$`, 'su'));
}

/** The route's path as the matrix fills it for an actor who may use it (real records), else its first. */
function concretePath(method: string, url: string, actor: Actor): string | null {
  const cases = MATRIX[`${method} ${url}`] ?? [];
  const usable = cases.find((testCase) => testCase.expected[actor] < 300) ?? cases[0];
  return usable ? usable.path(ctx).split('?')[0] : null;
}

async function fileFor(schema: Schema): Promise<Part['file']> {
  const media = String(schema.contentMediaType ?? (schema.items as Schema | undefined)?.contentMediaType ?? '');
  return media.includes('application/pdf') ? { filename: 'liite.pdf', content: pdf(), type: 'application/pdf' } : { filename: 'kuva.png', content: await png(), type: 'image/png' };
}

async function multipartParts(schema: Schema, rng: Rng, minimal: boolean): Promise<Part[]> {
  const parts: Part[] = [];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const [name, property] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
    if (minimal && !required.has(name)) continue;
    const file = property.format === 'binary' || (property.items as Schema | undefined)?.format === 'binary';
    if (file) {
      parts.push({ name, file: await fileFor(property) });
      continue;
    }
    const value = sample(property, rng, { minimal });
    if (Array.isArray(value)) value.forEach((item) => parts.push({ name: `${name}[]`, value: String(item) }));
    else if (value !== null && value !== undefined && typeof value !== 'object') parts.push({ name, value: String(value) });
  }
  return parts;
}

describe('requests made from the document alone', () => {
  it('are answered with a documented status, in the error shape, and a 422 only for a published rule', async () => {
    const failures: string[] = [];
    const unsampleable: string[] = [];
    const routes = apiRoutes()
      .filter((route) => !route.url.endsWith('/logout') && !route.url.includes('*'))
      // Deletions last: what they remove, the others could still use.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const route of routes) {
      const operation = operationOf(route.method, route.url);
      if (!operation) continue;
      const actors: Actor[] = route.access.kind === 'public' ? ['anonymous'] : ['office', 'aAdmin'];
      for (const actor of actors) {
        const path = concretePath(route.method, route.url, actor);
        if (!path) continue;
        for (const [seed, minimal] of [[1, true], [2, false], [3, false], [4, false], [5, false], [6, true], [7, false], [8, false]] as const) {
          const rng = new Rng(seed * 7919 + path.length);
          let url = path;
          let response;
          let sent = '';
          try {
            const query = new URLSearchParams();
            for (const parameter of operation.parameters ?? []) {
              if (parameter.in !== 'query' || (minimal && !parameter.required)) continue;
              const value = sample(parameter.schema, rng, { minimal });
              // An array parameter (`name[]`, SPEC §7) repeats, one value each, as a browser sends it.
              if (Array.isArray(value)) value.forEach((item) => query.append(parameter.name, String(item)));
              const text = Array.isArray(value) ? undefined : queryText(value);
              if (text !== undefined) query.set(parameter.name, text);
            }
            if (query.size) url = `${path}?${query}`;
            const json = operation.requestBody?.content['application/json']?.schema;
            const form = operation.requestBody?.content['multipart/form-data']?.schema;
            if (json) {
              const body = sample(json, rng, { minimal });
              sent = JSON.stringify(body);
              response = await clients[actor].request(route.method, url, { body });
            } else if (form) {
              const parts = await multipartParts(form, rng, minimal);
              sent = JSON.stringify(parts.map((part) => part.name));
              response = await clients[actor].upload(url, parts);
            } else {
              response = await clients[actor].request(route.method, url);
            }
          } catch (error) {
            if (error instanceof UnsampleableSchema) {
              unsampleable.push(`${route.method} ${route.url}: ${error.message}`);
              break;
            }
            throw error;
          }
          const label = `${route.method} ${url} as ${actor} ${sent.slice(0, 300)}`;
          if (!documented(operation, response.status)) failures.push(`${label} → undocumented ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
          if (response.status >= 400 && typeof response.body?.message !== 'string') failures.push(`${label} → ${response.status} without a message`);
          if (response.status === 422) {
            const rules = publishedRules(operation);
            const unpublished = Object.entries((response.body?.errors ?? { general: [response.body?.message] }) as Record<string, string[]>).filter(
              ([, messages]) => !messages.every((message) => rules.some((rule) => rule.test(message))),
            );
            if (unpublished.length) failures.push(`${label} → 422 ${JSON.stringify(Object.fromEntries(unpublished))}`);
          }
        }
      }
    }
    expect(unsampleable).toEqual([]);
    expect(failures).toEqual([]);
  }, 240_000);
});
