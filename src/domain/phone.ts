/** SPEC §5 phone rule and §9 default prefix. */
export const PHONE_PREFIX = '+358';

/**
 * "+" and a digit: kept, spaces removed. Otherwise spaces and one leading 0 are
 * removed and +358 is prefixed. An empty phone becomes +358.
 */
export function normalizePhone(phone: string | null | undefined): string {
  const value = phone ?? '';
  if (/^\+\d/.test(value)) return value.replace(/\s+/g, '');
  return PHONE_PREFIX + value.replace(/\s+/g, '').replace(/^0/, '');
}

/** The phone to show: none for nothing, or for the bare prefix a save without a number leaves (SPEC §5). */
export function shownPhone(phone: string | null | undefined): string | null {
  return !phone || phone === PHONE_PREFIX ? null : phone;
}

/** E.164: "+" and 7–15 digits (issue 9 #2), checked after the SPEC §5 rule above. */
const E164 = /^\+\d{7,15}$/;

export const PHONE_MESSAGE = 'Anna puhelinnumero numeroina, esim. 040 123 4567 tai +358 40 123 4567.';

/** A typed phone that the SPEC §5 rule turns into an E.164 number; an empty one is no number (valid). */
export function isValidPhone(phone: string | null | undefined): boolean {
  if (!phone || !phone.trim()) return true;
  return E164.test(normalizePhone(phone.trim()));
}
