import { describe, expect, it } from 'vitest';
import { certificateStatus, publicNumber, PUBLIC_NUMBER_PATTERN, reminderStage, validUntilOf } from '../../src/domain/certificateStatus';

describe('an issued certificate', () => {
  it('is valid from its first to its last day; a suspension holds it, a withdrawal ends it', () => {
    const active = { heldStatus: 'active' as const, validFrom: '2026-01-10', validUntil: '2027-01-09' };
    expect(certificateStatus(active, '2026-01-09')).toBe('notYetValid');
    expect(certificateStatus(active, '2026-01-10')).toBe('valid');
    expect(certificateStatus(active, '2027-01-09')).toBe('valid');
    expect(certificateStatus(active, '2027-01-10')).toBe('expired');
    expect(certificateStatus({ ...active, heldStatus: 'suspended' }, '2026-06-01')).toBe('suspended');
    // A suspended one that has ended has expired; a withdrawn one stays withdrawn.
    expect(certificateStatus({ ...active, heldStatus: 'suspended' }, '2028-01-01')).toBe('expired');
    expect(certificateStatus({ ...active, heldStatus: 'withdrawn' }, '2028-01-01')).toBe('withdrawn');
  });

  it('counts the day in Finland: decided on a Finnish day, it is valid just after midnight there while UTC is still on the day before', () => {
    const decided = { heldStatus: 'active' as const, validFrom: '2026-11-27', validUntil: '2029-11-26' };
    expect(certificateStatus(decided, new Date('2026-11-26T22:30:00Z'))).toBe('valid');
    expect(certificateStatus(decided, new Date('2026-11-26T21:30:00Z'))).toBe('notYetValid');
    expect(certificateStatus(decided, new Date('2029-11-26T21:59:00Z'))).toBe('valid');
    expect(certificateStatus(decided, new Date('2029-11-26T22:01:00Z'))).toBe('expired');
  });

  it('runs a whole number of years, to the day before the anniversary', () => {
    expect(validUntilOf('2026-03-10', 1)).toBe('2027-03-09');
    expect(validUntilOf('2026-01-01', 3)).toBe('2028-12-31');
    expect(validUntilOf('2024-02-29', 3)).toBe('2027-02-28');
    expect(validUntilOf('2024-02-29', 4)).toBe('2028-02-28');
  });

  it('has a public number PTV-<year>-<six digits>', () => {
    expect(publicNumber(2026, 123)).toBe('PTV-2026-000123');
    expect(PUBLIC_NUMBER_PATTERN.test(publicNumber(2026, 123))).toBe(true);
  });

  it('is reminded at the nearest of 90, 30 and 7 days reached', () => {
    expect([120, 91, 90, 45, 31, 30, 8, 7, 1, 0, -1].map(reminderStage)).toEqual([null, null, 90, 90, 90, 30, 30, 7, 7, 7, null]);
  });
});
