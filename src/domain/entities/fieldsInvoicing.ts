/**
 * Field kinds of the products (issue 22 §3): a percentage with at most two decimals (VAT 25,5 %),
 * read with a decimal comma as a Finnish form sends it, and a text that is one of a few words.
 */
import { z, type ZodType } from 'zod';
import { place, TEXT_ERROR, type Field, type Show } from './fields';

const PERCENT_TEXT = /^\d{1,3}([.,]\d{1,2})?$/;

/** 0–100 with at most two decimals; "25,5" and 25.5 both read; empty is `required`. */
export function percentage(options: Show & { required: string; invalid: string }): Field<ZodType<number>, ZodType<number>> {
  const input = z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: options.invalid })
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.replace(/[\s\u00a0%]/g, '') : value;
      if (text === null || text === undefined || text === '') {
        ctx.addIssue({ code: 'custom', message: options.required });
        return z.NEVER;
      }
      const number = typeof text === 'number' ? text : PERCENT_TEXT.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
      if (!Number.isFinite(number) || number < 0 || number > 100 || Math.abs(Math.round(number * 100) - number * 100) > 1e-6) {
        ctx.addIssue({ code: 'custom', message: options.invalid });
        return z.NEVER;
      }
      return Math.round(number * 100) / 100;
    })
    .meta({ anyOf: [{ type: 'number', minimum: 0, maximum: 100 }], 'x-rules': [options.invalid, options.required] });
  return { kind: 'integer', required: true, input: input as unknown as ZodType<number>, output: z.number(), placement: place(options) };
}

/** One of a few words (a period unit), trimmed and lower-cased. */
export function word<const V extends readonly [string, ...string[]]>(values: V, options: Show & { required: string }): Field<ZodType<V[number]>, ZodType<string>> {
  const input = z
    .string({ error: TEXT_ERROR })
    .trim()
    .toLowerCase()
    .pipe(z.enum(values, { error: options.required })) as unknown as ZodType<V[number]>;
  return { kind: 'text', required: true, input, output: z.string(), placement: place(options) };
}
