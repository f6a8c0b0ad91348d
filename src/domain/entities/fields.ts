/**
 * Field types of the entity declarations. A field carries, once, everything the
 * layers above the table need: the request rule (zod, Finnish messages), the
 * response shape, the input kind a form renders, and where the field shows.
 * The types carry the database's limits: ids are positive int4, texts refuse
 * NUL and lone surrogates (PostgreSQL stores neither).
 */
import { z, type ZodType } from 'zod';
import { COUNTRY_MESSAGE, isCountryCode } from '../countries';
import { requiredDate, optionalDate } from '../schemas/dates';

export type FieldKind =
  | 'id'
  | 'text'
  | 'email'
  | 'phone'
  | 'country'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'integer'
  | 'lookup'
  | 'reference'
  | 'object';

/** Where a field appears in the generated views. */
export interface Placement {
  list: boolean;
  show: boolean;
  form: boolean;
}

export interface Field<I extends ZodType | null = ZodType | null, O extends ZodType = ZodType> {
  kind: FieldKind;
  /** The rule a request body's value must meet; null for a field the client never sends. */
  input: I;
  /** The value as responses carry it. */
  output: O;
  placement: Placement;
  /** Shown as required in forms (the input rule decides what is accepted). */
  required: boolean;
  /** A lookup list (GET /descriptions/{name}) whose ids the field holds. */
  lookup?: string;
  /** The only ids of the lookup list the field may hold (lookupChoice); the others are not offered. */
  choices?: readonly number[];
  /** The react-admin resource whose id the field holds. */
  reference?: string;
  multiline?: boolean;
  /** The server's list sorts by it (server/http/list.ts); only then does its column header sort. */
  sortable?: boolean;
  /** The name a request sends it under when SPEC §7 names it apart from the record (`applicationIndustries` for `industries`). */
  sentAs?: string;
  /** Sent, never answered (the answer says it its own way, e.g. an industry's `referenceIds` as its `references`). */
  answered?: false;
  /** Sent only when the record is created (what an application is for); an update does not take it. */
  createOnly?: true;
  /** A child collection (has-many): its items are the child's declaration (entity.ts `children`). */
  children?: ChildCollection;
  /** A write-only field's value in a form, read from the record the answer carries (an industry's `referenceIds` from its `references`). */
  initial?: (record: Record<string, unknown>) => unknown;
  /** A file sent with the body as multipart (`files[0][file]`): the kinds it may be. */
  upload?: { accepts: readonly UploadKind[]; maxCount: number };
}

/** SPEC §3's file types a declaration's upload may accept. */
export type UploadKind = 'pdf' | 'jpeg' | 'png';

/**
 * How the server writes a child collection a body gives (a collection left out stays as stored):
 * `replace` — the items sent are the collection; `merge` — an item whose `key` matches a stored one
 * keeps that row (and what the server recorded on it), the others are added, the rest removed;
 * `add` — the items sent are added to the stored ones (SPEC §5: an update sends only new files).
 */
export type ChildRule = { kind: 'replace' } | { kind: 'merge'; key: string } | { kind: 'add' };

export interface ChildCollection {
  /** The child's declaration, as `unknown` here: fields.ts knows no entities (entity.ts types it). */
  entity: unknown;
  rule: ChildRule;
  max: number;
  tooMany: string;
  /** The message for an item that is no object. */
  missing: string;
}

/** A field the lists sort by (server/http/list.ts), for field kinds without a `sortable` option. */
export const sortable = <F extends Field>(field: F): F => ({ ...field, sortable: true });

export const INT4_MAX = 2_147_483_647;

/** PostgreSQL text stores neither NUL nor a lone UTF-16 surrogate; both would be a 500. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const storable = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);
export const UNSTORABLE_MESSAGE = 'Tekstissä on merkkejä, joita ei voi tallentaa.';

export interface Show {
  /** Defaults: shown in list, show and form. */
  list?: boolean;
  show?: boolean;
  form?: boolean;
}
/** Where a field shows; `form` false for a field the client never sends. */
export const place = (show: Show = {}, form = true): Placement => ({
  list: show.list ?? true,
  show: show.show ?? true,
  form: show.form ?? form,
});

export const TEXT_ERROR = 'Arvon on oltava tekstiä.';

interface TextOptions extends Show {
  max: number;
  /** The message for an empty value: makes the field required. */
  required?: string;
  /** The message for a value longer than `max`. */
  tooLong?: string;
  multiline?: boolean;
  sortable?: boolean;
}

function requiredText(max: number, missing: string, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong).refine(storable, UNSTORABLE_MESSAGE);
}

/** An optional text: trimmed; empty is null; left out stays undefined (an update keeps what was stored). */
function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: TEXT_ERROR })
    .trim()
    .max(max, tooLong)
    .refine(storable, UNSTORABLE_MESSAGE)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

export type Optional<T> = ZodType<T | null | undefined>;

export function text(options: TextOptions & { required: string }): Field<ZodType<string>, ZodType<string>>;
export function text(options: TextOptions & { required?: undefined }): Field<Optional<string>, ZodType<string | null>>;
export function text(options: TextOptions): Field {
  const tooLong = options.tooLong ?? `Enintään ${options.max} merkkiä.`;
  const base = { kind: 'text' as const, placement: place(options), multiline: options.multiline, sortable: options.sortable };
  if (options.required) {
    return { ...base, required: true, input: requiredText(options.max, options.required, tooLong), output: z.string() };
  }
  return { ...base, required: false, input: optionalText(options.max, tooLong), output: z.string().nullable() };
}

/** A record's own id: answered, never sent. */
export function id(): Field<null, ZodType<number>> {
  return { kind: 'id' as const, required: false, input: null, output: z.number().int().positive(), placement: place({ list: false, form: false }) };
}

/** A whole number's digits as a form sends them (multipart, a select's value): an optional minus, no exponent or base. */
const DIGITS = /^-?\d{1,15}$/;

/**
 * A number as JSON sends it, or its digits as a multipart form sends them; never an array or a
 * truth value (z.coerce took `[1]` and `true` as 1, and `''` as 0).
 */
export const numeral = (message: string) =>
  z.union([z.number({ error: message }), z.string({ error: message }).trim().regex(DIGITS, message).transform(Number)], { error: message });

/** An id or lookup id sent by the client: a positive int4, or the message. */
export const idInput = (message: string) => numeral(message).pipe(z.number().int(message).positive(message).max(INT4_MAX, message));

interface LookupOptions extends Show {
  /** The message for a missing or malformed value: makes the field required. */
  required?: string;
  /** The message for a malformed optional value. */
  invalid?: string;
}

/** An id from a lookup list (`/descriptions/{name}`); the service checks that the list has it. */
export function lookup(name: string, options: LookupOptions & { required: string }): Field<ZodType<number>, ZodType<number>>;
export function lookup(name: string, options: LookupOptions & { required?: undefined }): Field<Optional<number>, ZodType<number | null>>;
export function lookup(name: string, options: LookupOptions): Field {
  const base = { kind: 'lookup' as const, lookup: name, placement: place(options) };
  if (options.required) return { ...base, required: true, input: idInput(options.required), output: z.number().int() };
  const invalid = options.invalid ?? 'Valitse arvo listalta.';
  return {
    ...base,
    required: false,
    input: z.union([idInput(invalid), z.literal(''), z.null()]).optional().transform((value) => (value === '' ? null : value)),
    output: z.number().int().nullable(),
  };
}

interface ReferenceOptions extends Show {
  required?: string;
  /** Given by the request's path (the parent), never by its body. */
  fromPath?: boolean;
}

/** The id of another resource's record, e.g. the company a record belongs to (then given by the path, not the body). */
export function reference(resource: string, options: ReferenceOptions & { fromPath: true }): Field<null, ZodType<number>>;
export function reference(resource: string, options: ReferenceOptions & { fromPath?: false }): Field<ZodType<number>, ZodType<number>>;
export function reference(resource: string, options: ReferenceOptions): Field {
  const base = { kind: 'reference' as const, reference: resource, output: z.number().int().positive() };
  if (options.fromPath) return { ...base, required: false, input: null, placement: place({ list: false, show: false, form: false }) };
  return { ...base, required: true, input: idInput(options.required ?? 'Valitse arvo listalta.'), placement: place(options) };
}

interface DateOptions extends Show {
  required?: string;
  malformed: string;
  sortable?: boolean;
}

/** A calendar date: yyyy-MM-dd on the wire; the Finnish d.M.yyyy is read too. */
export function date(options: DateOptions & { required: string }): Field<ZodType<string>, ZodType<string>>;
export function date(options: DateOptions & { required?: undefined }): Field<Optional<string>, ZodType<string | null>>;
export function date(options: DateOptions): Field {
  const base = { kind: 'date' as const, placement: place(options), sortable: options.sortable };
  if (options.required) return { ...base, required: true, input: requiredDate(options.required, options.malformed), output: z.string() };
  return { ...base, required: false, input: optionalDate(options.malformed), output: z.string().nullable() };
}

/** A moment the server sets (created, updated): ISO 8601 in responses, never sent. */
interface DatetimeOptions extends Show {
  nullable?: boolean;
  sortable?: boolean;
}
export function datetime(options: DatetimeOptions & { nullable: true }): Field<null, ZodType<string | null>>;
export function datetime(options: DatetimeOptions & { nullable?: false }): Field<null, ZodType<string>>;
export function datetime(options: DatetimeOptions): Field {
  const output = options.nullable ? z.string().nullable() : z.string();
  return { kind: 'datetime' as const, required: false, input: null, output, placement: place(options, false), sortable: options.sortable };
}

/** A country as ISO 3166-1 alpha-2; sent empty it is FI (SPEC §9), left out it stays as stored (FI for a new record). */
export function country(options: Show): Field<ZodType<string | undefined>, ZodType<string>> {
  return {
    kind: 'country',
    required: false,
    input: z
      .string({ error: TEXT_ERROR })
      .trim()
      .nullish()
      .transform((value) => (value === undefined ? undefined : value ? value.toUpperCase() : 'FI'))
      .refine((value) => value === undefined || isCountryCode(value), COUNTRY_MESSAGE),
    output: z.string(),
    placement: place(options),
  };
}

/** A yes/no the client may send; left out stays undefined. */
export function boolean(options: Show): Field<ZodType<boolean | undefined>, ZodType<boolean>> {
  return {
    kind: 'boolean' as const,
    required: false,
    input: z.boolean({ error: 'Arvon on oltava kyllä tai ei.' }).optional(),
    output: z.boolean(),
    placement: place(options),
  };
}

/**
 * A value the server computes (a joined name, a nested summary): answered, never sent. `sortable`:
 * the list route names the column it sorts by (it has none of its own), e.g. a joined name.
 */
export function computed<const S extends ZodType, const O extends Show & { sortable?: boolean }>(output: S, options: O) {
  return { kind: 'object' as const, required: false, input: null, output, placement: place(options, false), sortable: options.sortable };
}

/**
 * A stored value the server answers and never takes (a business ID fixed at creation, a count,
 * an invite's token): read from the row as it is; `kind` decides how views show it.
 */
export function readOnly<const O extends ZodType>(kind: Exclude<FieldKind, 'object'>, output: O, options: Omit<Show, 'form'> & { sortable?: boolean } = {}): Field<null, O> {
  return { kind, required: false, input: null, output, placement: place(options, false), sortable: options.sortable };
}

/** The id of another resource's record that a body may leave out (null: none); answered as stored. */
export function optionalReference(resource: string, options: Show & { invalid?: string } = {}): Field<Optional<number>, ZodType<number | null>> {
  const message = options.invalid ?? 'Valitse arvo listalta.';
  return {
    kind: 'reference',
    reference: resource,
    required: false,
    input: idInput(message).nullish(),
    output: z.number().int().positive().nullable(),
    placement: place(options),
  };
}

/** One of a few fixed numeric codes (SPEC §3 enumerations), e.g. a feedback's message type. */
export function code<const V extends readonly [number, ...number[]]>(values: V, options: Show & { required: string }): Field<ZodType<V[number]>, ZodType<V[number]>> {
  const literals = values.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<V[number]>, ...z.ZodLiteral<V[number]>[]];
  const schema = z.union(literals, { error: options.required }) as ZodType<V[number]>;
  return { kind: 'integer', required: true, input: schema, output: schema, placement: place(options) };
}

/**
 * Some ids of a lookup list (e.g. a relation is a daughter or a joint venture, never "unknown"):
 * shown by the list's names, refused with `invalid` when not among `ids`.
 */
export function lookupChoice(
  lookupName: string,
  ids: readonly number[],
  options: Show & { required: string; invalid: string; sortable?: boolean },
): Field<ZodType<number>, ZodType<number>> {
  return {
    kind: 'lookup',
    lookup: lookupName,
    choices: ids,
    required: true,
    // The document lists the ids (the refinement alone would publish only its message).
    input: numeral(options.required).refine((value) => ids.includes(value), options.invalid).meta({ enum: [...ids] }),
    output: z.number().int(),
    placement: place(options),
    sortable: options.sortable,
  };
}

/**
 * A country code whose presence a rule decides (an address's type): trimmed and upper-cased;
 * sent empty it is missing (null), left out it is undefined — unlike `country()`, which makes
 * an empty one FI. The stored value is never empty, so answers carry a string.
 */
export function countryCode(options: Show = {}): Field<Optional<string>, ZodType<string>> {
  const input = z
    .string({ error: TEXT_ERROR })
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value.toUpperCase() : null));
  return { kind: 'country', required: false, input, output: z.string(), placement: place(options) };
}
