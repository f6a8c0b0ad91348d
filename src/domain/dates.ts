/**
 * Dates as people type them. Dates travel as yyyy-MM-dd (SPEC §9) and show as
 * dd.MM.yyyy; a Finnish user types 1.5.2026 or 01.05.2026, so both forms are read.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FINNISH_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd of a real calendar day, or null (2026-02-30 is not one). */
function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1000 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A real calendar day written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return !!match && isoOf(Number(match[1]), Number(match[2]), Number(match[3])) === value;
}

/** The yyyy-MM-dd of what was typed (d.M.yyyy, dd.MM.yyyy or yyyy-MM-dd), or null when it is no real day. */
export function parseDateInput(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = FINNISH_DATE.exec(value);
  return match ? isoOf(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/**
 * The days a date field takes (docs/decisions.md "Dates within plausible bounds"): a typo such as
 * 12.12.9999 or 1.1.0201 is refused, not stored. yyyy-MM-dd compares as text.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
export const DATE_OUT_OF_RANGE = 'Päivämäärän on oltava väliltä 1.1.1900–31.12.2100.';
export const isPlausibleDate = (iso: string) => iso >= DATE_MIN && iso <= DATE_MAX;

/** dd.MM.yyyy of a yyyy-MM-dd value, for an input; anything else as it is. */
export function dateInputText(value: string): string {
  const match = ISO_DATE.exec(value);
  return match && isIsoDate(value) ? `${match[3]}.${match[2]}.${match[1]}` : value;
}
