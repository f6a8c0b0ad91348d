/**
 * A call that is not CRUD on a resource (send, cancel, assign, review, return, an image made the
 * default …), declared once: its method, path, path parameters, query, body or multipart form, and
 * answer. The server registers the route from it (server/http/actionRoute.ts), the data provider
 * calls it by it (src/dataProvider/actions.ts), and the browser's forms validate with its body
 * schema (useActionForm). `touches` names the react-query keys whose data the call changes, so a
 * page refreshes exactly those.
 */
import { z, type ZodType } from 'zod';
import { idParam } from './pathParams';

export type ActionMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The `:name` segments of a path template: '/companies/:id/applications/:appId' → 'id' | 'appId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamNames<Tail>
    : Rest
  : never;

/** A path segment arrives as text; its schema reads it (an id by default, or e.g. a section's name). */
export type PathParamSchema = ZodType<unknown, string>;
export type ParamShape = Record<string, PathParamSchema>;

/** Each path parameter's schema: the declared one, else an id. */
export type ParamsShapeOf<P extends string, O> = {
  [K in PathParamNames<P>]: K extends keyof O ? Extract<O[K], PathParamSchema> : typeof idParam;
};

/** The values the browser puts in the path (ids as numbers), read back by the server. */
export type ParamValues<S extends ParamShape> = { [K in keyof S]: z.output<S[K]> };

/** A react-query key (react-admin's are [resource, method, params]; a prefix matches every key under it). */
export type QueryKey = readonly unknown[];

/** SPEC §3's file types, as the server's upload reader names them (server/http/uploads.ts). */
export type FileKind = 'pdf' | 'jpeg' | 'png';
export const IMAGE_FILE_KINDS: readonly FileKind[] = ['jpeg', 'png'];
export interface ActionFileSpec {
  accepts: readonly FileKind[];
  required?: boolean;
  maxCount?: number;
  maxBytes?: number;
}
/** A multipart form: its text fields (snake_case, SPEC §7's bracket names) and its file fields. */
export interface ActionUpload<F extends ZodType = ZodType> {
  fields: F;
  files: Record<string, ActionFileSpec>;
}

export interface Action<
  P extends string = string,
  S extends ParamShape = ParamShape,
  Q extends ZodType | undefined = ZodType | undefined,
  B extends ZodType | undefined = ZodType | undefined,
  U extends ActionUpload | undefined = ActionUpload | undefined,
  A extends ZodType | null = ZodType | null,
> {
  readonly method: ActionMethod;
  /** Under /api, with `:name` parameters. */
  readonly path: P;
  readonly params: z.ZodObject<S>;
  readonly paramNames: readonly string[];
  readonly query: Q;
  readonly body: B;
  readonly upload: U;
  /**
   * With both `body` and `upload` the call takes JSON or a form (SPEC §7's applications): the body goes
   * as a form when it comes with files or when this says so (an application with area codes).
   */
  sendsForm(body: B extends ZodType ? z.input<B> : never): boolean;
  /** The answer's schema; null for 204 (no content). */
  readonly answer: A;
  readonly status: 200 | 201 | 204;
  /** The react-query keys the call changes (prefixes): refreshed after it succeeds. */
  touches(params: ParamValues<S>): readonly QueryKey[];
  /** A GET call's own cache key (its query is added to it). */
  key(params: ParamValues<S>): QueryKey;
}

/** Any declared action, for helpers that take one. */
export type AnyAction = Action<string, ParamShape, ZodType | undefined, ZodType | undefined, ActionUpload | undefined, ZodType | null>;

export type ActionParams<Act extends AnyAction> = ParamValues<Act['params']['shape']>;
/** What the server answers, as the browser receives it. */
export type ActionAnswer<Act extends AnyAction> = Act['answer'] extends ZodType ? z.output<Act['answer']> : void;
/** What a handler returns (the response check parses it with the answer's schema). */
export type ActionResult<Act extends AnyAction> = Act['answer'] extends ZodType ? z.input<Act['answer']> : void;
/** The body the browser sends (the schema's input: what a form holds before the server's defaults). */
export type ActionBody<Act extends AnyAction> = Act['body'] extends ZodType ? z.input<Act['body']> : undefined;
export type ActionQuery<Act extends AnyAction> = Act['query'] extends ZodType ? z.input<Act['query']> : undefined;

export interface ActionSpec<P extends string, O, Q, B, U, A> {
  method: ActionMethod;
  path: P;
  /** Schemas of the path parameters that are not ids (an id needs none). */
  params?: O;
  query?: Q;
  body?: B;
  upload?: U;
  /** With both `body` and `upload`: whether a body without files goes as a form all the same. */
  sendsForm?: (body: B extends ZodType ? z.input<B> : never) => boolean;
  answer: A;
  /** 201 for a call that creates (an image, a file); otherwise 200, or 204 without an answer. */
  created?: boolean;
  touches?: (params: ParamValues<ParamsShapeOf<P, O>>) => readonly QueryKey[];
  key?: (params: ParamValues<ParamsShapeOf<P, O>>) => QueryKey;
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

export const pathParamNames = (path: string): string[] => [...path.matchAll(PARAM)].map((match) => match[1] ?? '');

export function defineAction<
  const P extends string,
  O extends Partial<Record<PathParamNames<P>, PathParamSchema>> = Record<never, never>,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
  U extends ActionUpload | undefined = undefined,
  A extends ZodType | null = null,
>(spec: ActionSpec<P, O, Q, B, U, A>): Action<P, ParamsShapeOf<P, O>, Q, B, U, A> {
  const names = pathParamNames(spec.path);
  const overrides: Partial<Record<string, PathParamSchema>> = spec.params ?? {};
  for (const name of Object.keys(overrides)) {
    if (!names.includes(name)) throw new Error(`${spec.path}: parameter ${name} is not in the path`);
  }
  const shape = Object.fromEntries(names.map((name) => [name, overrides[name] ?? idParam]));
  return {
    method: spec.method,
    path: spec.path,
    // The shape is built from the path's names, which the type computed from the same path.
    params: z.object(shape) as unknown as z.ZodObject<ParamsShapeOf<P, O>>,
    paramNames: names,
    query: spec.query as Q,
    body: spec.body as B,
    upload: spec.upload as U,
    sendsForm: spec.sendsForm ?? (() => false),
    answer: spec.answer,
    status: spec.answer === null ? 204 : spec.created ? 201 : 200,
    touches: spec.touches ?? (() => []),
    key: spec.key ?? ((params) => [spec.path, params]),
  };
}

/** A path parameter the caller left out: a programming error, not the user's. */
export class MissingActionParamError extends Error {}

/** The action's path with the values in place (each segment URL-encoded). */
export function actionPath<Act extends AnyAction>(action: Act, params: ActionParams<Act>): string {
  const values = params as Record<string, unknown>;
  return action.path.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new MissingActionParamError(`${action.path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
