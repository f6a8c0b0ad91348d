/**
 * Audit questions (issue 21; SPEC §3 Audit question): the catalogue of questions the auditors answer
 * in an audit report, per evaluation report section (1–16) and for the certificate kinds they apply
 * to (2 quality, 5 environment, 20 occupational safety, 23 moisture). Kept by the office and the
 * master auditor; read by every auditor. A question already answered in a report is deactivated,
 * not removed (409).
 */
import { z } from 'zod';
import { AUDITED_CERTIFICATE_KINDS, EVALUATION_REPORT_SECTION_IDS } from '../auditCodes';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { boolean, id, idInput, lookupChoice, place, text, type Field, type Optional } from './fields';
import { integer } from './fieldsNumbers';

const KINDS_INVALID = 'Valitse vähintään yksi sertifikaattilaji listalta (laatu, ympäristö, työturvallisuus, kosteudenhallinta).';

/** Some of the audited certificate kinds, at least one when sent, distinct, in the order given. */
function auditedKinds(): Field<Optional<number[]>, z.ZodType<number[]>> {
  const kinds: readonly number[] = AUDITED_CERTIFICATE_KINDS;
  return {
    kind: 'lookup',
    lookup: 'certificate-kinds',
    choices: kinds,
    // Left out of a new question: every audited kind (the column's default).
    required: false,
    input: z
      .array(idInput(KINDS_INVALID), { error: KINDS_INVALID })
      .max(kinds.length, KINDS_INVALID)
      .nullish()
      .transform((ids) => (ids === undefined ? undefined : [...new Set(ids ?? [])]))
      .refine((ids) => ids === undefined || (ids.length > 0 && ids.every((kind) => kinds.includes(kind))), KINDS_INVALID),
    output: z.array(z.number().int()),
    placement: place({}),
  };
}

export const auditQuestion = defineEntity({
  resource: 'audit-questions',
  path: 'audit-questions',
  fields: {
    id: id(),
    sectionId: lookupChoice('evaluation-report-sections', EVALUATION_REPORT_SECTION_IDS, {
      required: 'Valitse raportin osio.',
      invalid: 'Valitse raportin osio listalta (1–16).',
      sortable: true,
    }),
    symbolicName: text({
      max: 100,
      required: 'Tunnus on pakollinen.',
      tooLong: 'Tunnus on liian pitkä (enintään 100 merkkiä).',
      sortable: true,
    }),
    text: text({ max: 2000, multiline: true, required: 'Kysymys on pakollinen.', tooLong: 'Kysymys on liian pitkä (enintään 2000 merkkiä).', sortable: true }),
    description: text({ max: 5000, multiline: true, tooLong: 'Ohje on liian pitkä (enintään 5000 merkkiä).', list: false }),
    certificateTypeIds: auditedKinds(),
    orderNumber: integer({ min: 0, max: 100000, invalid: 'Järjestysnumeron on oltava kokonaisluku 0–100000.', sortable: true }),
    active: boolean({}),
  },
});

export type AuditQuestion = EntityRecord<typeof auditQuestion>;
export type AuditQuestionBody = EntityBody<typeof auditQuestion>;
