/** Finnish business ID (Y-tunnus): seven digits, hyphen, check digit (DOMAIN.md). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2];

/** The check digit for a seven-digit body, or null when no valid ID has that body (remainder 1). */
export function businessIdCheckDigit(body: string): number | null {
  if (!/^\d{7}$/.test(body)) return null;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return null;
  return 11 - remainder;
}

/**
 * Trims, gives old six-digit bodies their leading zero ("112038-9" → "0112038-9"), and puts in the
 * hyphen people leave out ("01120389" and "1120389" → "0112038-9"; issue 9 #5).
 */
export function normalizeBusinessId(input: string): string {
  const trimmed = input.trim();
  const digits = /^\d{7,8}$/.test(trimmed) ? `${trimmed.slice(0, -1)}-${trimmed.slice(-1)}` : trimmed;
  return /^\d{6}-\d$/.test(digits) ? `0${digits}` : digits;
}

export function isValidBusinessId(input: string): boolean {
  const id = normalizeBusinessId(input);
  const match = /^(\d{7})-(\d)$/.exec(id);
  if (!match) return false;
  return businessIdCheckDigit(match[1]) === Number(match[2]);
}

/** Builds a valid business ID from a seven-digit body, or null when the body has none. */
export function businessIdFromBody(body: string): string | null {
  const digit = businessIdCheckDigit(body);
  return digit === null ? null : `${body}-${digit}`;
}
