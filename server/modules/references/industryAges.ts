/**
 * SPEC §5 on each reference: its age (whole months since workEndDate) against each linked
 * classification industry's maxReferenceAge. The industries and their requirements are the
 * industries module's tables; until they exist, the expertises carry no names or requirements.
 */
import type { Db } from '../../db/kysely';
import { referenceAge, todayInFinland } from '../../../src/domain/referenceAge';
import type { ReferenceIndustryAge } from '../../../src/domain/entities/reference';

export interface IndustryFacts {
  id: number;
  symbolicNumber: string;
  description: string;
  maxReferenceAge: number | null;
}

/** The names and requirements of the given industries (an empty map until the industries' tables exist). */
export async function industryFacts(_db: Db, _ids: readonly number[]): Promise<Map<number, IndustryFacts>> {
  return new Map();
}

export function industryAges(workEndDate: string | null, expertises: readonly number[], facts: Map<number, IndustryFacts>, today = todayInFinland()): ReferenceIndustryAge[] {
  return expertises.map((industryId) => {
    const fact = facts.get(industryId);
    const age = referenceAge(workEndDate, fact?.maxReferenceAge ?? null, today);
    return {
      industryId,
      symbolicNumber: fact?.symbolicNumber ?? '',
      description: fact?.description ?? '',
      months: age.months,
      maxReferenceAge: age.required,
      valid: age.valid,
    };
  });
}
