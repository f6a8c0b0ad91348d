import { describe, expect, it } from 'vitest';
import { referenceAge, todayInFinland, wholeMonthsBetween } from '../../src/domain/referenceAge';

describe('whole months since the end of the work (SPEC §5)', () => {
  it('counts a month on the same day of a later month, not a day before', () => {
    expect(wholeMonthsBetween('2024-03-15', '2024-04-15')).toBe(1);
    expect(wholeMonthsBetween('2024-03-15', '2024-04-14')).toBe(0);
    expect(wholeMonthsBetween('2024-03-15', '2024-03-15')).toBe(0);
    expect(wholeMonthsBetween('2020-06-10', '2025-06-10')).toBe(60);
    expect(wholeMonthsBetween('2020-06-10', '2025-06-09')).toBe(59);
  });

  it('completes a month on the last day of a shorter month', () => {
    expect(wholeMonthsBetween('2025-01-31', '2025-02-28')).toBe(1);
    expect(wholeMonthsBetween('2025-01-31', '2025-02-27')).toBe(0);
    expect(wholeMonthsBetween('2024-01-31', '2024-02-29')).toBe(1);
    expect(wholeMonthsBetween('2024-01-31', '2024-02-28')).toBe(0);
    expect(wholeMonthsBetween('2025-03-31', '2025-04-30')).toBe(1);
    expect(wholeMonthsBetween('2025-12-31', '2026-01-31')).toBe(1);
    expect(wholeMonthsBetween('2025-12-31', '2026-01-30')).toBe(0);
  });

  it('handles 29 February: a year later on 28 February of a common year', () => {
    expect(wholeMonthsBetween('2024-02-29', '2025-02-28')).toBe(12);
    expect(wholeMonthsBetween('2024-02-29', '2025-02-27')).toBe(11);
    expect(wholeMonthsBetween('2024-02-29', '2024-03-29')).toBe(1);
    expect(wholeMonthsBetween('2024-02-29', '2024-03-28')).toBe(0);
    expect(wholeMonthsBetween('2024-02-29', '2028-02-29')).toBe(48);
  });

  it('is negative for an end in the future and null for a malformed day', () => {
    expect(wholeMonthsBetween('2025-05-10', '2025-03-10')).toBe(-2);
    expect(wholeMonthsBetween('2025-02-30', '2025-03-10')).toBeNull();
    expect(wholeMonthsBetween('1.2.2025', '2025-03-10')).toBeNull();
  });
});

describe('reference age validity (SPEC §5: the months reach the required value)', () => {
  it('is valid when the whole months reach the required value, not one day short', () => {
    expect(referenceAge('2020-06-10', 60, '2025-06-10')).toEqual({ months: 60, required: 60, valid: true });
    expect(referenceAge('2020-06-10', 60, '2025-06-09')).toEqual({ months: 59, required: 60, valid: false });
    expect(referenceAge('2020-06-10', 60, '2026-01-01')).toMatchObject({ valid: true });
    expect(referenceAge('2024-01-31', 1, '2024-02-29')).toMatchObject({ months: 1, valid: true });
    expect(referenceAge('2024-02-29', 12, '2025-02-28')).toMatchObject({ months: 12, valid: true });
  });

  it('is unknown without an end date or a required value', () => {
    expect(referenceAge(null, 60, '2025-06-10')).toEqual({ months: null, required: 60, valid: null });
    expect(referenceAge('2020-06-10', null, '2025-06-10')).toEqual({ months: 60, required: null, valid: null });
  });

  it("takes today in Finland's calendar", () => {
    expect(todayInFinland(new Date('2025-12-31T22:30:00Z'))).toBe('2026-01-01');
    expect(todayInFinland(new Date('2025-06-10T09:00:00Z'))).toBe('2025-06-10');
  });
});
