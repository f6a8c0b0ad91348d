/**
 * A declared action (src/domain/api/action.ts) registered as a route: its method, path, params,
 * query, body or multipart form and answer come from the declaration, so the browser and the server
 * read one shape. The route adds what only the server knows: who may call it, what its handler
 * refuses (errors, rules) and the handler itself, whose result is typed by the declared answer.
 */
import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import type { ActionResult, AnyAction } from '../../src/domain/api/action';
import type { AccessRule } from './access';
import { defineRoute, type ErrorStatus, type RouteContext, type RouteSchemas } from './route';

export const API_PREFIX = '/api';

/** The route's schemas as the declaration gives them (the query may be the server's own, see `query`). */
export interface ActionSchemas<Act extends AnyAction, Q extends ZodType | undefined> extends Pick<RouteSchemas, 'response' | 'errors' | 'rules'> {
  params: Act['params'];
  query: Q;
  body: Act['body'];
  multipart: Act['upload'];
}

export interface ActionRoute<Act extends AnyAction, Q extends ZodType | undefined> {
  access: AccessRule;
  summary: string;
  /** The refusals the handler itself gives (route.ts RouteSchemas.errors). */
  errors?: readonly ErrorStatus[];
  /** The 422 messages of the handler's own checks (route.ts RouteSchemas.rules). */
  rules?: readonly string[];
  /**
   * An error status whose answer carries more than the one error shape (a stale write's 409 with the
   * record as it now stands): published in the OpenAPI document in place of the error shape.
   */
  refusals?: Readonly<Record<number, ZodType>>;
  /**
   * The server's reading of the query when it needs the database's names (a list's sortable columns,
   * server/http/list.ts); the declaration's query is what the browser sends.
   */
  query?: Q;
  handler: (context: RouteContext<ActionSchemas<Act, Q>>) => Promise<ActionResult<Act>> | ActionResult<Act>;
}

export function defineActionRoute<Act extends AnyAction, Q extends ZodType | undefined = Act['query']>(
  app: FastifyInstance,
  action: Act,
  route: ActionRoute<Act, Q>,
): void {
  const query = route.query ?? action.query;
  defineRoute<ActionSchemas<Act, Q>>(app, {
    method: action.method,
    url: `${API_PREFIX}${action.path}`,
    access: route.access,
    summary: route.summary,
    schemas: {
      params: action.params,
      query: query as Q,
      body: action.body,
      multipart: action.upload,
      response: { [action.status]: action.answer, ...route.refusals },
      ...(route.errors ? { errors: route.errors } : {}),
      ...(route.rules ? { rules: route.rules } : {}),
    },
    handler: async (context) => {
      const result = await route.handler(context);
      // A creating call answers 201 (defineRoute sends 204 itself for an answer of nothing).
      if (action.status === 201) context.reply.status(201);
      return result;
    },
  });
  if (action.method === 'PUT' && action.upload) putOverride(app, action, route, query);
}

const METHOD_OVERRIDE_MESSAGE = 'Lähetä muutos kentällä _method=PUT.';

/**
 * SPEC §7's PUT override: a browser sends a form only with POST, so a PUT that takes a form is also
 * taken as a multipart POST with `_method=PUT` (src/dataProvider/request.ts uploadCall sends it so);
 * the handler gets the form without that field.
 */
function putOverride<Act extends AnyAction, Q extends ZodType | undefined>(app: FastifyInstance, action: Act, route: ActionRoute<Act, Q>, query: Q | Act['query']): void {
  const upload = action.upload;
  if (!upload) return;
  if (!(upload.fields instanceof z.ZodObject)) throw new Error(`${action.path}: a PUT form's fields are an object schema (the override adds _method to it)`);
  const fields = upload.fields.extend({ _method: z.literal('PUT', { error: METHOD_OVERRIDE_MESSAGE }) });
  defineRoute(app, {
    method: 'POST',
    url: `${API_PREFIX}${action.path}`,
    access: route.access,
    summary: `The PUT override (SPEC §7): a multipart form with _method=PUT. ${route.summary}`,
    schemas: {
      params: action.params,
      query: query as Q,
      multipart: { ...upload, fields },
      response: { [action.status]: action.answer },
      ...(route.errors ? { errors: route.errors } : {}),
      ...(route.rules ? { rules: route.rules } : {}),
    },
    handler: ({ upload: form, ...context }) => {
      const { _method: _override, ...values } = form.fields;
      // The same handler as the PUT's, with the form it would have read.
      return route.handler({ ...context, body: undefined, upload: { ...form, fields: values } } as RouteContext<ActionSchemas<Act, Q>>);
    },
  });
}
