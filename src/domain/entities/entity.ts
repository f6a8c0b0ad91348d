/**
 * An entity declared once (SPEC §3): its fields (fields.ts), the path of its
 * resource, and the cross-field rules SPEC gives. Everything else is derived
 * here, with no second list of fields: the request schema the server
 * validates with (snake_case keys), the form schema the browser validates with
 * (the record's camelCase keys, same rules), the response schema (SPEC §3
 * camelCase), and the types of all three.
 */
import { z, type ZodType } from 'zod';
import { toSnakeCase } from '../caseKeys';
import { place, type ChildCollection, type ChildRule, type Field, type UploadKind } from './fields';

type Fields = Record<string, Field>;

/** `addressLine1` → `address_line1`, as caseKeys.toSnakeCase spells it at run time. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

type InputKeys<F extends Fields> = { [K in keyof F]: F[K]['input'] extends null ? never : K }[keyof F] & string;
/** Fields that are no column of the record's table: computed, child collections, write-only. */
type ObjectKeys<F extends Fields> = { [K in keyof F]: F[K]['kind'] extends 'object' ? K : never }[keyof F] & string;
/** Fields a request sends but no answer carries. */
type WriteOnlyKeys<F extends Fields> = { [K in keyof F]: F[K] extends { answered: false } ? K : never }[keyof F] & string;
type CreateOnlyKeys<F extends Fields> = { [K in keyof F]: F[K] extends { createOnly: true } ? K : never }[keyof F] & string;
type ComputedKeys<F extends Fields> = Exclude<ObjectKeys<F>, WriteOnlyKeys<F>>;
type AnsweredKeys<F extends Fields> = Exclude<keyof F & string, WriteOnlyKeys<F>>;
type InputOf<Fl extends Field> = Fl['input'] extends infer I ? (I extends ZodType ? z.output<I> : never) : never;
/** The name a body sends a field under: its `sentAs`, or its own. */
type SentKey<F extends Fields, K extends keyof F & string> = F[K] extends { sentAs: infer S extends string } ? S : K;
/** A child collection's declaration (never for other fields). */
type ChildOf<Fl extends Field> = Fl extends { children: { entity: infer C extends Entity } } ? C : never;
type ValueOf<Fl extends Field> = [ChildOf<Fl>] extends [never] ? InputOf<Fl> : ChildOf<Fl> extends Entity<infer C> ? Array<ValuesOf<C>> | undefined : never;
type BodyOf<Fl extends Field> = [ChildOf<Fl>] extends [never] ? InputOf<Fl> : Array<EntityBody<ChildOf<Fl>>> | undefined;

/** What a client may send, as the entity's rules read it (camelCase keys, parsed values). */
export type ValuesOf<F extends Fields> = { [K in InputKeys<F>]: ValueOf<F[K]> };

/** What a form of the record edits: its input fields, none fixed at creation (the record's own names); formValuesOf leaves out those not placed in forms. */
type FormKeys<F extends Fields> = Exclude<InputKeys<F>, CreateOnlyKeys<F>>;
type FormValueOf<Fl extends Field> = [ChildOf<Fl>] extends [never] ? Exclude<InputOf<Fl>, undefined> : ChildOf<Fl> extends Entity<infer C> ? Array<FormValuesOf<C>> : never;
export type FormValuesOf<F extends Fields> = { [K in FormKeys<F>]: FormValueOf<F[K]> };

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
  /**
   * 'form': the rule reads the whole record, so only the browser's forms (which hold every field)
   * run it; the server judges the stored result itself, where an update keeps what it leaves out.
   */
  only?: 'form';
}

/** A check as derivations run it, whatever the entity's fields. */
export interface RunnableCheck {
  reads: readonly string[];
  only?: 'form';
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
export type EntityRecord<E extends Entity> = E extends Entity<infer F> ? { [K in AnsweredKeys<F>]: z.output<F[K]['output']> } : never;

/** A parsed request body (snake_case keys), as the server's services take it. */
export type EntityBody<E extends Entity> = E extends Entity<infer F> ? { [K in InputKeys<F> as SnakeCase<SentKey<F, K>>]: BodyOf<F[K]> } : never;

/** A parsed update body: what a create alone takes left out, the rest optional (left out, kept as stored). */
export type EntityUpdateBody<E extends Entity> = E extends Entity<infer F>
  ? { [K in Exclude<InputKeys<F>, CreateOnlyKeys<F>> as SnakeCase<SentKey<F, K>>]?: BodyOf<F[K]> }
  : never;

/** The columns a row must have for the generic view mapper: every stored field, snake_case. */
export type EntityRow<E extends Entity> = E extends Entity<infer F>
  ? { [K in Exclude<keyof F & string, ObjectKeys<F>> as SnakeCase<K>]: unknown }
  : never;

/** The fields the server computes (joins, summaries); the view mapper takes them beside the row. */
export type EntityComputed<E extends Entity> = E extends Entity<infer F> ? { [K in ComputedKeys<F>]: z.output<F[K]['output']> } : never;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** create: the fields' own rules; update: a field left out is kept as stored, so none is required. */
type Purpose = 'create' | 'update';
/** wire: a request body's snake_case names (and `sentAs`); form: the record's own names. */
type Side = 'wire' | 'form';

const nameOn = (side: Side, key: string, field: Field) => (side === 'wire' ? toSnakeCase(field.sentAs ?? key) : key);

/** A list as a body sends it; a form has no empty list, so `x[]` sent with one empty value is the empty list. */
const sentList = (item: ZodType, children: ChildCollection) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((entry) => entry !== '') : value),
    z.array(item, { error: 'Arvon on oltava luettelo.' }).max(children.max, children.tooMany),
  );

function inputSchema(entity: Entity, side: Side, purpose: Purpose = 'create', notObject?: string): ZodType {
  const shape: Record<string, ZodType> = {};
  /** Field key → the name it has on this side. */
  const names: Record<string, string> = {};
  for (const [key, field] of Object.entries(entity.fields)) {
    if (!field.input || (purpose === 'update' && field.createOnly)) continue;
    const name = (names[key] = nameOn(side, key, field));
    const input = field.children ? sentList(inputSchema(field.children.entity as Entity, side, 'create', field.children.missing), field.children).optional() : field.input;
    shape[name] = purpose === 'update' ? input.optional() : input;
  }
  const toValues = (body: Record<string, unknown>) =>
    side === 'form' ? body : Object.fromEntries(Object.entries(names).filter(([, name]) => name in body).map(([key, name]) => [key, body[name]]));
  const toBody = (values: Record<string, unknown>) =>
    side === 'form' ? values : Object.fromEntries(Object.entries(values).map(([key, value]) => [names[key] ?? toSnakeCase(key), value]));
  let schema: ZodType = z.object(shape, notObject ? { error: notObject } : undefined);
  const normalize = entity.normalize?.bind(entity);
  for (const rule of entity.checks) {
    if (rule.only === 'form' && side !== 'form') continue;
    const reads = new Set(rule.reads.map((key) => names[key] ?? key));
    schema = (schema as z.ZodObject).superRefine(
      (body, ctx) => {
        rule.check(toValues(body) as never, (field, message) => ctx.addIssue({ code: 'custom', path: [names[field] ?? field], message }));
      },
      // Not on a body that is no object at all (null, an array item that is null): there are no fields to read.
      { when: (payload) => isRecord(payload.value) && !payload.issues.some((issue) => !issue.path?.length || reads.has(String(issue.path[0]))) },
    );
  }
  if (normalize) {
    schema = schema.transform((body) => toBody(normalize(toValues(body as Record<string, unknown>) as never) as Record<string, unknown>));
  }
  return schema;
}

const requestSchemas = new WeakMap<Entity, ZodType>();
const updateSchemas = new WeakMap<Entity, ZodType>();
const formSchemas = new WeakMap<Entity, ZodType>();
const updateFormSchemas = new WeakMap<Entity, ZodType>();
const responseSchemas = new WeakMap<Entity, ZodType>();

function cached(cache: WeakMap<Entity, ZodType>, entity: Entity, make: () => ZodType): ZodType {
  let schema = cache.get(entity);
  if (!schema) cache.set(entity, (schema = make()));
  return schema;
}

/** The body of POST and PUT (snake_case, SPEC §7), parsed as the server and the OpenAPI document read it. */
export function requestSchema<E extends Entity>(entity: E): ZodType<EntityBody<E>> {
  return cached(requestSchemas, entity, () => inputSchema(entity, 'wire')) as ZodType<EntityBody<E>>;
}

/**
 * The body of an update (PUT) that keeps what it leaves out, as the data provider sends only
 * what changed: the same rules, but no field is required (sent empty, a required one is refused).
 */
export function updateSchema<E extends Entity>(entity: E): ZodType<EntityUpdateBody<E>> {
  return cached(updateSchemas, entity, () => inputSchema(entity, 'wire', 'update')) as ZodType<EntityUpdateBody<E>>;
}

/** The same rules over the record's own keys, for react-hook-form's zod resolver in the browser. */
export function formSchema<E extends Entity>(entity: E): ZodType {
  return cached(formSchemas, entity, () => inputSchema(entity, 'form'));
}

/** The form rules of an update (what a create alone takes left out), over the record's own keys. */
export function updateFormSchema<E extends Entity>(entity: E): ZodType {
  return cached(updateFormSchemas, entity, () => inputSchema(entity, 'form', 'update'));
}

/** The response's object schema: each answered field's output rule (so an answer can be extended, e.g. the office's view). */
export type RecordSchema<E extends Entity> = E extends Entity<infer F> ? z.ZodObject<{ [K in AnsweredKeys<F>]: F[K]['output'] }> : never;

/** One record as responses carry it. */
export function responseSchema<E extends Entity>(entity: E): RecordSchema<E> {
  return cached(responseSchemas, entity, () =>
    z.object(Object.fromEntries(Object.entries(entity.fields).filter(([, field]) => field.answered !== false).map(([key, field]) => [key, field.output]))),
  ) as unknown as RecordSchema<E>;
}

/** The fields of a declaration's record named by `keys`, as responses carry them: a part of an answer, not a second list. */
export function recordPart<E extends Entity, const K extends keyof EntityRecord<E> & string>(entity: E, keys: readonly K[]) {
  type Shape = E extends Entity<infer F> ? { [P in K & keyof F]: F[P]['output'] } : never;
  return z.object(Object.fromEntries(keys.map((key) => [key, entity.fields[key].output]))) as unknown as z.ZodObject<Shape>;
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

/**
 * A record kept inside another (an application's industries, a meeting's items): its fields and
 * rules like an entity's, with no path of its own — it is read and written through its parent.
 */
export function defineChild<const F extends Fields>(declaration: Omit<EntityDeclaration<F>, 'path'>): Entity<F> {
  return defineEntity({ ...declaration, path: '' });
}

interface ChildOptions<R extends ChildRule> {
  rule: R;
  /** SPEC §7's name for the collection in a request, when it is not the record's. */
  sentAs?: string;
  max: number;
  tooMany: string;
  /** The message for an item that is no object. */
  missing: string;
}

/**
 * A child collection (has-many): the body sends the child's input fields per item (SPEC §7's
 * `application_industries[0][classification_industry_id]` as a form), the answer carries each child
 * as the child declares it. Left out of a body, the stored collection stays; given, `rule` says how
 * the server writes it. Shown in no generated view: its page says how it is edited.
 */
export function children<C extends Entity, const R extends ChildRule, const S extends string | undefined = undefined>(
  child: C,
  options: ChildOptions<R> & { sentAs?: S },
) {
  const collection = { entity: child, rule: options.rule, max: options.max, tooMany: options.tooMany, missing: options.missing };
  return {
    kind: 'object' as const,
    required: false,
    input: sentList(inputSchema(child, 'form', 'create', options.missing), collection).optional(),
    output: z.array(responseSchema(child)),
    placement: place({ list: false, show: false }),
    children: collection as ChildCollection & { entity: C; rule: R },
    ...(options.sentAs ? { sentAs: options.sentAs as S } : {}),
  } as Field<ZodType<unknown[] | undefined>, ZodType<EntityRecord<C>[]>> & {
    kind: 'object';
    children: ChildCollection & { entity: C; rule: R };
  } & (S extends string ? { sentAs: S } : unknown);
}

/** A child collection's declaration and rule, by its field. */
export function childCollection(entity: Entity, field: string): (ChildCollection & { entity: Entity }) | undefined {
  const collection = entity.fields[field]?.children;
  return collection ? { ...collection, entity: collection.entity as Entity } : undefined;
}

/** A file a multipart body carries: its form name (`files[][file]`, an item's file in a collection) and what it may be. */
export interface UploadField {
  name: string;
  accepts: readonly UploadKind[];
  maxCount: number;
}

/** The files the declaration's multipart body carries, named as the form sends them (SPEC §7 bracket names, `[]` for an item's index). */
export function uploadFields(entity: Entity, prefix = ''): UploadField[] {
  return Object.entries(entity.fields).flatMap(([key, field]): UploadField[] => {
    const name = prefix ? `${prefix}[${toSnakeCase(key)}]` : toSnakeCase(field.sentAs ?? key);
    if (field.upload) return [{ name, accepts: field.upload.accepts, maxCount: field.upload.maxCount }];
    if (field.children) return uploadFields(field.children.entity as Entity, `${name}[]`);
    return [];
  });
}

/** The values a form of the record edits: its input fields placed in forms, children item by item (`initial` fills a write-only field from the record). */
export function formValuesOf<E extends Entity>(entity: E, record: object): E extends Entity<infer F> ? FormValuesOf<F> : never {
  const source = record as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(entity.fields)) {
    if (!field.input || field.createOnly || !field.placement.form || field.children?.rule.kind === 'add') continue;
    if (field.children) {
      const items = Array.isArray(source[key]) ? (source[key] as object[]) : [];
      values[key] = items.map((item) => formValuesOf(field.children?.entity as Entity, item));
    } else if (field.initial) values[key] = field.initial(source);
    else values[key] = source[key];
  }
  return values as E extends Entity<infer F> ? FormValuesOf<F> : never;
}

/** A form's values as a request body: the input fields under their wire names (SPEC §7 snake_case, `sentAs`), children item by item. */
export function requestBody(entity: Entity, values: object): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = entity.fields[key];
    if (!field?.input || value === undefined) continue;
    const child = field.children?.entity as Entity | undefined;
    body[nameOn('wire', key, field)] = child && Array.isArray(value) ? value.map((item: object) => requestBody(child, item)) : value;
  }
  return body;
}

/** A wire error key (`application_industries.0.reference_ids`) under the record's names (`industries.0.referenceIds`); an unknown name stays as it is. */
export function formNameOf(entity: Entity, wireKey: string): string {
  const [head, ...rest] = wireKey.split('.');
  const found = Object.entries(entity.fields).find(([key, field]) => nameOn('wire', key, field) === head);
  if (!found) return wireKey;
  const [key, field] = found;
  const child = field.children?.entity as Entity | undefined;
  if (!child || rest.length < 2 || !/^\d+$/.test(rest[0])) return [key, ...rest].join('.');
  return [key, rest[0], formNameOf(child, rest.slice(1).join('.'))].join('.');
}
