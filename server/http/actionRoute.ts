/**
 * A declared action (src/domain/api/action.ts) registered as a route: its method, path, params,
 * query, body or multipart form and answer come from the declaration, so the browser and the server
 * read one shape. The route adds what only the server knows: who may call it, what its handler
 * refuses (errors, rules) and the handler itself, whose result is typed by the declared answer.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
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
      response: { [action.status]: action.answer },
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
}
