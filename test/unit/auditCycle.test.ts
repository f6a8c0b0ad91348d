/** The three-year audit cycle (ISO/IEC 17021-1 9.1.3) and the rotation rule, as pure functions. */
import { describe, expect, it } from 'vitest';
import { addMonths, auditKindOfApplication, AUDITED_KIND_OF_APPLICATION, certificateCycle, requiresNewAuditor } from '../../src/domain/auditCycle';

describe('audit cycle', () => {
  it('adds calendar months, a missing day becoming the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-03-31', -4)).toBe('2025-11-30');
  });

  it('plans surveillance 1 within 12 months of the decision, surveillance 2 in the second year and recertification before expiry', () => {
    const cycle = certificateCycle('2026-03-15', '2029-03-14');
    expect(cycle).toEqual([
      { auditKindId: 2, plannedStartDate: '2027-02-15', dueDate: '2027-03-14' },
      { auditKindId: 3, plannedStartDate: '2028-02-15', dueDate: '2028-03-14' },
      { auditKindId: 4, plannedStartDate: '2028-11-14', dueDate: '2029-01-14' },
    ]);
    for (const audit of cycle) expect(audit.plannedStartDate <= audit.dueDate).toBe(true);
    expect(cycle[0].dueDate < '2027-03-15').toBe(true);
  });

  it('keeps only the recertification when the certificate is too short for surveillances', () => {
    expect(certificateCycle('2026-01-01', '2026-12-31').map((audit) => audit.auditKindId)).toEqual([4]);
    expect(() => certificateCycle('2026-01-01', '2025-12-31')).toThrow();
    expect(() => certificateCycle('1.1.2026', '2029-01-01')).toThrow();
  });

  it('maps certificate applications to kinds; renewals are recertifications', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11].map((type) => AUDITED_KIND_OF_APPLICATION[type])).toEqual([2, 2, 5, 5, 20, 20, 23, 23]);
    expect(AUDITED_KIND_OF_APPLICATION[1]).toBeUndefined();
    expect(auditKindOfApplication(4)).toBe(1);
    expect(auditKindOfApplication(7)).toBe(4);
  });

  it('asks for a new auditor after three finished audits by the same primary auditor', () => {
    expect(requiresNewAuditor(7, [7, 7, 7])).toBe(true);
    expect(requiresNewAuditor(7, [7, 7, 7, 8])).toBe(true);
    expect(requiresNewAuditor(7, [7, 8, 7])).toBe(false);
    expect(requiresNewAuditor(7, [7, 7])).toBe(false);
    expect(requiresNewAuditor(null, [7, 7, 7])).toBe(false);
  });
});
