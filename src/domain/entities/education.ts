/** SPEC §3 Education: one of a person's educations (SPEC §7 GET/POST /people/{id}/educations, DELETE …/{educationId}). */
import { z } from 'zod';
import { defineEntity, requestSchema, type EntityBody, type EntityRecord } from './entity';
import { id, lookup, reference, text } from './fields';
import { year } from './fieldsPeople';

export const EDUCATION_DEGREE_LOOKUP = 'education-degrees';
export const EDUCATION_LEVEL_LOOKUP = 'education-levels';
export const DEGREE_OR_DESCRIPTION = 'Valitse tutkinto tai kirjoita tutkinnon kuvaus.';

export const education = defineEntity({
  resource: 'educations',
  path: 'people/:personId/educations',
  fields: {
    id: id(),
    personId: reference('people', { fromPath: true }),
    educationLevelId: lookup(EDUCATION_LEVEL_LOOKUP, { invalid: 'Koulutusaste on virheellinen.' }),
    educationDegreeId: lookup(EDUCATION_DEGREE_LOOKUP, { invalid: 'Tutkinto on virheellinen.' }),
    /** One's own degree, when it is not on the list. */
    description: text({ max: 200, tooLong: 'Tutkinnon kuvaus on liian pitkä.' }),
    educationalInstitute: text({ max: 200, tooLong: 'Oppilaitos on liian pitkä.' }),
    graduationYear: year({ label: 'Valmistumisvuosi', min: 1900 }),
  },
  checks: [
    {
      reads: ['educationDegreeId', 'description'],
      check: (values, add) => {
        if ((values.educationDegreeId ?? null) === null && !values.description) add('educationDegreeId', DEGREE_OR_DESCRIPTION);
      },
    },
  ],
});

export type Education = EntityRecord<typeof education>;
export type EducationBody = EntityBody<typeof education>;

export const EDUCATIONS_MAX = 50;

/** PUT /people/{id}/educations: the person's whole list, saved by SPEC §5's self-edit rule in one transaction. */
export const educationListSchema = z.object({
  educations: z
    .array(requestSchema(education), { error: 'Koulutukset on annettava listana.' })
    .max(EDUCATIONS_MAX, `Enintään ${EDUCATIONS_MAX} koulutusta.`),
});
