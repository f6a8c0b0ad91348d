/** The OpenAPI document, generated from the routes' own zod schemas and access rules. */
import { z, type ZodType } from 'zod';
import { describeAccess } from '../../http/access';
import type { RegisteredRoute } from '../../http/routeTable';
import { uploadJsonSchema, type UploadSpec } from '../../http/uploads';
import { toJsonSchema } from './jsonSchema';
import { errorStatuses, STATUS_REASONS } from './statuses';


const toJson = toJsonSchema;

/** errors.ts's one error shape: every 4xx and 5xx answer has it. */
const errorSchema = toJson(
  z.object({
    message: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string().optional(),
  }),
  'output',
);
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: errorSchema } } });

/** Each status the route answers (statuses.ts), with the one error shape; 5XX as a range. */
function errorResponses(route: RegisteredRoute): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const status of errorStatuses(route)) answers[status] = errorAnswer(STATUS_REASONS[status] ?? 'Refused: a Finnish message');
  answers['5XX'] = errorAnswer('Failed: a Finnish message and the request id the log has');
  return answers;
}

function responses(route: RegisteredRoute) {
  const { response: declared, file } = route.schemas;
  if (!declared) return { default: { description: 'See docs/api.md' }, ...errorResponses(route) };
  const answers: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(declared)) {
    // An error status with a shape of its own (actionRoute.ts `refusals`): its schema, not the one error shape.
    if (Number(status) >= 400) {
      if (schema) answers[status] = { description: STATUS_REASONS[Number(status)] ?? 'Refused', content: { 'application/json': { schema: toJson(schema, 'output') } } };
      continue;
    }
    const files = file && status === '200' ? Object.fromEntries(file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) : null;
    answers[status] = files
      ? // A route that answers JSON or, on request, a file (the invoicing basis' format=csv): both.
        { description: schema ? 'OK, or the file' : 'The file', content: { ...(schema ? { 'application/json': { schema: toJson(schema, 'output') } } : {}), ...files } }
      : schema
      ? { description: status === '201' ? 'Created' : 'OK', content: { 'application/json': { schema: toJson(schema, 'output') } } }
      : { description: 'No content' };
  }
  // A declared error answer (above) stands in for the one error shape of its status.
  return { ...errorResponses(route), ...answers };
}

/** An upload's body: its files as uploads.ts describes them, its text fields with the rules above. */
function multipartSchema(spec: UploadSpec): Record<string, unknown> {
  const schema = uploadJsonSchema(spec) as { properties: Record<string, unknown> };
  const fields = (toJson(spec.fields).properties ?? {}) as Record<string, unknown>;
  return { ...schema, properties: { ...schema.properties, ...fields } };
}

function parameters(schema: ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toJson(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** The handler's own checks, as the description says them (their messages are the 422's). */
const ruleLines = (rules: readonly string[] | undefined) =>
  rules?.length ? [`Also checked by the server (422 with these messages; … varies): ${rules.map((rule) => `"${rule}"`).join('; ')}`] : [];

export function openApiDocument(routes: RegisteredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') continue;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      description: [`Access: ${describeAccess(route.access)}`, ...ruleLines(route.schemas.rules)].join('\n\n'),
      ...(route.schemas.rules?.length ? { 'x-rules': route.schemas.rules } : {}),
      parameters: [...parameters(route.schemas.params, 'path'), ...parameters(route.schemas.query, 'query')],
      ...(route.schemas.body || route.schemas.multipart
        ? {
            requestBody: {
              required: true,
              // A route may take both (JSON, or multipart when it carries files).
              content: {
                ...(route.schemas.body ? { 'application/json': { schema: toJson(route.schemas.body) } } : {}),
                ...(route.schemas.multipart ? { 'multipart/form-data': { schema: multipartSchema(route.schemas.multipart) } } : {}),
              },
            },
          }
        : {}),
      responses: responses(route),
    };
  }
  return { openapi: '3.1.0', info: {
      title: 'Pätevä API',
      version: '0.1.0',
      description:
        'Errors: each operation lists the statuses it answers, all in one shape ({ message, code?, errors? }). ' +
        'Any request may also get 405 (a method the path does not take), 408 or 431 (a request the server cannot read). ' +
        'Text lengths count UTF-16 code units. `x-rules` are the 422 messages of rules a schema cannot state.',
    }, servers: [{ url: '/' }], paths };
}
