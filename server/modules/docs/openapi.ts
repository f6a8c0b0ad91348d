/** The OpenAPI document, generated from the routes' own zod schemas and access rules. */
import { z, type ZodType } from 'zod';
import { describeAccess, type AccessRule } from '../../http/access';
import type { RouteSchemas } from '../../http/route';
import { uploadJsonSchema } from '../../http/uploads';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule;
  schemas: RouteSchemas;
  summary: string;
}

const toJson = (schema: ZodType, io: 'input' | 'output' = 'input') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;

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
const errorResponses = {
  '4XX': { description: 'Refused: a Finnish message, and field errors for 422', content: { 'application/json': { schema: errorSchema } } },
  '5XX': { description: 'Failed: a Finnish message and the request id the log has', content: { 'application/json': { schema: errorSchema } } },
};

function responses(declared: RouteSchemas['response'], file?: RouteSchemas['file']) {
  if (!declared) return { default: { description: 'See docs/api.md' }, ...errorResponses };
  const answers: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(declared)) {
    answers[status] = file && status === '200'
      ? { description: 'The file', content: Object.fromEntries(file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }
      : schema
      ? { description: status === '201' ? 'Created' : 'OK', content: { 'application/json': { schema: toJson(schema, 'output') } } }
      : { description: 'No content' };
  }
  return { ...answers, ...errorResponses };
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

export function openApiDocument(routes: RegisteredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') continue;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      description: `Access: ${describeAccess(route.access)}`,
      parameters: [...parameters(route.schemas.params, 'path'), ...parameters(route.schemas.query, 'query')],
      ...(route.schemas.body || route.schemas.multipart
        ? {
            requestBody: {
              required: true,
              // A route may take both (JSON, or multipart when it carries files).
              content: {
                ...(route.schemas.body ? { 'application/json': { schema: toJson(route.schemas.body) } } : {}),
                ...(route.schemas.multipart ? { 'multipart/form-data': { schema: uploadJsonSchema(route.schemas.multipart) } } : {}),
              },
            },
          }
        : {}),
      responses: responses(route.schemas.response, route.schemas.file),
    };
  }
  return { openapi: '3.1.0', info: { title: 'Pätevä API', version: '0.1.0' }, servers: [{ url: '/' }], paths };
}
