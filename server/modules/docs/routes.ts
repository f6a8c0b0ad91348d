/**
 * The API reference: the OpenAPI document (generated from the routes' own schemas
 * and access rules) at /api/docs/openapi.json, browsable with Swagger UI at /api/docs.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../http/access';
import { defineRoute } from '../../http/route';
import { API_REFERENCE_PREFIX, type RegisteredRoute } from '../../http/routeTable';
import { openApiDocument } from './openapi';

export async function docsRoutes(app: FastifyInstance, routes: RegisteredRoute[]): Promise<void> {
  let document: ReturnType<typeof openApiDocument> | null = null;
  // Built on first request, when every route is registered.
  const current = () => (document ??= openApiDocument(routes));
  defineRoute(app, {
    method: 'GET',
    url: `${API_REFERENCE_PREFIX}/openapi.json`,
    access: access.public(),
    summary: 'This OpenAPI document',
    // Its own shape is OpenAPI 3's; declared loosely, as an object with the version and paths.
    schemas: { response: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }) } },
    handler: current,
  });
  // @fastify/swagger only hands our document to Swagger UI: it generates nothing itself.
  await app.register(fastifySwagger, { openapi: {}, transformObject: () => current() as never });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
