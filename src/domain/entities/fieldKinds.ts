/**
 * Field kinds the relations, agreements, invites and join requests need beyond
 * fields.ts, built on its `Field` (fields.ts is shared and stays as it is): an
 * e-mail address, a Finnish business ID, a choice among a lookup list's ids, an
 * optional reference, and values the server answers but never takes (read-only).
 */
import { z, type ZodType } from 'zod';
import { isValidBusinessId, normalizeBusinessId } from '../businessId';
import { emailSchema } from '../schemas/auth';
import { INT4_MAX, type Field, type FieldKind, type Placement } from './fields';

interface Show {
  list?: boolean;
  show?: boolean;
  form?: boolean;
}

/** As fields.ts places fields: shown everywhere unless told; forms only for what a client sends. */
const place = (show: Show = {}, form = true): Placement => ({ list: show.list ?? true, show: show.show ?? true, form: show.form ?? form });

/** An e-mail address (SPEC §7 invites): trimmed, lower-cased, with the sign-in pages' messages. */
export function email(options: Show = {}): Field<ZodType<string>, ZodType<string>> {
  return { kind: 'email', required: true, input: emailSchema, output: z.string(), placement: place(options) };
}

interface BusinessIdOptions extends Show {
  required: string;
  invalid: string;
}

/** A Finnish business ID (Y-tunnus, DOMAIN.md): old six-digit bodies get their leading zero; the check digit must hold. */
export function businessId(options: BusinessIdOptions): Field<ZodType<string>, ZodType<string>> {
  return {
    kind: 'text',
    required: true,
    input: z
      .string({ error: options.required })
      .trim()
      .min(1, options.required)
      .transform(normalizeBusinessId)
      .refine(isValidBusinessId, options.invalid),
    output: z.string(),
    placement: place(options),
  };
}

interface ChoiceOptions extends Show {
  /** The message for a missing or malformed value. */
  required: string;
  /** The message for an id the choice does not offer. */
  invalid: string;
}

/**
 * One of some ids of a lookup list (e.g. a relation is a daughter or a joint venture, never
 * "unknown"): shown by the list's names, refused with `invalid` when not among `ids`.
 */
export function choice(lookupName: string, ids: readonly number[], options: ChoiceOptions): Field<ZodType<number>, ZodType<number>> {
  return {
    kind: 'lookup',
    lookup: lookupName,
    required: true,
    input: z.coerce.number({ error: options.required }).refine((value) => ids.includes(value), options.invalid),
    output: z.number().int(),
    placement: place(options),
  };
}

interface OptionalReferenceOptions extends Show {
  invalid?: string;
}

/** The id of another resource's record that may be left out (null: none); answered as stored. */
export function optionalReference(resource: string, options: OptionalReferenceOptions = {}): Field<ZodType<number | null | undefined>, ZodType<number | null>> {
  const message = options.invalid ?? 'Valitse arvo listalta.';
  return {
    kind: 'reference',
    reference: resource,
    required: false,
    input: z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message).nullish(),
    output: z.number().int().positive().nullable(),
    placement: place(options),
  };
}

/**
 * A stored value the server answers and never takes (a product's price, an invite's token):
 * `kind` decides how views show it (`date` as a calendar day); never in forms.
 */
export function readOnly<const O extends ZodType>(kind: FieldKind, output: O, options: Omit<Show, 'form'> = {}): Field<null, O> {
  return { kind, required: false, input: null, output, placement: place(options, false) };
}
