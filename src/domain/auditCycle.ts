/**
 * The three-year certification cycle (ISO/IEC 17021-1 9.1.3; issue 21): after the initial audit and
 * the certification decision, a surveillance audit in each of the two following years — the first
 * within 12 months of the decision — and a recertification audit before the certificate expires, so
 * that the board can decide on the renewal in time. Pure: days in, days out (yyyy-MM-dd).
 * The planning rule (decisions.md "Audit cycle dates"): surveillance 1 is planned 11 months after the
 * decision (due 12 months after it), surveillance 2 a year after the first (due 24 months after the
 * decision), recertification 4 months before expiry (due 2 months before it).
 */
import { AuditKind } from './auditCodes';

export interface CycleAudit {
  auditKindId: (typeof AuditKind)[keyof typeof AuditKind];
  /** The planned start day. */
  plannedStartDate: string;
  /** The last day the audit may take place (its report is due then). */
  dueDate: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `day` plus `months` calendar months; a day the month lacks is its last (31.1. + 1 → 28.2.). */
export function addMonths(day: string, months: number): string {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** The day before `day`. */
const dayBefore = (day: string): string => {
  const value = new Date(`${day}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() - 1);
  return value.toISOString().slice(0, 10);
};

/**
 * The follow-up audits of a certificate decided on `decidedAt` and valid until `validUntil`:
 * surveillance 1 and 2 and the recertification, in order.
 */
export function certificateCycle(decidedAt: string, validUntil: string): CycleAudit[] {
  if (!ISO_DAY.test(decidedAt) || !ISO_DAY.test(validUntil)) throw new Error('days as yyyy-MM-dd');
  if (validUntil <= decidedAt) throw new Error('the certificate must end after its decision');
  const first: CycleAudit = { auditKindId: AuditKind.firstSurveillance, plannedStartDate: addMonths(decidedAt, 11), dueDate: dayBefore(addMonths(decidedAt, 12)) };
  const second: CycleAudit = { auditKindId: AuditKind.secondSurveillance, plannedStartDate: addMonths(decidedAt, 23), dueDate: dayBefore(addMonths(decidedAt, 24)) };
  const recertification: CycleAudit = { auditKindId: AuditKind.recertification, plannedStartDate: addMonths(validUntil, -4), dueDate: addMonths(validUntil, -2) };
  // A short validity (under about three years) keeps only the audits that fall before the recertification.
  return [first, second].filter((audit) => audit.plannedStartDate < recertification.plannedStartDate).concat(recertification);
}

/** Application types 4–11 (certificate applications) → the audited certificate kind; renewals are recertifications. */
export const AUDITED_KIND_OF_APPLICATION: Readonly<Record<number, number>> = { 4: 2, 5: 2, 6: 5, 7: 5, 8: 20, 9: 20, 10: 23, 11: 23 };
export const RENEWAL_APPLICATION_TYPES: readonly number[] = [5, 7, 9, 11];
export const auditKindOfApplication = (applicationTypeId: number): number =>
  RENEWAL_APPLICATION_TYPES.includes(applicationTypeId) ? AuditKind.recertification : AuditKind.initial;

/** The certificate plan's sync flags (SPEC §3 Company): the kind that follows the quality plan's dates. */
export const SYNC_FLAG_OF_KIND = { 5: 'sync_environment_plan', 20: 'sync_safety_plan', 23: 'sync_moisture_plan' } as const;
export type SyncFlag = (typeof SYNC_FLAG_OF_KIND)[keyof typeof SYNC_FLAG_OF_KIND];

/** Rotation (decisions.md "Auditor rotation"): the last three finished audits of the kind all by this primary auditor. */
export const ROTATION_AUDITS = 3;
export function requiresNewAuditor(primaryAuditorId: number | null, lastFinishedPrimaryAuditors: readonly (number | null)[]): boolean {
  if (primaryAuditorId === null || lastFinishedPrimaryAuditors.length < ROTATION_AUDITS) return false;
  return lastFinishedPrimaryAuditors.slice(0, ROTATION_AUDITS).every((id) => id === primaryAuditorId);
}
