/** SPEC §9 display formats, independent of the browser's locale. */
import { format, isValid, parseISO } from 'date-fns';

type DateInput = string | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    // Zero dates ("0000-00-00…") and negative-prefixed values display empty.
    if (value.startsWith('-') || value.startsWith('0000')) return null;
    const parsed = parseISO(value);
    return isValid(parsed) ? parsed : null;
  }
  return isValid(value) ? value : null;
}

function formatWith(pattern: string) {
  return (value: DateInput): string => {
    const date = toDate(value);
    return date ? format(date, pattern) : '';
  };
}

/** dd.MM.yyyy */
export const formatDate = formatWith('dd.MM.yyyy');
/** d.M.yy */
export const formatDateShort = formatWith('d.M.yy');
/** MM/yyyy */
export const formatMonthYear = formatWith('MM/yyyy');
/** HH.mm */
export const formatTime = formatWith('HH.mm');
/** yyyy-MM-dd, the form dates travel in. */
export const formatIsoDate = formatWith('yyyy-MM-dd');

/** "dd.MM.yyyy klo HH.mm" */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${format(date, 'dd.MM.yyyy')} klo ${format(date, 'HH.mm')}` : '';
}

const euroFormat = new Intl.NumberFormat('fi-FI', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const compactEuroFormat = new Intl.NumberFormat('fi-FI', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Whole euros in the Finnish form: "1 234 €" (no-break spaces). */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = Number(value);
  return Number.isFinite(amount) ? euroFormat.format(amount) : '';
}

/** Compact euros: "1,2 milj. €". */
export function formatMoneyCompact(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = Number(value);
  return Number.isFinite(amount) ? compactEuroFormat.format(amount) : '';
}

/** SPEC §9: a sign-off appends " / date, first last name" to a comment. */
export function signOff(comment: string, date: DateInput, firstName: string, lastName: string): string {
  return `${comment} / ${formatDate(date)}, ${firstName} ${lastName}`;
}

/** SPEC §9: first part ×10000 + second ×100 + third of the dot-separated symbolic number. */
export function industrySortNumber(symbolicNumber: string): number {
  const [first = 0, second = 0, third = 0] = symbolicNumber.split('.').map((part) => Number(part) || 0);
  return first * 10000 + second * 100 + third;
}
