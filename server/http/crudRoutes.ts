/**
 * crudRoutes: the standard routes of an entity (issue 19 §5) — list, read, create, update (or
 * replace) and delete — at the path its declaration names, each with its access rule, params,
 * body and answers derived from the declaration. The module gives its handlers (which write the
 * audit row with the change, and list through http/list.ts) and keeps its special routes beside.
 *
 * `/api/<path>` with the parent's `:param` spelled `:id` (the access rules read the company or the
 * person there), one record at `…/:<idName>`; a top-level entity's record at `…/:id`.
 */
import type { FastifyInstance } from 'fastify';
import type { z, ZodType } from 'zod';
import type { Page } from '../../src/domain/api/lists';
import { pageSchema, requestSchema, responseSchema, updateSchema, type Entity, type EntityBody, type EntityRecord } from '../../src/domain/entities/entity';
import type { AccessRule } from './access';
import type { CurrentUser } from './currentUser';
import { idParams, nestedIdParams } from './params';
import { defineRoute, requireUser, type ErrorStatus } from './route';

/** What the record's handlers get: the parent's id for a nested entity (N names its record's path parameter). */
type Under<N> = N extends string ? { user: CurrentUser; parentId: number } : { user: CurrentUser };
type Item<N> = Under<N> & { id: number };
type QueryOf<Q> = Q extends ZodType ? z.output<Q> : undefined;

interface Operation {
  summary: string;
  /** The refusals the handler itself gives (route.ts RouteSchemas.errors). */
  errors?: readonly ErrorStatus[];
  /** 422 messages of this operation beyond the entity's `rules`. */
  rules?: readonly string[];
}

export interface CrudDefinition<E extends Entity, N extends string | undefined, Q extends ZodType | undefined> {
  entity: E;
  /** The path parameter of one record under its parent (`officeId`); left out for a top-level entity. */
  idName?: N;
  /** Reading (list, read) and changing (create, update, delete). */
  access: { read: AccessRule; write: AccessRule };
  /** The 422 messages the handlers give beyond the schemas, on the routes that take a body. */
  rules?: readonly string[];
  list?: Operation & { query?: Q; handler: (context: Under<N> & { query: QueryOf<Q> }) => Promise<Page<EntityRecord<E>>> };
  create?: Operation & { handler: (context: Under<N> & { body: EntityBody<E> }) => Promise<EntityRecord<E>> };
  read?: Operation & { handler: (context: Item<N>) => Promise<EntityRecord<E>> };
  /** PUT keeps what the body leaves out (updateSchema). */
  update?: Operation & { handler: (context: Item<N> & { body: Partial<EntityBody<E>> }) => Promise<EntityRecord<E>> };
  /** PUT takes the whole record (requestSchema): for a record whose fields depend on each other as a whole. */
  replace?: Operation & { handler: (context: Item<N> & { body: EntityBody<E> }) => Promise<EntityRecord<E>> };
  remove?: Operation & { handler: (context: Item<N>) => Promise<void> };
}

/** The collection's and one record's URL, from the declaration's path. */
export function crudUrls(entity: Entity, idName: string | undefined): { collection: string; item: string } {
  if (entity.parentKeys.length > 1) throw new Error(`${entity.resource}: crudRoutes takes at most one parent (${entity.path})`);
  const [parentKey] = entity.parentKeys;
  if (!parentKey !== !idName) throw new Error(`${entity.resource}: a nested entity names its record's path parameter (idName), a top-level one does not`);
  const collection = `/api/${parentKey ? entity.path.replace(`:${parentKey}`, ':id') : entity.path}`;
  return { collection, item: `${collection}/:${idName ?? 'id'}` };
}

const merged = (...lists: Array<readonly string[] | undefined>) => {
  const all = lists.flatMap((list) => list ?? []);
  return all.length ? [...new Set(all)] : undefined;
};

/** Only the keys given: the OpenAPI document and the access test read the schemas as declared. */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as T;

export function crudRoutes<E extends Entity, N extends string | undefined = undefined, Q extends ZodType | undefined = undefined>(
  app: FastifyInstance,
  def: CrudDefinition<E, N, Q>,
): void {
  const { collection, item } = crudUrls(def.entity, def.idName);
  const nested = def.idName !== undefined;
  const record = responseSchema(def.entity);
  const collectionParams = nested ? idParams : undefined;
  const itemParams = nested ? nestedIdParams(def.idName as string) : idParams;
  const bodyRules = (operation: Operation) => merged(def.rules, operation.rules);
  if ([def.access.read, def.access.write].some((rule) => rule.kind === 'public')) throw new Error(`${def.entity.resource}: crudRoutes serves signed-in people only`);

  // The handlers' contexts: the ids from the path, named for what they are.
  const under = (user: CurrentUser | null, params: unknown) =>
    (nested ? { user: requireUser(user), parentId: (params as { id: number }).id } : { user: requireUser(user) }) as Under<N>;
  const itemOf = (user: CurrentUser | null, params: unknown) => {
    const ids = params as Record<string, number>;
    return Object.assign(under(user, params), { id: nested ? ids[def.idName as string] : ids.id });
  };

  if (def.list) {
    const { handler, query } = def.list;
    defineRoute(app, {
      method: 'GET',
      url: collection,
      access: def.access.read,
      summary: def.list.summary,
      schemas: defined({ errors: def.list.errors, params: collectionParams, query, response: { 200: pageSchema(record) } }),
      handler: ({ user, params, query: parsed }) => handler(Object.assign(under(user, params), { query: parsed as QueryOf<Q> })),
    });
  }

  if (def.create) {
    const { handler } = def.create;
    defineRoute(app, {
      method: 'POST',
      url: collection,
      access: def.access.write,
      summary: def.create.summary,
      schemas: defined({ rules: bodyRules(def.create), errors: def.create.errors, params: collectionParams, body: requestSchema(def.entity), response: { 201: record } }),
      handler: async ({ user, params, body, reply }) => reply.status(201).send(await handler(Object.assign(under(user, params), { body: body as EntityBody<E> }))),
    });
  }

  if (def.read) {
    const { handler } = def.read;
    defineRoute(app, {
      method: 'GET',
      url: item,
      access: def.access.read,
      summary: def.read.summary,
      schemas: defined({ errors: def.read.errors, params: itemParams, response: { 200: record } }),
      handler: ({ user, params }) => handler(itemOf(user, params)),
    });
  }

  if (def.update && def.replace) throw new Error(`${def.entity.resource}: PUT either updates or replaces`);
  const put = def.update ?? def.replace;
  if (put) {
    defineRoute(app, {
      method: 'PUT',
      url: item,
      access: def.access.write,
      summary: put.summary,
      schemas: defined({
        rules: bodyRules(put),
        errors: put.errors,
        params: itemParams,
        body: def.update ? updateSchema(def.entity) : requestSchema(def.entity),
        response: { 200: record },
      }),
      // One handler or the other, each with the body its schema parsed.
      handler: ({ user, params, body }) => put.handler(Object.assign(itemOf(user, params), { body: body as EntityBody<E> })),
    });
  }

  if (def.remove) {
    const { handler } = def.remove;
    defineRoute(app, {
      method: 'DELETE',
      url: item,
      access: def.access.write,
      summary: def.remove.summary,
      schemas: defined({ errors: def.remove.errors, params: itemParams, response: { 204: null } }),
      handler: async ({ user, params }) => {
        await handler(itemOf(user, params));
      },
    });
  }
}
