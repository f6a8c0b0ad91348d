/**
 * The wire shape of an audit report (issue 21; SPEC §3 Report, Audit question, Answer, Observation):
 * what the report editor reads (`GET /api/audit-programs/{programId}/report`) and writes one question
 * at a time (`PUT …/report/questions/{questionId}`). A write carries the version it was based on; a
 * stale one is refused with 409 and the question as it now stands (`staleAnswerSchema`), so the
 * editor shows both texts and never overwrites silently.
 */
import { z } from 'zod';
import { INT4_MAX, storable, UNSTORABLE_MESSAGE } from '../entities/fields';

const id = z.number().int().positive();
const text = (max: number, tooLong: string) => z.string().max(max, tooLong).refine(storable, UNSTORABLE_MESSAGE).nullable();

/** What a question's answer and observation hold (SPEC §3 Answer, Observation). */
export const answerSchema = z.object({
  answer: z.string().nullable(),
  /** The previous report's answer this one started from (carry-forward), or null. */
  initialAnswer: z.string().nullable(),
  finished: z.boolean(),
  reviewerComment: z.string().nullable(),
  gradeId: z.number().int().nullable(),
  public: z.boolean(),
});
export const observationSchema = z.object({
  strengths: z.string().nullable(),
  developmentAreas: z.string().nullable(),
  /** 0–5, or null when not scored. */
  score: z.number().int().min(0).max(5).nullable(),
  hasDeviation: z.boolean(),
  statusId: z.number().int().nullable(),
});
export const observationHistoryEntrySchema = observationSchema.extend({ at: z.string(), by: z.string().nullable() });

/** An open (not accepted-fixed) deviation shown beside its question, from this or the previous audit. */
export const deviationBriefSchema = z.object({
  id,
  programId: id,
  severityId: z.number().int(),
  statusId: z.number().int(),
  description: z.string(),
  toBeFixedByDate: z.string(),
  overdue: z.boolean(),
});

export const reportQuestionSchema = z.object({
  id,
  symbolicName: z.string(),
  text: z.string(),
  description: z.string().nullable(),
  sectionId: z.number().int().min(1).max(16),
  answer: answerSchema,
  observation: observationSchema,
  observationHistory: z.array(observationHistoryEntrySchema),
  /** The score of the same question in the previous report of the cycle (carry-forward), or null. */
  lastScore: z.number().int().nullable(),
  openDeviations: z.array(deviationBriefSchema),
  /** Raised by each write; the next write sends it back. */
  version: z.number().int().positive(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ReportQuestion = z.infer<typeof reportQuestionSchema>;

export const reportSectionSchema = z.object({
  sectionId: z.number().int().min(1).max(16),
  name: z.string(),
  /** The company's self-evaluation of the section, or null when it has none. */
  selfEvaluation: z.object({ score: z.number().int().nullable(), comment: z.string().nullable() }).nullable(),
  /** The mean of the section's observation scores, one decimal, or null. */
  auditorScore: z.number().nullable(),
  questions: z.array(reportQuestionSchema),
});

export const auditReportSchema = z.object({
  programId: id,
  companyId: id,
  companyName: z.string(),
  certificateTypeId: z.number().int(),
  auditKindId: z.number().int(),
  /** 'report-statuses': 1 in progress, 2 draft, 3 accepted, 4 ready. */
  statusId: z.number().int().min(1).max(4),
  sentAt: z.string().nullable(),
  auditorComment: z.string().nullable(),
  companyComment: z.string().nullable(),
  finishedAt: z.string().nullable(),
  reviewAskedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewerComment: z.string().nullable(),
  reviewerPersonId: z.number().int().nullable(),
  reviewerName: z.string().nullable(),
  /** The caller may write answers (an assigned auditor while the report is in progress or a draft). */
  canWrite: z.boolean(),
  /** The caller may review (the master auditor once review is asked). */
  canReview: z.boolean(),
  sections: z.array(reportSectionSchema),
});
export type AuditReport = z.infer<typeof auditReportSchema>;

const TOO_LONG = 'Teksti on liian pitkä (enintään 20000 merkkiä).';
/** `PUT …/report/questions/{questionId}`: what it leaves out stays; `version` is the one the edit was based on. */
export const questionWriteSchema = z
  .object({
    version: z.number({ error: 'Versio puuttuu.' }).int().positive().max(INT4_MAX, 'Versio ei kelpaa.'),
    answer: text(20000, TOO_LONG).optional(),
    finished: z.boolean().optional(),
    grade_id: z.number().int().positive().max(INT4_MAX).nullable().optional(),
    public: z.boolean().optional(),
    strengths: text(20000, TOO_LONG).optional(),
    development_areas: text(20000, TOO_LONG).optional(),
    score: z.number().int().min(0, 'Pisteet ovat 0–5.').max(5, 'Pisteet ovat 0–5.').nullable().optional(),
    has_deviation: z.boolean().optional(),
    observation_status_id: z.number().int().positive().max(INT4_MAX).nullable().optional(),
    reviewer_comment: text(20000, TOO_LONG).optional(),
  })
  .strict();
export type QuestionWrite = z.infer<typeof questionWriteSchema>;

/** The 409 of a stale write: the message, code 'stale', and the question as it now stands. */
export const staleAnswerSchema = z.object({
  message: z.string(),
  code: z.literal('stale'),
  current: reportQuestionSchema,
});
export const STALE_ANSWER_MESSAGE = 'Joku muu muutti tätä vastausta sillä välin. Tarkista kummankin teksti ennen tallentamista.';

export const reviewBodySchema = z.object({
  reviewer_comment: text(20000, TOO_LONG),
  accept: z.boolean({ error: 'Valitse, hyväksytäänkö raportti.' }),
});
