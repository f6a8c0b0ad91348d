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
