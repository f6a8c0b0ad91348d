/**
 * SPEC §5 on each reference: its age (whole months since workEndDate) against each linked
 * classification industry's maxReferenceAge (the industries module's tables).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { referenceAge, todayInFinland } from '../../../src/domain/referenceAge';
import type { ReferenceIndustryAge } from '../../../src/domain/entities/reference';

export interface IndustryFacts {
  id: number;
  symbolicNumber: string;
  description: string;
  maxReferenceAge: number | null;
}

/**
 * The names and maxReferenceAge of the given industries: the company's own requirement where the
 * office has set one, else the industry's general one (the strictest, if there are several).
 */
export async function industryFacts(db: Db, ids: readonly number[], companyId: number): Promise<Map<number, IndustryFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('classification_industries as ci')
    .select((eb) => [
      'ci.id',
      'ci.symbolic_number',
      'ci.short_description',
      eb
        .selectFrom('classification_industry_requirements as req')
        .select('req.max_reference_age')
        .whereRef('req.classification_industry_id', '=', 'ci.id')
        .where('req.max_reference_age', 'is not', null)
        .where((w) => w.or([w('req.company_id', 'is', null), w('req.company_id', '=', companyId)]))
        .orderBy(sql`req.company_id is null`)
        .orderBy('req.max_reference_age')
        .limit(1)
        .as('max_reference_age'),
    ])
    .where('ci.id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, symbolicNumber: row.symbolic_number, description: row.short_description, maxReferenceAge: row.max_reference_age ?? null },
    ]),
  );
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
