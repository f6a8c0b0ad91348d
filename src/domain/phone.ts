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
