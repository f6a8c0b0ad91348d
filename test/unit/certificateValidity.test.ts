import { describe, expect, it } from 'vitest';
import { certificateValidity, daysBetween } from '../../src/domain/certificateValidity';

describe('certificate validity', () => {
  it('counts the days left to the last valid day', () => {
    expect(certificateValidity('2024-01-01', '2026-12-31', '2026-11-25')).toEqual({ status: 'valid', daysLeft: 36, text: 'Voimassa, vanhenee 36 päivän kuluttua' });
    expect(certificateValidity(null, '2026-11-26', '2026-11-25').text).toBe('Voimassa, vanhenee 1 päivän kuluttua');
  });

  it('is still valid on its last day and expired the day after, marked with that day', () => {
    expect(certificateValidity(null, '2026-11-25', '2026-11-25')).toEqual({ status: 'valid', daysLeft: 0, text: 'Voimassa, vanhenee tänään' });
    expect(certificateValidity(null, '2026-11-25', '2026-11-26')).toEqual({ status: 'expired', daysLeft: -1, text: 'Vanhentunut 25.11.2026' });
    expect(certificateValidity('2020-01-01', '2023-03-05', '2026-11-25').text).toBe('Vanhentunut 05.03.2023');
  });

  it('handles an open end, a start in the future, and a Date as today', () => {
    expect(certificateValidity('2020-01-01', null, '2026-11-25')).toEqual({ status: 'open', daysLeft: null, text: 'Voimassa toistaiseksi' });
    expect(certificateValidity('2027-01-01', '2029-12-31', '2026-11-25')).toMatchObject({ status: 'notYetValid', text: 'Voimassa 01.01.2027 alkaen' });
    expect(certificateValidity(null, '2026-12-01', new Date(2026, 10, 25, 23, 30)).daysLeft).toBe(6);
  });

  it('counts calendar days across summer time and leap days', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});
