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

/** Trims, and gives old six-digit bodies their leading zero ("112038-9" → "0112038-9"). */
export function normalizeBusinessId(input: string): string {
  const trimmed = input.trim();
  return /^\d{6}-\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
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
