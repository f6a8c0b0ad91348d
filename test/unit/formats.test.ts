import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateShort,
  formatDateTime,
  formatIsoDate,
  formatMoney,
  formatMoneyCompact,
  formatMonthYear,
  formatTime,
  industrySortNumber,
  signOff,
} from '../../src/domain/formats';

const NBSP = '\u00a0';

describe('dates (SPEC §9)', () => {
  const date = new Date(2025, 0, 5, 14, 30);
  it('formats dd.MM.yyyy, d.M.yy, MM/yyyy, HH.mm, klo and yyyy-MM-dd', () => {
    expect(formatDate(date)).toBe('05.01.2025');
    expect(formatDateShort(date)).toBe('5.1.25');
    expect(formatMonthYear(date)).toBe('01/2025');
    expect(formatTime(date)).toBe('14.30');
    expect(formatDateTime(date)).toBe('05.01.2025 klo 14.30');
    expect(formatIsoDate(date)).toBe('2025-01-05');
    expect(formatDate('2025-01-05')).toBe('05.01.2025');
  });
  it('shows zero dates, negative-prefixed and missing values as empty', () => {
    expect(formatDate('0000-00-00')).toBe('');
    expect(formatDate('0000-00-00 00:00:00')).toBe('');
    expect(formatDate('-2025-01-01')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('ei päivä')).toBe('');
  });
});

describe('money (SPEC §9)', () => {
  it('shows whole euros in the Finnish form', () => {
    expect(formatMoney(1234)).toBe(`1${NBSP}234${NBSP}€`);
    expect(formatMoney('1234567.89')).toBe(`1${NBSP}234${NBSP}568${NBSP}€`);
    expect(formatMoney(-5)).toBe(`\u22125${NBSP}€`);
    expect(formatMoney(null)).toBe('');
  });
  it('has a compact form', () => {
    expect(formatMoneyCompact(1_200_000)).toMatch(/^1,2.*milj\..*€$/);
  });
});

describe('sign-off and industry sort number (SPEC §9)', () => {
  it("appends ' / date, first last name'", () => {
    expect(signOff('Tarkistettu', new Date(2025, 2, 1), 'Tiina', 'Toimisto')).toBe('Tarkistettu / 01.03.2025, Tiina Toimisto');
  });
  it('is first ×10000 + second ×100 + third', () => {
    expect(industrySortNumber('1.2.3')).toBe(10203);
    expect(industrySortNumber('12.5')).toBe(120500);
    expect(industrySortNumber('7')).toBe(70000);
  });
});
