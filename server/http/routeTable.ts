/**
 * The table of the app's routes as declared (access rule, schemas, summary): what the access test
 * walks and the OpenAPI document (modules/docs) is made of. It lives here, beside the access rules,
 * so that http/ needs nothing of a feature module.
 */
import type { RouteOptions } from 'fastify';
import { access, type AccessRule } from './access';
import type { RouteSchemas } from './route';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule;
  schemas: RouteSchemas;
  summary: string;
}

/** Swagger UI's own pages and assets live below this path; they are public and not API routes. */
export const API_REFERENCE_PREFIX = '/api/docs';

/** onRoute hook: a route without an access rule stops the app from starting; the others are listed. */
export function requireAccessRule(routes: RegisteredRoute[]) {
  return (route: RouteOptions): void => {
    // Swagger UI's pages and assets (modules/docs) are public and not API routes of our own.
    if (!route.config?.access && (route as RouteOptions & { prefix?: string }).prefix === API_REFERENCE_PREFIX) {
      route.config = { ...route.config, access: access.public() };
      return;
    }
    const rule = route.config?.access;
    if (!rule) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    // Fastify adds HEAD for every GET itself, with the GET's options: listed once, as the GET.
    if (route.method === 'HEAD') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url, access: rule, schemas: route.config?.schemas ?? {}, summary: route.config?.summary ?? '' });
    }
  };
}
