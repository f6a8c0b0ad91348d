/**
 * Number field kinds beyond fields.ts (issue 10): a whole number within bounds (euros, months,
 * counts, a size) and a list of ids of a lookup list (an industry's required degrees).
 */
import { z, type ZodType } from 'zod';
import { idInput, INT4_MAX, place, type Field, type Optional, type Show } from './fields';

interface IntegerOptions extends Show {
  min?: number;
  max?: number;
  /** The message for a value that is not a whole number within the bounds. */
  invalid: string;
  /** The message for a missing value: makes the field required. */
  required?: string;
  sortable?: boolean;
}

/**
 * A whole number as JSON or the browser's text inputs send it ("1 500 000" with spaces is read);
 * empty (null, '') is `missing`, anything else not a whole number within the bounds is `invalid`.
 */
function wholeNumber(min: number, max: number, invalid: string, missing: string | null) {
  return z.union([z.number(), z.string(), z.null(), z.undefined()], { error: invalid }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.replace(/[\s\u00a0]/g, '') : value;
    if (text === null || text === undefined || text === '') {
      if (missing !== null) ctx.addIssue({ code: 'custom', message: missing });
      return null;
    }
    const number = typeof text === 'number' ? text : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return null;
    }
    return number;
  })
    // What the transform takes, for the OpenAPI document (it cannot read a transform): a whole number within the bounds.
    .meta({
      anyOf: [{ type: 'integer', minimum: min, maximum: max }, ...(missing === null ? [{ type: 'null' }] : [])],
      'x-rules': [invalid, ...(missing === null ? [] : [missing])],
    });
}

export function integer(options: IntegerOptions & { required: string }): Field<ZodType<number>, ZodType<number>>;
export function integer(options: IntegerOptions & { required?: undefined }): Field<Optional<number>, ZodType<number | null>>;
export function integer(options: IntegerOptions): Field {
  const min = options.min ?? 0;
  const max = options.max ?? INT4_MAX;
  const base = { kind: 'integer' as const, placement: place(options), sortable: options.sortable };
  if (options.required) {
    return { ...base, required: true, input: wholeNumber(min, max, options.invalid, options.required), output: z.number().int() };
  }
  return { ...base, required: false, input: wholeNumber(min, max, options.invalid, null).optional(), output: z.number().int().nullable() };
}

/** Ids of a lookup list (`/descriptions/{name}`), distinct, in the order given; empty when none. */
export function lookupIds(name: string, options: Show & { invalid: string; max?: number }): Field<Optional<number[]>, ZodType<number[]>> {
  const id = idInput(options.invalid);
  return {
    kind: 'lookup',
    lookup: name,
    required: false,
    input: z
      .array(id, { error: options.invalid })
      .max(options.max ?? 50, options.invalid)
      .nullish()
      .transform((ids) => (ids === undefined ? undefined : [...new Set(ids ?? [])])),
    output: z.array(z.number().int()),
    placement: place(options),
  };
}
