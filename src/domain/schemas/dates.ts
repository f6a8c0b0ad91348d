/**
 * Date fields of request schemas: yyyy-MM-dd as the API documents, and the
 * Finnish d.M.yyyy a person types, both read into yyyy-MM-dd (src/domain/dates.ts).
 */
import { z } from 'zod';
import { parseDateInput } from '../dates';

const toIsoDate = (message: string) =>
  z.string().transform((value, ctx) => {
    const iso = parseDateInput(value);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return iso;
  });

/** What the OpenAPI document says of a date field (the server reads d.M.yyyy too, and refuses a day that is none). */
const dateMeta = (malformed: string) => ({
  format: 'date',
  pattern: '^[1-9]\\d{3}-\\d{2}-\\d{2}$',
  description: 'A calendar day, yyyy-MM-dd.',
  'x-rules': [malformed],
});

/** A required date; `missing` when empty, `malformed` when it is no real day. */
export const requiredDate = (missing: string, malformed: string) =>
  z.string({ error: missing }).trim().min(1, missing).pipe(toIsoDate(malformed)).meta(dateMeta(malformed));

/** An optional date: empty or null is null; left out stays undefined (an update keeps what was stored). */
export const optionalDate = (malformed: string) =>
  z
    .string({ error: malformed })
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null))
    .pipe(toIsoDate(malformed).nullish())
    .meta(dateMeta(malformed));
