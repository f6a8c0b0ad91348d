/**
 * An entity declared once (SPEC §3): its fields (fields.ts), the path of its
 * resource, and the cross-field rules SPEC gives. Everything else is derived
 * here, with no second list of fields: the request schema the server
 * validates with (snake_case keys), the form schema the browser validates with
 * (the record's camelCase keys, same rules), the response schema (SPEC §3
 * camelCase), and the types of all three.
 */
import { z, type ZodType } from 'zod';
import { toCamelCase, toSnakeCase } from '../caseKeys';
import type { Field } from './fields';

type Fields = Record<string, Field>;

/** `addressLine1` → `address_line1`, as caseKeys.toSnakeCase spells it at run time. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

type InputKeys<F extends Fields> = { [K in keyof F]: F[K]['input'] extends null ? never : K }[keyof F] & string;
type ComputedKeys<F extends Fields> = { [K in keyof F]: F[K]['kind'] extends 'object' ? K : never }[keyof F] & string;
type InputOf<Fl extends Field> = Fl['input'] extends infer I ? (I extends ZodType ? z.output<I> : never) : never;

/** What a client may send, as the entity's rules read it (camelCase keys, parsed values). */
export type ValuesOf<F extends Fields> = { [K in InputKeys<F>]: InputOf<F[K]> };

export interface EntityDeclaration<F extends Fields> {
  /** The react-admin resource name (kebab-case plural). */
  resource: string;
  /** The API path below /api, with the parent's id as `:param` (the record's field of that name). */
  path: string;
  fields: F;
  /** Rules across fields (or beyond one field's type) that SPEC gives. */
  checks?: readonly EntityCheck<F>[];
  /** Normalisation after the rules (e.g. fields a type does not have become null). */
  normalize?(values: ValuesOf<F>): ValuesOf<F>;
}

export interface EntityCheck<F extends Fields> {
  /** The fields the rule reads: it runs when none of them has an error of its own, so every error shows at once. */
  reads: readonly InputKeys<F>[];
  /** `add` names the field whose input is wrong. Method syntax on purpose: an entity of any fields is then an Entity. */
  check(values: ValuesOf<F>, add: (field: InputKeys<F>, message: string) => void): void;
}

/** A check as derivations run it, whatever the entity's fields. */
export interface RunnableCheck {
  reads: readonly string[];
  check(values: never, add: (field: string, message: string) => void): void;
}

export interface Entity<F extends Fields = Fields> extends Omit<EntityDeclaration<F>, 'checks'> {
  checks: readonly RunnableCheck[];
  /** The parent's id fields named in `path` (`companies/:companyId/offices` → ['companyId']). */
  parentKeys: string[];
}

export function defineEntity<const F extends Fields>(declaration: EntityDeclaration<F>): Entity<F> {
  const parentKeys = [...declaration.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  for (const key of parentKeys) {
    if (!(key in declaration.fields)) throw new Error(`${declaration.resource}: path parameter :${key} is not a field`);
  }
  return { ...declaration, checks: declaration.checks ?? [], parentKeys };
}

/** A record as the API answers it (SPEC §3 camelCase). */
export type EntityRecord<E extends Entity> = E extends Entity<infer F> ? { [K in keyof F]: z.output<F[K]['output']> } : never;

/** A parsed request body (snake_case keys), as the server's services take it. */
export type EntityBody<E extends Entity> = E extends Entity<infer F> ? { [K in InputKeys<F> as SnakeCase<K>]: InputOf<F[K]> } : never;

/** The columns a row must have for the generic view mapper: every stored field, snake_case. */
export type EntityRow<E extends Entity> = E extends Entity<infer F>
  ? { [K in Exclude<keyof F & string, ComputedKeys<F>> as SnakeCase<K>]: unknown }
  : never;

/** The fields the server computes (joins, summaries); the view mapper takes them beside the row. */
export type EntityComputed<E extends Entity> = E extends Entity<infer F> ? { [K in ComputedKeys<F>]: z.output<F[K]['output']> } : never;

type Spell = (key: string) => string;
const same: Spell = (key) => key;

const rename = (source: Record<string, unknown>, spell: Spell) =>
  Object.fromEntries(Object.entries(source).map(([key, value]) => [spell(key), value]));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** create: the fields' own rules; update: a field left out is kept as stored, so none is required. */
type Purpose = 'create' | 'update';

function inputSchema(entity: Entity, spell: Spell, purpose: Purpose = 'create'): ZodType {
  const shape: Record<string, ZodType> = {};
  for (const [key, field] of Object.entries(entity.fields)) {
    if (field.input) shape[spell(key)] = purpose === 'update' ? field.input.optional() : field.input;
  }
  let schema: ZodType = z.object(shape);
  const normalize = entity.normalize?.bind(entity);
  for (const rule of entity.checks) {
    const reads = new Set(rule.reads.map((key) => spell(key)));
    schema = (schema as z.ZodObject).superRefine(
      (body, ctx) => {
        const values = (spell === same ? body : rename(body, toCamelCase)) as never;
        rule.check(values, (field, message) => ctx.addIssue({ code: 'custom', path: [spell(field)], message }));
      },
      // Not on a body that is no object at all (null, an array item that is null): there are no fields to read.
      { when: (payload) => isRecord(payload.value) && !payload.issues.some((issue) => !issue.path?.length || reads.has(String(issue.path[0]))) },
    );
  }
  if (normalize) {
    schema = schema.transform((body) => {
      const values = (spell === same ? body : rename(body as Record<string, unknown>, toCamelCase)) as never;
      const normalized = normalize(values) as Record<string, unknown>;
      return spell === same ? normalized : rename(normalized, spell);
    });
  }
  return schema;
}

const requestSchemas = new WeakMap<Entity, ZodType>();
const updateSchemas = new WeakMap<Entity, ZodType>();
const formSchemas = new WeakMap<Entity, ZodType>();
const responseSchemas = new WeakMap<Entity, ZodType>();

function cached(cache: WeakMap<Entity, ZodType>, entity: Entity, make: () => ZodType): ZodType {
  let schema = cache.get(entity);
  if (!schema) cache.set(entity, (schema = make()));
  return schema;
}

/** The body of POST and PUT (snake_case, SPEC §7), parsed as the server and the OpenAPI document read it. */
export function requestSchema<E extends Entity>(entity: E): ZodType<EntityBody<E>> {
  return cached(requestSchemas, entity, () => inputSchema(entity, toSnakeCase)) as ZodType<EntityBody<E>>;
}

/**
 * The body of an update (PUT) that keeps what it leaves out, as the data provider sends only
 * what changed: the same rules, but no field is required (sent empty, a required one is refused).
 */
export function updateSchema<E extends Entity>(entity: E): ZodType<Partial<EntityBody<E>>> {
  return cached(updateSchemas, entity, () => inputSchema(entity, toSnakeCase, 'update')) as ZodType<Partial<EntityBody<E>>>;
}

/** The same rules over the record's own keys, for react-hook-form's zod resolver in the browser. */
export function formSchema<E extends Entity>(entity: E): ZodType {
  return cached(formSchemas, entity, () => inputSchema(entity, same));
}

/** One record as responses carry it. */
export function responseSchema<E extends Entity>(entity: E): ZodType<EntityRecord<E>> {
  return cached(responseSchemas, entity, () =>
    z.object(Object.fromEntries(Object.entries(entity.fields).map(([key, field]) => [key, field.output]))),
  ) as ZodType<EntityRecord<E>>;
}

/** The fields of a declaration's record named by `keys`, as responses carry them: a part of an answer, not a second list. */
export function recordPart<E extends Entity, const K extends keyof EntityRecord<E> & string>(entity: E, keys: readonly K[]): ZodType<Pick<EntityRecord<E>, K>> {
  return z.object(Object.fromEntries(keys.map((key) => [key, entity.fields[key].output]))) as unknown as ZodType<Pick<EntityRecord<E>, K>>;
}

const listMetaSchema = z.object({
  currentPage: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});

/** A list answer: `{ data, meta }` (ARCHITECTURE "API conventions"). */
export const pageSchema = <T extends ZodType>(item: T) => z.object({ data: z.array(item), meta: listMetaSchema });

/** The fields whose placement includes `where`, in declaration order. */
export function fieldsShown(entity: Entity, where: 'list' | 'show' | 'form'): Array<[string, Field]> {
  return Object.entries(entity.fields).filter(([, field]) => field.placement[where] && (where !== 'form' || field.input !== null));
}

/** The label key of a field (react-admin's convention, filled by the i18n files). */
export const labelKey = (entity: Entity, field: string) => `resources.${entity.resource}.fields.${field}`;

/** The fields a list may be sorted by (camelCase) and their snake_case columns. */
export function sortableColumns(entity: Entity): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entity.fields)
      .filter(([, field]) => field.sortable || field.kind === 'id')
      .map(([key]) => [key, toSnakeCase(key)]),
  );
}

/** Fields a rule reads together: an update sends them together, so the server checks them together. */
export function checkedTogether(entity: Entity): string[] {
  return [...new Set(entity.checks.filter((rule) => rule.reads.length > 1).flatMap((rule) => rule.reads))];
}
