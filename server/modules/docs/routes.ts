import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access';
import { defineRoute } from '../../http/route';
import { openApiDocument, type RegisteredRoute } from './openapi';

export function docsRoutes(app: FastifyInstance, routes: RegisteredRoute[]): void {
  let document: ReturnType<typeof openApiDocument> | null = null;
  defineRoute(app, {
    method: 'GET',
    url: '/api/docs',
    access: access.public(),
    summary: 'This OpenAPI document',
    handler: () => (document ??= openApiDocument(routes)),
  });
}
