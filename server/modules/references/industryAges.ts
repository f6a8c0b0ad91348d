/**
 * SPEC §5 on each reference: its age (whole months since workEndDate) against each linked
 * classification industry's maxReferenceAge (the industries module's tables).
 */
import { sql } from 'kysely';
import { referenceAge, todayInFinland } from '../../../src/domain/referenceAge';
import type { ReferenceIndustryAge } from '../../../src/domain/entities/reference';

/** A linked industry as the reference's own query reads it (referenceIndustriesColumn). */
export interface IndustryFactsRow {
  id: number;
  symbolic_number: string;
  short_description: string;
  max_reference_age: number | null;
}

/**
 * The industries the reference `r` (its alias in the select) is linked to, in id order, each with its
 * name and maxReferenceAge: the company's own requirement where the office has set one, else the
 * industry's general one (the strictest, if there are several). A column of the reference's own
 * query, so a page of references is one round trip (docs/benchmarks.md, issue 18 §8).
 */
export const referenceIndustriesColumn = () =>
  sql<IndustryFactsRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', ci.id, 'symbolic_number', ci.symbolic_number, 'short_description', ci.short_description,
      'max_reference_age', (
        select req.max_reference_age from classification_industry_requirements req
        where req.classification_industry_id = ci.id and req.max_reference_age is not null
          and (req.company_id is null or req.company_id = r.company_id)
        order by req.company_id is null, req.max_reference_age limit 1
      )) order by ci.id)
    from reference_expertises e join classification_industries ci on ci.id = e.classification_industry_id
    where e.reference_id = r.id
  ), '[]')`.as('industries');

/** Each linked industry's age check; `today` once per page (a Finnish calendar day is costly to format). */
export function industryAges(workEndDate: string | null, industries: readonly IndustryFactsRow[], today = todayInFinland()): ReferenceIndustryAge[] {
  return industries.map((industry) => {
    const age = referenceAge(workEndDate, industry.max_reference_age, today);
    return {
      industryId: industry.id,
      symbolicNumber: industry.symbolic_number,
      description: industry.short_description,
      months: age.months,
      maxReferenceAge: age.required,
      valid: age.valid,
    };
  });
}
