/**
 * Field kinds of the financial years (issue 10): money in whole euros (SPEC §9), a head count and the
 * fiscal year. Money may be negative (a loss, negative equity); Finnish input "1 234 567" and
 * "-12 000" is read, as are numbers.
 */
import { z, type ZodType } from 'zod';
import { place, type Field, type Optional, type Show } from './fields';

/** Ten thousand billion euros: far past any company, well inside a JS safe integer and int8. */
export const MONEY_MAX = 10_000_000_000_000;

/** Digits with optional spaces (also no-break), an optional minus (also U+2212), an optional ",00". */
const MONEY_TEXT = /^[-\u2212]?\s*\d[\d\s\u00a0\u202f]*(,0{1,2})?$/;

function wholeNumber(label: string, min: number, max: number): Optional<number> {
  const message = `${label}: anna kokonaisluku.`;
  return z
    .union([z.number(), z.string()], { error: message })
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null) return null;
      let number: number;
      if (typeof value === 'number') number = value;
      else {
        const text = value.trim();
        if (text === '') return null;
        if (!MONEY_TEXT.test(text)) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        number = Number(text.replace(/,0*$/, '').replace(/[\s\u00a0\u202f]/g, '').replace('\u2212', '-'));
      }
      if (!Number.isSafeInteger(number)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: `${label}: arvon on oltava välillä ${min.toLocaleString('fi-FI')}–${max.toLocaleString('fi-FI')}.` });
        return z.NEVER;
      }
      return number;
    })
    // What the transform takes, for the OpenAPI document: a whole number within the bounds, or null.
    .meta({
      anyOf: [{ type: 'integer', minimum: Math.max(min, Number.MIN_SAFE_INTEGER), maximum: Math.min(max, Number.MAX_SAFE_INTEGER) }, { type: 'null' }],
      'x-rules': [message],
    });
}

/** Euros, whole; empty is null (not given), left out stays undefined. */
export function money(options: Show & { label: string; nonNegative?: boolean }): Field<Optional<number>, ZodType<number | null>> {
  return {
    kind: 'integer',
    required: false,
    input: wholeNumber(options.label, options.nonNegative ? 0 : -MONEY_MAX, MONEY_MAX),
    output: z.number().int().nullable(),
    placement: place(options),
  };
}

/** A count of people, 0 to a million. */
export function headCount(options: Show & { label: string }): Field<Optional<number>, ZodType<number | null>> {
  return { kind: 'integer', required: false, input: wholeNumber(options.label, 0, 1_000_000), output: z.number().int().nullable(), placement: place(options) };
}

export const FISCAL_YEAR_MIN = 1990;

/** The fiscal year (the year its period ends): required, 1990 to next year. */
export function fiscalYear(options: Show & { sortable?: boolean } = {}): Field<ZodType<number>, ZodType<number>> {
  const message = `Anna tilikauden vuosi (${FISCAL_YEAR_MIN}–${new Date().getFullYear() + 1}).`;
  return {
    kind: 'integer',
    required: true,
    input: z
      .union([z.number(), z.string().trim().regex(/^\d{4}$/, message).transform(Number)], { error: message })
      .pipe(z.number({ error: message }).int(message).min(FISCAL_YEAR_MIN, message).max(new Date().getFullYear() + 1, message)),
    output: z.number().int(),
    placement: place(options),
    sortable: options.sortable,
  };
}
