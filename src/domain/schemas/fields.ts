/** Field rules shared by the request schemas of addresses and offices. */
import { z } from 'zod';

/** An optional text: trimmed, at most `max` characters; empty or left out is null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Arvon on oltava tekstiä.' })
    .trim()
    .max(max, `Enintään ${max} merkkiä.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A Finnish postal code is five digits (DOMAIN.md); other countries' codes are taken as written. */
export const isFinnishZipcode = (value: string) => /^\d{5}$/.test(value);
export const FINNISH_ZIPCODE_MESSAGE = 'Postinumeron on oltava viisi numeroa.';

export const isCountryCode = (value: string) => /^[A-Za-z]{2}$/.test(value);
export const COUNTRY_CODE_MESSAGE = 'Anna maa kaksikirjaimisena maatunnuksena, esim. FI tai SE.';
