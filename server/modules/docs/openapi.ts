/** The OpenAPI document, generated from the routes' own zod schemas and access rules. */
import { z, type ZodType } from 'zod';
import { describeAccess, type AccessRule } from '../../http/access';
import type { RouteSchemas } from '../../http/route';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule;
  schemas: RouteSchemas;
  summary: string;
}

const toJson = (schema: ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

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
      ...(route.schemas.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toJson(route.schemas.body) } } } }
        : {}),
      responses: { default: { description: 'See docs/api.md' } },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Pätevä API', version: '0.1.0' }, servers: [{ url: '/' }], paths };
}
