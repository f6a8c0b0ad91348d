/**
 * A company certificate's validity as the pages show it: "Voimassa, vanhenee n päivän
 * kuluttua" while valid, "Vanhentunut dd.MM.yyyy" once its last valid day has passed.
 * Dates are calendar days (yyyy-MM-dd); `today` is injectable so tests and the server fix it.
 */
import { formatDate, formatIsoDate } from './formats';

export type CertificateValidityStatus = 'valid' | 'expired' | 'notYetValid' | 'open';

export interface CertificateValidity {
  status: CertificateValidityStatus;
  /** Whole days from today to the last valid day (0: expires today); null without an end date. */
  daysLeft: number | null;
  text: string;
}

const DAY_MS = 86_400_000;

/** Days between two yyyy-MM-dd dates, counted in UTC so summer time never shortens a day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const isoDay = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : formatIsoDate(value));

/**
 * `validUntil` is the last day the certificate is valid (inclusive): on that day it still
 * "vanhenee tänään"; the day after it is "Vanhentunut <validUntil>".
 */
export function certificateValidity(validFrom: string | null | undefined, validUntil: string | null | undefined, today: Date | string = new Date()): CertificateValidity {
  const day = isoDay(today);
  if (validFrom && validFrom > day) {
    return { status: 'notYetValid', daysLeft: validUntil ? daysBetween(day, validUntil) : null, text: `Voimassa ${formatDate(validFrom)} alkaen` };
  }
  if (!validUntil) return { status: 'open', daysLeft: null, text: 'Voimassa toistaiseksi' };
  const daysLeft = daysBetween(day, validUntil);
  if (daysLeft < 0) return { status: 'expired', daysLeft, text: `Vanhentunut ${formatDate(validUntil)}` };
  if (daysLeft === 0) return { status: 'valid', daysLeft, text: 'Voimassa, vanhenee tänään' };
  return { status: 'valid', daysLeft, text: `Voimassa, vanhenee ${daysLeft} päivän kuluttua` };
}
