/** buildApp: plugins in order (security, cookies, errors, session, XSRF, validation, access), then routes. */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from './context';
import { enforceAccess } from './http/access';
import type { AccessFacts, CurrentUser } from './http/currentUser';
import { registerErrorHandlers } from './http/errors';
import { clientErrorHandler, frameworkErrors, notFoundHandler, unroutedEarly } from './http/frameworkErrors';
import { validateRequest } from './http/route';
import { loadSessionUser, SIGNED_IN_COOKIE, startSessionCache, stopSessionCache } from './http/session';
import { isSecureRequest } from './http/secureRequest';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSpa } from './http/spa';
import { registerXsrf } from './http/xsrf';
import { registerUploads } from './http/uploads';
import { requireAccessRule, type RegisteredRoute } from './http/routeTable';
import { docsRoutes } from './modules/docs';
import { moduleRoutes } from './moduleRoutes';
import type { TrustProxy } from './trustProxy';

z.config(z.locales.fi());

export interface BuildOptions {
  context: AppContext;
  distDir: string;
  logger?: FastifyServerOptions['logger'];
  /** The proxies whose X-Forwarded-* are believed (config TRUST_PROXY, trustProxy.ts); false: none. */
  trustProxy?: TrustProxy;
}

export type App = FastifyInstance & { registeredRoutes: RegisteredRoute[] };

export async function buildApp({ context, distDir, logger = false, trustProxy = false }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    // Only behind a proxy the operator names (TRUST_PROXY): else anyone could claim https or an address.
    trustProxy,
    // While stopping (main.ts), a request that arrives on an open connection is still answered,
    // not refused with 503: the drain time bounds the stop.
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', requireAccessRule(routes));

  registerSecurityHeaders(app, { imageOrigin: context.newsFeed?.imageOrigin, trackerOrigin: context.errorTracker?.origin });
  await app.register(fastifyCookie, { secret: context.secret });
  // API answers above 1 kB go gzipped to a client that asks; built files come pre-compressed (http/spa.ts).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['gzip'] });
  registerErrorHandlers(app, context.errorTracker ?? null);
  app.setNotFoundHandler(notFoundHandler(routes));
  app.addHook('onRequest', unroutedEarly(routes));
  // A POST that declares JSON but sends nothing (a bodyless action) is a request without a body,
  // not malformed JSON; everything else goes through Fastify's own (poisoning-safe) parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.decorateRequest<CurrentUser | null>('user', null);
  app.decorateRequest<string | null>('sessionId', null);
  app.decorateRequest<AccessFacts | null>('accessFacts', null);
  app.decorateRequest<FastifyRequest['preload']>('preload', null);
  app.decorateRequest<FastifyRequest['validated'] | null>('validated', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await loadSessionUser(context.db, request);
  });
  app.addHook('onReady', async () => startSessionCache(context.db));
  app.addHook('onClose', async () => stopSessionCache(context.db));
  registerXsrf(app, context.secret);
  await registerUploads(app);
  app.addHook('onSend', async (request, reply) => {
    // A marker whose session has ended (expired, signed out elsewhere) goes with the next API answer.
    if (request.url.startsWith('/api/') && !request.user && request.cookies[SIGNED_IN_COOKIE] && !reply.getHeader('set-cookie')?.toString().includes(`${SIGNED_IN_COOKIE}=1`)) {
      reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
    }
    if (isSecureRequest(request)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // API answers hold personal data: no browser or proxy keeps them.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  // Access before validation: who may not call a route learns nothing of its input rules.
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.access;
    if (rule) await enforceAccess(context.db, rule, request);
    validateRequest(request);
  });

  // Each feature module registers itself (moduleRoutes.ts): its public file exports `<name>Routes`.
  for (const module of await moduleRoutes()) await module.register(app, context);
  await docsRoutes(app, routes);
  await registerSpa(app, distDir);

  const instance: FastifyInstance = app;
  return Object.assign(instance, { registeredRoutes: routes });
}
