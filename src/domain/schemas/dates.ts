/**
 * Date fields of request schemas: yyyy-MM-dd as the API documents, and the
 * Finnish d.M.yyyy a person types, both read into yyyy-MM-dd (src/domain/dates.ts),
 * within DATE_MIN … DATE_MAX.
 */
import { z } from 'zod';
import { DATE_OUT_OF_RANGE, isPlausibleDate, parseDateInput } from '../dates';

const toIsoDate = (message: string) =>
  z.string().transform((value, ctx) => {
    const iso = parseDateInput(value);
    if (iso === null || !isPlausibleDate(iso)) {
      ctx.addIssue({ code: 'custom', message: iso === null ? message : DATE_OUT_OF_RANGE });
      return z.NEVER;
    }
    return iso;
  });

/** A list filter's day: yyyy-MM-dd only (a query string, not a person's typing), within the bounds. */
export const isoDateFilter = (malformed: string) =>
  z.iso.date({ error: malformed }).refine(isPlausibleDate, DATE_OUT_OF_RANGE);
/** What the OpenAPI document says of a date field (the server reads d.M.yyyy too, and refuses a day that is none). */
const dateMeta = (malformed: string) => ({
  format: 'date',
  pattern: '^(19\\d{2}|20\\d{2}|2100)-\\d{2}-\\d{2}$',
  description: 'A calendar day, yyyy-MM-dd, from 1900-01-01 to 2100-12-31.',
  'x-rules': [malformed, DATE_OUT_OF_RANGE],
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
