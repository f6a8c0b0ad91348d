/**
 * Field types the people declarations need beyond fields.ts and fieldsContact.ts (year,
 * contact language, company permissions). They build on `Field`
 * the same way: the request rule with its Finnish messages once, and the answer's shape.
 * SPEC §5's save rules (phone +358, birth year 1901, language FI) are not here: they are
 * domain rules the server applies when it saves (src/domain/phone.ts, companyPeople.ts).
 */
import { z, type ZodType } from 'zod';
import { COMPANY_PERMISSIONS, type CompanyPermission } from '../companyPermissions';
import { place, type Field, type Optional, type Show } from './fields';


interface YearOptions extends Show {
  /** The field's name in its messages, e.g. 'Syntymävuosi'. */
  label: string;
  /** The first year accepted; the last is this year. */
  min: number;
  /** The answer always has a year (the server saves a default for none). */
  answeredAlways?: boolean;
}

const yearNow = () => new Date().getFullYear();

/** A year as a number or four digits; empty means not given (null), left out stays undefined. */
function yearInput(label: string, min: number): Optional<number> {
  return z
    .union([z.number(), z.string().trim()], { error: `${label} ei ole kelvollinen vuosi.` })
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const year = typeof value === 'number' ? value : /^\d{4}$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isInteger(year) || year < min || year > yearNow()) {
        ctx.addIssue({ code: 'custom', message: `${label} on oltava vuosi väliltä ${min}–${yearNow()}.` });
        return z.NEVER;
      }
      return year;
    })
    // What the transform takes, for the OpenAPI document: a year within the bounds, or null.
    .meta({
      anyOf: [{ type: 'integer', minimum: min, maximum: yearNow() }, { type: 'null' }],
      'x-rules': [`${label} on oltava vuosi väliltä ${min}–${yearNow()}.`],
    });
}

export function year(options: YearOptions & { answeredAlways: true }): Field<Optional<number>, ZodType<number>>;
export function year(options: YearOptions & { answeredAlways?: false }): Field<Optional<number>, ZodType<number | null>>;
export function year(options: YearOptions): Field {
  const output = options.answeredAlways ? z.number().int() : z.number().int().nullable();
  return { kind: 'integer', required: false, input: yearInput(options.label, options.min), output, placement: place(options) };
}

/** SPEC §3 Person contactLanguage: the languages the association writes in. */
export const CONTACT_LANGUAGES = ['FI', 'SV', 'EN'] as const;

/** A contact language code, upper-cased; empty is null (the server saves FI, SPEC §5), left out stays undefined. */
export function contactLanguage(options: Show = {}): Field<Optional<string>, ZodType<string>> {
  return {
    kind: 'text',
    required: false,
    input: z
      .string()
      .trim()
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value ? value.toUpperCase() : null))
      .refine((value) => !value || (CONTACT_LANGUAGES as readonly string[]).includes(value), 'Yhteydenpitokieli on FI, SV tai EN.'),
    output: z.string(),
    placement: place(options),
  };
}

/**
 * A company person's permissions (src/domain/companyPermissions.ts): sent as a list, each once;
 * answered by the server beside the row (kind 'object'), in the order the list declares them.
 */
export function companyPermissions(options: Show = {}): Field<ZodType<CompanyPermission[] | undefined>, ZodType<string[]>> & { kind: 'object' } {
  return {
    kind: 'object',
    required: false,
    input: z
      .array(z.enum(COMPANY_PERMISSIONS, { error: 'Tuntematon oikeus.' }), { error: 'Oikeudet on annettava listana.' })
      .max(COMPANY_PERMISSIONS.length)
      .optional()
      .transform((list) => (list ? [...new Set(list)] : undefined)),
    output: z.array(z.string()),
    placement: place(options, false),
  };
}
