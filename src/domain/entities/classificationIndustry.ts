/**
 * SPEC §3 Classification industry and its requirements: the association's industry tree
 * (GET /classification-industries, office CRUD) — reference data, not a company's.
 */
import { z } from 'zod';
import { mapKeys, toSnakeCase } from '../caseKeys';
import { SYMBOLIC_NUMBER_MESSAGE, symbolicParts } from '../industries';
import { defineEntity, responseSchema, type EntityBody, type EntityRecord } from './entity';
import { boolean, computed, id, lookup, optionalReference, readOnly, reference, text } from './fields';
import { integer, lookupIds } from './fieldsNumbers';

export const industryRequirement = defineEntity({
  resource: 'classification-industry-requirements',
  path: 'classification-industries/:classificationIndustryId/requirements',
  fields: {
    id: id(),
    classificationIndustryId: reference('classification-industries', { fromPath: true }),
    certificateTypeId: lookup('certificate-kinds', { invalid: 'Valitse sertifikaatti listalta.' }),
    minTotalBilling: integer({ min: 0, max: 2_000_000_000, invalid: 'Vähimmäislaskutuksen on oltava kokonaisluku euroina (0–2 000 000 000).' }),
    maxReferenceAge: integer({ min: 1, max: 600, invalid: 'Referenssin enimmäisiän on oltava 1–600 kuukautta.' }),
    minReferenceCount: integer({ min: 0, max: 100, invalid: 'Referenssien vähimmäismäärän on oltava 0–100.' }),
    fileTypeId: lookup('company-document-types', { invalid: 'Valitse asiakirjatyyppi listalta.', list: false }),
    companyId: optionalReference('companies', { invalid: 'Yrityksen tunniste on virheellinen.', list: false }),
    educationDegreeIds: lookupIds('education-degrees', { invalid: 'Valitse tutkinnot listalta.', list: false }),
    personCertificateTypeIds: lookupIds('person-certificate-types', { invalid: 'Valitse henkilöpätevyydet listalta.', list: false }),
  },
  checks: [
    {
      reads: ['minTotalBilling', 'maxReferenceAge', 'minReferenceCount', 'fileTypeId', 'educationDegreeIds', 'personCertificateTypeIds'],
      only: 'form',
      check: (values, add) => {
        if (!requirementAsks(mapKeys(values, toSnakeCase) as RequirementAsked)) add('minTotalBilling', REQUIREMENT_EMPTY);
      },
    },
  ],
});

const requirementRecord = responseSchema(industryRequirement);

export const classificationIndustry = defineEntity({
  resource: 'classification-industries',
  path: 'classification-industries',
  fields: {
    id: id(),
    symbolicNumber: text({
      max: 8,
      required: 'Toimialan numero on pakollinen.',
      tooLong: SYMBOLIC_NUMBER_MESSAGE,
      sortable: true,
    }),
    shortDescription: text({ max: 200, required: 'Toimialan nimi on pakollinen.', tooLong: 'Toimialan nimi on liian pitkä (enintään 200 merkkiä).', sortable: true }),
    longDescription: text({ max: 2000, multiline: true, list: false, tooLong: 'Kuvaus on liian pitkä (enintään 2000 merkkiä).' }),
    /** From the symbolic number: the industry one level up (2.1 for 2.1.3). */
    parentId: readOnly('reference', z.number().int().positive().nullable(), { list: false }),
    /** SPEC §9, from the symbolic number. */
    sortNumber: readOnly('integer', z.number().int(), { list: false, sortable: true }),
    availableProficiency: boolean({}),
    availableCertification: boolean({}),
    active: boolean({}),
    requirements: computed(z.array(requirementRecord), { list: false, show: false }),
  },
  checks: [
    {
      reads: ['symbolicNumber'],
      check: (values, add) => {
        if (values.symbolicNumber && !symbolicParts(values.symbolicNumber)) add('symbolicNumber', SYMBOLIC_NUMBER_MESSAGE);
      },
    },
  ],
});

export type ClassificationIndustry = EntityRecord<typeof classificationIndustry>;
export type ClassificationIndustryBody = EntityBody<typeof classificationIndustry>;
export type IndustryRequirement = EntityRecord<typeof industryRequirement>;
export type IndustryRequirementBody = EntityBody<typeof industryRequirement>;

export const REQUIREMENT_EMPTY = 'Anna vähintään yksi vaatimus: vähimmäislaskutus, referenssien enimmäisikä tai vähimmäismäärä, asiakirjatyyppi, tutkinnot tai henkilöpätevyydet.';

/**
 * A requirement asks something (issue 18: a body of null made one with every field null). Read on the
 * stored result, so an update that leaves fields out is judged by what they keep.
 */
/** What a requirement asks, as a body or a stored row names it (written out: the declaration's own check reads it). */
interface RequirementAsked {
  min_total_billing?: number | null;
  max_reference_age?: number | null;
  min_reference_count?: number | null;
  file_type_id?: number | null;
  education_degree_ids?: readonly number[] | null;
  person_certificate_type_ids?: readonly number[] | null;
}

export function requirementAsks(values: RequirementAsked): boolean {
  const { min_total_billing, max_reference_age, min_reference_count, file_type_id, education_degree_ids, person_certificate_type_ids } = values;
  return [min_total_billing, max_reference_age, min_reference_count, file_type_id].some((value) => value != null) || !!education_degree_ids?.length || !!person_certificate_type_ids?.length;
}

/** An industry of the tree answer: its children nested, at most three levels (SPEC §9's numbering). */
const industryRecord = responseSchema(classificationIndustry);
const level3 = industryRecord;
const level2 = (industryRecord as unknown as z.ZodObject).extend({ children: z.array(level3).optional() });
export const industryTreeNodeSchema = (industryRecord as unknown as z.ZodObject).extend({ children: z.array(level2).optional() });
export type ClassificationIndustryNode = ClassificationIndustry & { children?: ClassificationIndustryNode[] };
