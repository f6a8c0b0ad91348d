/**
 * Fields of a record whose body comes as JSON or as a multipart form (an application with its
 * files, SPEC §7): a form's values are text, so ids and truth values are read as numbers or their
 * text and an empty value is "none". Also the field options of nested records: sent but not
 * answered, sent only at creation, and a file of a multipart body.
 */
import { z, type ZodType } from 'zod';
import { INT4_MAX, place, storable, TEXT_ERROR, UNSTORABLE_MESSAGE, type Field, type Show, type UploadKind } from './fields';

const ID_MESSAGE = 'Tunnisteen on oltava positiivinen kokonaisluku.';
/** A positive id's digits, without leading zeros (as server/http/params reads path ids). */
const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

/** An id: a positive int4, as a number (JSON) or its digits (a form). */
export const formId = (message = ID_MESSAGE) =>
  z.union(
    [
      z.number().int(message).positive(message).max(INT4_MAX, message),
      z.string().trim().regex(CANONICAL_ID, message).transform(Number).pipe(z.number().max(INT4_MAX, message)),
    ],
    { error: message },
  );

/** An empty form value is no value. */
const emptyIsNull = (value: unknown) => (value === '' ? null : value);

/** An id or none (null, or empty in a form). */
export const formNullableId = (message?: string) => z.preprocess(emptyIsNull, formId(message).nullable());

/** Yes or no: JSON's truth values, or a form's (`true`/`false`, `1`/`0`, a checkbox's `on`). */
export const formTruth = z.union(
  [z.boolean(), z.enum(['true', 'false', '1', '0', 'on']).transform((value) => value === 'true' || value === '1' || value === 'on')],
  { error: 'Arvon on oltava kyllä tai ei.' },
);

/** A text or none: trimmed, empty is null. */
export const formText = (max: number, tooLong: string) =>
  z.preprocess(
    emptyIsNull,
    z
      .string({ error: TEXT_ERROR })
      .trim()
      .max(max, tooLong)
      .refine(storable, UNSTORABLE_MESSAGE)
      .transform((value) => value || null)
      .nullable(),
  );

/** A list of values; in a form, `x[]` sent with one empty value is the empty list. */
export const formList = <T extends ZodType>(item: T, max: number, tooMany: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((entry) => entry !== '') : value),
    z.array(item, { error: 'Arvon on oltava luettelo.' }).max(max, tooMany),
  );

/** A field with its input rule and answer, shown in the forms where `show` says. */
export function formField<const I extends ZodType, const O extends ZodType>(kind: Field['kind'], input: I, output: O, show: Show = {}): Field<I, O> {
  return { kind, required: false, input, output, placement: place(show) };
}

/** Sent only when the record is created (e.g. what an application is for); answered as stored. */
export const createOnly = <const F extends Field>(field: F): F & { createOnly: true } => ({ ...field, createOnly: true });

/** Sent, never answered: the answer says it in another field (an industry's `referenceIds` as its `references`). */
export function writeOnly<const I extends ZodType>(input: I, initial?: (record: Record<string, unknown>) => z.output<I>): Field<I, ZodType<never>> & { kind: 'object'; answered: false } {
  return { kind: 'object', required: false, input, output: z.never(), placement: place({ list: false, show: false, form: !!initial }), answered: false, initial };
}

/** A file a multipart body carries with the record (never JSON, never answered as such). */
export function upload(accepts: readonly UploadKind[], maxCount = 1): Field<null, ZodType<never>> & { kind: 'object'; answered: false } {
  return { kind: 'object', required: false, input: null, output: z.never(), placement: place({ list: false, show: false }), answered: false, upload: { accepts, maxCount } };
}

/** A collection of plain values stored apart (an application's area codes): sent as `sentAs`, answered as the field. */
export function valueList<const I extends ZodType, const O extends ZodType, const S extends string>(input: I, output: O, sentAs: S) {
  return { kind: 'object' as const, required: false, input: input.optional(), output, placement: place({ list: false, show: false }), sentAs };
}

/** Only "none" yet (a value the record will take later, e.g. a board meeting): null, or empty in a form. */
export const formNone = (message: string) => z.preprocess(emptyIsNull, z.null({ error: message }));
