/**
 * The company's self-evaluation of an audit programme (issue 21, SPEC §2 self-evaluation modal):
 * a score 0–5 and a comment on each of the 16 evaluation report sections, read beside the auditor's
 * score (the mean of the section's observation scores). The company's admins write it until the
 * report is sent to the company.
 */
import { z } from 'zod';
import { defineAction } from './action';
import { storable, UNSTORABLE_MESSAGE } from '../entities/fields';
import { EVALUATION_REPORT_SECTION_IDS } from '../auditCodes';

export const SELF_EVALUATION_COMMENT_MAX = 4000;
const SCORE = 'Pisteiden on oltava kokonaisluku 0–5.';
const SECTION = 'Tuntematon osio (osiot ovat 1–16).';

export const selfEvaluationSectionSchema = z.object({
  sectionId: z.number().int().min(1).max(16),
  name: z.string(),
  /** The company's own score 0–5, or null when not given. */
  score: z.number().int().min(0).max(5).nullable(),
  comment: z.string().nullable(),
  /** The mean of the section's observation scores in the report, one decimal, or null. */
  auditorScore: z.number().nullable(),
});
export type SelfEvaluationSection = z.infer<typeof selfEvaluationSectionSchema>;

export const selfEvaluationSchema = z.object({
  programId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  certificateTypeId: z.number().int(),
  plannedStartDate: z.string().nullable(),
  /** The caller may change it now (a company admin or the office, before the report is sent). */
  canWrite: z.boolean(),
  /** The report has been sent to the company: the self-evaluation is closed. */
  closed: z.boolean(),
  sections: z.array(selfEvaluationSectionSchema),
  updatedAt: z.string().nullable(),
});
export type SelfEvaluation = z.infer<typeof selfEvaluationSchema>;

const sectionWrite = z
  .object({
    section_id: z
      .number({ error: SECTION })
      .int(SECTION)
      .refine((id) => (EVALUATION_REPORT_SECTION_IDS as readonly number[]).includes(id), SECTION),
    score: z.number({ error: SCORE }).int(SCORE).min(0, SCORE).max(5, SCORE).nullable().optional(),
    comment: z
      .string({ error: 'Kommentin on oltava tekstiä.' })
      .max(SELF_EVALUATION_COMMENT_MAX, `Kommentti on liian pitkä (enintään ${SELF_EVALUATION_COMMENT_MAX} merkkiä).`)
      .refine(storable, UNSTORABLE_MESSAGE)
      .nullable()
      .optional(),
  })
  .strict();

export const SECTION_TWICE = 'Sama osio on annettu kahdesti.';

/** `PUT …/self-evaluation`: the sections sent are written (score and comment; what a section leaves out stays), the others stay. */
export const selfEvaluationWriteSchema = z
  .object({
    sections: z
      .array(sectionWrite, { error: 'Osiot puuttuvat.' })
      .max(16, 'Osioita on enintään 16.')
      .superRefine((sections, ctx) => {
        const seen = new Set<number>();
        sections.forEach((section, index) => {
          if (seen.has(section.section_id)) ctx.addIssue({ code: 'custom', message: SECTION_TWICE, path: [index, 'section_id'] });
          seen.add(section.section_id);
        });
      }),
  })
  .strict();
export type SelfEvaluationWrite = z.input<typeof selfEvaluationWriteSchema>;

export const selfEvaluationKey = (programId: number) => ['audit-self-evaluation', programId] as const;
const PATH = '/companies/:id/audit-programs/:programId/self-evaluation';

export const selfEvaluation = defineAction({
  method: 'GET',
  path: PATH,
  answer: selfEvaluationSchema,
  key: ({ programId }) => selfEvaluationKey(programId),
});

export const writeSelfEvaluation = defineAction({
  method: 'PUT',
  path: PATH,
  body: selfEvaluationWriteSchema,
  answer: selfEvaluationSchema,
  // The report shows the company's scores beside the auditor's.
  touches: ({ programId }) => [selfEvaluationKey(programId), ['audit-report', programId]],
});
