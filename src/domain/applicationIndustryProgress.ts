/**
 * How far an application industry's attached references go toward its requirements (issue 11),
 * as the company page shows it while the company attaches them. The rule is the application
 * check's (docs/decisions.md, issue 11 checks): a reference counts when its work has ended and it is
 * younger than maxReferenceAge whole months (counted as src/domain/referenceAge.ts counts them);
 * the count and the billing sum of those that count go against minReferenceCount and
 * minTotalBilling. The server's validate is the judge; this lets the page show the numbers before a save.
 */
import { referenceCounts } from './applicationChecks';
import { todayInFinland, wholeMonthsBetween } from './referenceAge';

export interface RequirementLike {
  minReferenceCount: number | null;
  minTotalBilling: number | null;
  maxReferenceAge: number | null;
}

export interface ReferenceLike {
  referenceId: number;
  workEndDate: string | null;
  totalBilling: number | null;
}

export interface ReferenceFit {
  /** Whole months since the work ended; null when it has not (no end date, or one still to come). */
  months: number | null;
  /** Counts toward the requirement: ended, and younger than the age limit when there is one. */
  counts: boolean;
}

export interface IndustryProgress {
  /** The strictest of the requirements: the most references, the highest billing, the youngest age; null when none asks. */
  needCount: number | null;
  needBilling: number | null;
  maxReferenceAge: number | null;
  /** References that count (see ReferenceFit). */
  count: number;
  billing: number;
  fits: Map<number, ReferenceFit>;
}

export function referenceFit(workEndDate: string | null, maxReferenceAge: number | null, today: string = todayInFinland()): ReferenceFit {
  if (!workEndDate || workEndDate > today) return { months: null, counts: false };
  const months = wholeMonthsBetween(workEndDate, today);
  if (months === null) return { months: null, counts: false };
  return { months, counts: referenceCounts({ workEndDate }, maxReferenceAge, today) };
}

const given = (values: Array<number | null>) => values.filter((value): value is number => value !== null);
const most = (values: Array<number | null>) => (given(values).length ? Math.max(...given(values)) : null);
const least = (values: Array<number | null>) => (given(values).length ? Math.min(...given(values)) : null);

export function industryProgress(requirements: readonly RequirementLike[], references: readonly ReferenceLike[], today: string = todayInFinland()): IndustryProgress {
  const maxReferenceAge = least(requirements.map((requirement) => requirement.maxReferenceAge));
  const fits = new Map(references.map((reference) => [reference.referenceId, referenceFit(reference.workEndDate, maxReferenceAge, today)]));
  const counted = references.filter((reference) => fits.get(reference.referenceId)?.counts);
  return {
    needCount: most(requirements.map((requirement) => requirement.minReferenceCount)),
    needBilling: most(requirements.map((requirement) => requirement.minTotalBilling)),
    maxReferenceAge,
    count: counted.length,
    billing: counted.reduce((sum, reference) => sum + (reference.totalBilling ?? 0), 0),
    fits,
  };
}
