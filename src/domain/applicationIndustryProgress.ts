/**
 * How far an application industry's attached references go toward its requirements (issue 11),
 * as the company page shows it while the company attaches them: each reference's age against
 * maxReferenceAge (SPEC §5, src/domain/referenceAge.ts), and the count and the billing sum of the
 * references that pass the age rule against minReferenceCount and minTotalBilling. The server's
 * validate is the judge; this only lets the page show the numbers before a save.
 */
import { referenceAge, todayInFinland, type ReferenceAge } from './referenceAge';

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

export interface IndustryProgress {
  /** The strictest of the requirements: the most references, the highest billing; null when none asks. */
  needCount: number | null;
  needBilling: number | null;
  maxReferenceAge: number | null;
  /** References that pass the age rule (all of them when no age is required). */
  count: number;
  billing: number;
  ages: Map<number, ReferenceAge>;
}

const strictest = (values: Array<number | null>): number | null => {
  const given = values.filter((value): value is number => value !== null);
  return given.length ? Math.max(...given) : null;
};

export function industryProgress(requirements: readonly RequirementLike[], references: readonly ReferenceLike[], today: string = todayInFinland()): IndustryProgress {
  const maxReferenceAge = strictest(requirements.map((requirement) => requirement.maxReferenceAge));
  const ages = new Map(references.map((reference) => [reference.referenceId, referenceAge(reference.workEndDate, maxReferenceAge, today)]));
  // A reference counts unless its age is known to fail the rule.
  const counted = references.filter((reference) => ages.get(reference.referenceId)?.valid !== false);
  return {
    needCount: strictest(requirements.map((requirement) => requirement.minReferenceCount)),
    needBilling: strictest(requirements.map((requirement) => requirement.minTotalBilling)),
    maxReferenceAge,
    count: counted.length,
    billing: counted.reduce((sum, reference) => sum + (reference.totalBilling ?? 0), 0),
    ages,
  };
}
