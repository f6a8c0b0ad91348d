/**
 * SPEC §5: "Reference age is valid when the months since workEndDate reach the required value."
 * Read literally: the whole calendar months from the end of the work to the day of checking are
 * counted, and the reference is valid when that count reaches (is at least) the required number of
 * months (an industry's maxReferenceAge). docs/decisions.md explains the reading.
 *
 * A month is whole when the same day of a later month is reached; when that month is shorter
 * (31.1. → February), its last day completes it (31.1.2024 → 29.2.2024 is one month).
 */

/** yyyy-MM-dd → [year, month (1-12), day]; null for anything else. */
function parts(day: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) return null;
  return [year, month, date];
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whole months from `from` to `to` (both yyyy-MM-dd); negative when `to` is before `from`; null for a malformed day. */
export function wholeMonthsBetween(from: string, to: string): number | null {
  const a = parts(from);
  const b = parts(to);
  if (!a || !b) return null;
  if (to < from) {
    const back = wholeMonthsBetween(to, from);
    return back === null ? null : -back;
  }
  let months = (b[0] - a[0]) * 12 + (b[1] - a[1]);
  // The month is complete on the same day, or on the last day of a shorter month.
  const completes = b[2] >= a[2] || b[2] === daysInMonth(b[0], b[1]);
  if (!completes) months -= 1;
  return months;
}

/**
 * Made once: building an Intl.DateTimeFormat costs far more than formatting with one, and a page of
 * references asks for today once per row (a tenth of the references list's time under load, issue 18 §8).
 */
const FINNISH_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today as yyyy-MM-dd in Finland's calendar (the association's days). */
export function todayInFinland(now: Date = new Date()): string {
  return FINNISH_DAY.format(now);
}

export interface ReferenceAge {
  /** Whole months since the work ended; null without an end date. */
  months: number | null;
  /** The industry's required months (maxReferenceAge); null when it has none. */
  required: number | null;
  /** SPEC §5: the months reach the required value; null when either is unknown. */
  valid: boolean | null;
}

/** SPEC §5 for one reference against one required value. */
export function referenceAge(workEndDate: string | null | undefined, required: number | null | undefined, today: string = todayInFinland()): ReferenceAge {
  const months = workEndDate ? wholeMonthsBetween(workEndDate, today) : null;
  const need = required ?? null;
  return { months, required: need, valid: months === null || need === null ? null : months >= need };
}
