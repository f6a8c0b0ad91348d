/**
 * Field types beside fields.ts for the entities that moved later (addresses,
 * feedback, the company): built on the same `Field`, so the derivations in
 * entity.ts treat them like the others. They cover what fields.ts has no kind
 * for yet: a stored value the client never sends, a choice among fixed codes,
 * an optional id in the body, and a country code that a rule may require.
 */
import { z, type ZodType } from 'zod';
import { INT4_MAX, type Field, type FieldKind, type Placement } from './fields';

interface Show {
  /** Defaults: shown in list, show and form. */
  list?: boolean;
  show?: boolean;
  form?: boolean;
}

const place = (show: Show = {}, form = true): Placement => ({
  list: show.list ?? true,
  show: show.show ?? true,
  form: show.form ?? form,
});

/**
 * A stored column the server sets or joins in the same select (a business ID fixed at creation, a
 * count): answered, never sent. Unlike `computed`, the view mapper reads it from the row.
 */
export function answered<const O extends ZodType>(kind: Exclude<FieldKind, 'object'>, output: O, options: Show & { sortable?: boolean } = {}) {
  return { kind, required: false, input: null, output, placement: place(options, false), sortable: options.sortable } satisfies Field<null, O>;
}

/** One of a few fixed numeric codes (SPEC §3 enumerations), e.g. a feedback's message type. */
export function choice<const V extends readonly [number, ...number[]]>(values: V, options: Show & { required: string }) {
  const literals = values.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<V[number]>, ...z.ZodLiteral<V[number]>[]];
  const schema = z.union(literals, { error: options.required }) as ZodType<V[number]>;
  return { kind: 'integer', required: true, input: schema, output: schema, placement: place(options) } satisfies Field<ZodType<V[number]>, ZodType<V[number]>>;
}

/** The id of another resource's record that a body may leave out (null then), e.g. the company feedback is about. */
export function optionalReference(resource: string, options: Show & { invalid: string }) {
  const input = z
    .number({ error: options.invalid })
    .int(options.invalid)
    .positive(options.invalid)
    .max(INT4_MAX, options.invalid)
    .nullish()
    .transform((value) => value ?? null) as ZodType<number | null>;
  return { kind: 'reference', reference: resource, required: false, input, output: z.number().int().positive().nullable(), placement: place(options) } satisfies Field;
}

const TEXT_ERROR = 'Arvon on oltava tekstiä.';

/**
 * A country code whose presence a rule decides (an address's type): trimmed and upper-cased;
 * sent empty it is missing (null), left out it is undefined — unlike `country()`, which makes
 * an empty one FI. The stored value is never empty, so responses carry a string.
 */
export function countryCode(options: Show = {}) {
  const input = z
    .string({ error: TEXT_ERROR })
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value.toUpperCase() : null)) as ZodType<string | null | undefined>;
  return { kind: 'country', required: false, input, output: z.string(), placement: place(options) } satisfies Field;
}
