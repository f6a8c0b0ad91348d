/** Contact field kinds built on `Field` (fields.ts): e-mail, phone, Finnish business ID. */
import { z, type ZodType } from 'zod';
import { isValidBusinessId, normalizeBusinessId } from '../businessId';
import { emailSchema } from '../schemas/auth';
import { isValidPhone, PHONE_MESSAGE } from '../phone';
import { place, storable, UNSTORABLE_MESSAGE, type Field, type Optional, type Show } from './fields';

/**
 * An e-mail address, trimmed and lower-cased. Required (an invite's address): with the sign-in
 * pages' messages. Optional (a person's): empty is null, left out stays undefined.
 */
export function email(options: Show & { required: true }): Field<ZodType<string>, ZodType<string>>;
export function email(options?: Show & { required?: false }): Field<Optional<string>, ZodType<string | null>>;
export function email(options: Show & { required?: boolean } = {}): Field {
  if (options.required) return { kind: 'email', required: true, input: emailSchema, output: z.string(), placement: place(options) };
  return {
    kind: 'email',
    required: false,
    input: z
      .string()
      .trim()
      .max(254, 'Sähköpostiosoite on liian pitkä.')
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value ? value.toLowerCase() : null))
      .refine((value) => !value || z.email().safeParse(value).success, 'Anna kelvollinen sähköpostiosoite.'),
    output: z.string().nullable(),
    placement: place(options),
  };
}

/**
 * A phone number as typed; the server saves it by SPEC §5's rule (normalizePhone), which must give
 * "+" and 7–15 digits (E.164), or it is refused in Finnish on both sides of the wire.
 */
export function phone(options: Show = {}): Field<Optional<string>, ZodType<string | null>> {
  return {
    kind: 'phone',
    required: false,
    input: z
      .string()
      .trim()
      .max(40, 'Puhelinnumero on liian pitkä.')
      // One message at a time: text that cannot be stored is not checked as a phone.
      .refine(storable, { message: UNSTORABLE_MESSAGE, abort: true })
      .refine(isValidPhone, PHONE_MESSAGE)
      .nullable()
      .optional(),
    output: z.string().nullable(),
    placement: place(options),
  };
}

/** A Finnish business ID (Y-tunnus, DOMAIN.md): old six-digit bodies get their leading zero; the check digit must hold. */
export function businessId(options: Show & { required: string; invalid: string }): Field<ZodType<string>, ZodType<string>> {
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
