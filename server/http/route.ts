/**
 * defineRoute: the one way a route is declared — method, path, access rule,
 * zod schemas for params, query and body, and a handler that gets the parsed values.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z, type ZodType } from 'zod';
import type { AccessRule } from './access';
import type { CurrentUser } from './currentUser';
import { notFound } from './errors';
import { responseChecker } from './responseCheck';
import { parseBody, parseQuery } from './requestInput';
import { readUpload, type Upload, type UploadSpec } from './uploads';

export interface RouteSchemas {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** The answer per status (e.g. 200, 201; 204 as null): published in the OpenAPI document, checked in the API tests. */
  response?: Record<number, ZodType | null>;
  /**
   * A multipart/form-data body (http/uploads.ts): read after the access rule, given to the handler as `upload`.
   * With `body` too, the route takes either: a multipart request gets `upload` (and no `body`), any other `body`.
   */
  multipart?: UploadSpec;
  /** The 200 answer is a file of these types (http/files.ts sendStoredFile), not JSON. */
  file?: readonly string[];
  /**
   * The refusals the handler itself gives (409 conflict(), 429 tooMany(), a 403 of a rule beyond the
   * access rule …). Those the mechanism gives (401, 403, 404, 422, 400, 413, 415, 419) the OpenAPI
   * document derives itself (modules/docs/statuses.ts).
   */
  errors?: readonly ErrorStatus[];
  /**
   * What the handler checks beyond these schemas (a record that must exist, a status that must allow
   * the change, fields read together), by the Finnish message of its 422; `…` stands for a part that
   * varies. Published in the OpenAPI document, so a client knows why a valid-looking request is refused.
   */
  rules?: readonly string[];
}

/** The 4xx and 5xx a handler may give beside the mechanism's (errors.ts, rateLimit.ts, the PRH client's 502). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 502;

type Out<T> = T extends ZodType ? z.output<T> : undefined;

export interface RouteContext<S extends RouteSchemas> {
  params: Out<S['params']>;
  query: Out<S['query']>;
  /** Undefined for a multipart request to a route that takes JSON or multipart. */
  body: S['multipart'] extends UploadSpec ? Out<S['body']> | undefined : Out<S['body']>;
  /** The parsed multipart body, for a route that declares `multipart` (undefined for a JSON request to a route that takes both). */
  upload: S['multipart'] extends UploadSpec<infer F> ? (S['body'] extends ZodType ? Upload<F> | undefined : Upload<F>) : undefined;
  user: CurrentUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<S extends RouteSchemas> {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  access: AccessRule;
  summary: string;
  schemas?: S;
  handler: (context: RouteContext<S>) => Promise<unknown> | unknown;
}

export interface RouteConfig {
  access: AccessRule;
  schemas: RouteSchemas;
  summary: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    schemas?: RouteSchemas;
    summary?: string;
  }
}

/** The signed-in user, for handlers whose access rule already required one. */
export function requireUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw new Error('route reached without a user: check its access rule');
  return user;
}

export function defineRoute<S extends RouteSchemas>(app: FastifyInstance, def: RouteDefinition<S>): void {
  const schemas: RouteSchemas = def.schemas ?? {};
  app.route({
    method: def.method,
    url: def.url,
    config: { access: def.access, schemas, summary: def.summary },
    ...(schemas.response ? responseChecker(def.method, def.url, schemas.response) : {}),
    handler: async (request, reply) => {
      const { params, query, body } = request.validated;
      const upload = schemas.multipart && (!schemas.body || request.isMultipart()) ? await readUpload(request, schemas.multipart) : undefined;
      const result = await def.handler({
        params: params as Out<S['params']>,
        query: query as Out<S['query']>,
        body: body as RouteContext<S>['body'],
        upload: upload as RouteContext<S>['upload'],
        user: request.user,
        request,
        reply,
      });
      // A handler that sent its answer itself (reply.status(201).send(…)) returned the reply, a thenable that
      // the await above resolved to undefined: the answer is out, nothing more to send.
      if (reply.sent) return reply;
      return result === undefined ? reply.status(reply.statusCode === 200 ? 204 : reply.statusCode).send() : result;
    },
  });
}

/** Parses params, query and body with the route's schemas; a failure becomes 422 (errors.ts, requestInput.ts). */
export function validateRequest(request: FastifyRequest): void {
  const schemas = request.routeOptions.config.schemas ?? {};
  request.validated = {
    params: schemas.params ? parseParams(schemas.params, request.params) : undefined,
    query: schemas.query ? parseQuery(schemas.query, request.query) : undefined,
    // A route that takes JSON or multipart reads a multipart request as its upload (defineRoute).
    body: schemas.body && !(schemas.multipart && request.isMultipart()) ? parseBody(schemas.body, request.body) : undefined,
  };
}

/** A path that names no valid record (e.g. /companies/abc) is a missing record, not bad input. */
function parseParams(schema: ZodType, params: unknown): unknown {
  const parsed = schema.safeParse(params ?? {});
  if (!parsed.success) throw notFound();
  return parsed.data;
}
