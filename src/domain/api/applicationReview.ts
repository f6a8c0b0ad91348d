/**
 * The wire shape of the office's review of an application (issue 11): sections, tasks, the
 * company's answers to the catalogue questions, the office's questions when it returned the
 * application, and the bodies of the office's calls. Responses camelCase, bodies snake_case.
 */
import { z } from 'zod';
import { applicationListItemSchema, applicationSchema } from './applications';
import { REVIEW_SECTIONS, REVIEW_TASK_KEYS, TASK_STATUS_IDS, DOCUMENT_READINESS_IDS } from '../applicationReview';
import { storable, UNSTORABLE_MESSAGE } from '../entities/fields';
import { ApplicationStatus } from '../codes';

const id = z.number().int().positive();

export const reviewSectionStateSchema = z.object({
  section: z.enum(REVIEW_SECTIONS),
  /** The 'application-review-sections' id. */
  sectionId: id,
  title: z.string(),
  /** A 'review-statuses' id; null until the office decides. */
  reviewStatusId: z.number().int().nullable(),
  /** As signed off (SPEC §9). */
  comment: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The review statuses this section may take. */
  allowedStatusIds: z.array(z.number().int()),
});
export type ReviewSectionState = z.infer<typeof reviewSectionStateSchema>;

export const reviewTaskStateSchema = z.object({
  task: z.enum(REVIEW_TASK_KEYS),
  title: z.string(),
  /** A 'task-statuses' id: not done 1 (also when never touched), done 2, not required 3. */
  taskStatusId: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ReviewTaskState = z.infer<typeof reviewTaskStateSchema>;

/** A question the office asked when it returned the application, and the company's answer. */
export const officeQuestionSchema = z.object({
  id,
  text: z.string(),
  askedBy: z.string().nullable(),
  askedAt: z.string(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type OfficeQuestion = z.infer<typeof officeQuestionSchema>;

/** A catalogue question for the application's type, and the company's answer. */
export const questionAnswerSchema = z.object({
  questionId: id,
  sectionId: z.number().int(),
  text: z.string(),
  orderNumber: z.number().int(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

export const applicationReviewSchema = z.object({
  applicationId: id,
  /** canReview / canAssign of src/domain/applications.ts for the application's status. */
  canReview: z.boolean(),
  canAssign: z.boolean(),
  sections: z.array(reviewSectionStateSchema),
  tasks: z.array(reviewTaskStateSchema),
  answers: z.array(questionAnswerSchema),
  officeQuestions: z.array(officeQuestionSchema),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;

/** GET /applications/{appId} (office): the application as the company sees it, and the office's review. */
export const officeApplicationSchema = applicationSchema.extend({ review: applicationReviewSchema });
export type OfficeApplication = z.infer<typeof officeApplicationSchema>;

/** A row of the office's list: the list item and the company's business ID, the assignee's name. */
export const officeApplicationListItemSchema = applicationListItemSchema.extend({
  companyRegistrationNumber: z.string(),
  patevaResponsiblePerson: z.string().nullable(),
});
export type OfficeApplicationListItem = z.infer<typeof officeApplicationListItemSchema>;

/** GET /applications/status-counts: how many applications (with the list's other filters) are in each status. */
export const applicationStatusCountsSchema = z.object({
  /** SPEC §4: the applications whose status is below 10 (archived and cancelled left out). */
  total: z.number().int(),
  counts: z.array(z.object({ statusId: id, name: z.string(), count: z.number().int() })),
});
export type ApplicationStatusCounts = z.infer<typeof applicationStatusCountsSchema>;

/** GET /applications/assignees: who may be assigned (office staff by person, auditors by user). */
export const applicationAssigneesSchema = z.object({
  officePeople: z.array(z.object({ id, name: z.string() })),
  auditors: z.array(z.object({ id, name: z.string() })),
});
export type ApplicationAssignees = z.infer<typeof applicationAssigneesSchema>;

/** GET/PUT /companies/{id}/applications/{appId}/answers. */
export const applicationAnswersSchema = z.object({
  /** The company may answer now (companyCanEdit, and the asker holds the applications permission). */
  editable: z.boolean(),
  answers: z.array(questionAnswerSchema),
  officeQuestions: z.array(officeQuestionSchema),
});
export type ApplicationAnswers = z.infer<typeof applicationAnswersSchema>;

// Bodies.

const idInput = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const nullableId = (message: string) => z.union([idInput(message), z.null()], { error: message });
const freeText = (max: number, tooLong: string) =>
  z.string({ error: 'Arvon on oltava tekstiä.' }).max(max, tooLong).refine(storable, UNSTORABLE_MESSAGE);

export const COMMENT_MAX = 4000;

/** Either may be left out: it keeps its value (issue 18: a field left out is never called invalid). */
export const assignmentBodySchema = z.strictObject({
  pateva_responsible_person_id: nullableId('Valitse vastuuhenkilö listalta.').optional(),
  auditor_user_id: nullableId('Valitse auditoija listalta.').optional(),
});
export type AssignmentBody = z.infer<typeof assignmentBodySchema>;

export const reviewBodySchema = z.strictObject({
  review_status: z.union([z.number().int().min(1).max(9), z.null()], { error: 'Valitse arviointitila listalta.' }).optional(),
  comment: z.union([freeText(COMMENT_MAX, `Kommentti on liian pitkä (enintään ${COMMENT_MAX} merkkiä).`), z.null()]).optional(),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

const message = z.union([freeText(2000, 'Viesti on liian pitkä (enintään 2000 merkkiä).'), z.null()]).optional();

/**
 * A return must tell the company what to complete (docs/decisions.md "A return says what to
 * complete"): a message or at least one question, so that the company is never sent back with
 * nothing to do.
 */
export const RETURN_NEEDS_CONTENT = 'Kerro yritykselle viestissä tai kysymyksellä, mitä hakemukseen pitää täydentää.';
export const QUESTION_EMPTY = 'Kysymys ei voi olla tyhjä.';
const hasText = (value: string | null | undefined) => (value ?? '').trim() !== '';

export const statusChangeBodySchema = z
  .strictObject({
    application_status_id: z.number({ error: 'Valitse tila.' }).int('Valitse tila.').min(1, 'Valitse tila.').max(11, 'Valitse tila.'),
    message,
  })
  .refine((body) => body.application_status_id !== ApplicationStatus.returned || hasText(body.message), { message: RETURN_NEEDS_CONTENT, path: ['message'] });
export type StatusChangeBody = z.infer<typeof statusChangeBodySchema>;

export const QUESTION_TEXT_MAX = 2000;
export const returnBodySchema = z
  .strictObject({
    message,
    questions: z
      .array(
        freeText(QUESTION_TEXT_MAX, `Kysymys on liian pitkä (enintään ${QUESTION_TEXT_MAX} merkkiä).`)
          .transform((text) => text.trim())
          .refine((text) => text !== '', QUESTION_EMPTY),
        { error: 'Kysymysten on oltava lista tekstejä.' },
      )
      .max(20, 'Enintään 20 kysymystä kerralla.')
      .default([]),
  })
  .refine((body) => hasText(body.message) || body.questions.length > 0, { message: RETURN_NEEDS_CONTENT, path: ['message'] });
export type ReturnBody = z.infer<typeof returnBodySchema>;

const flag = z.boolean({ error: 'Arvon on oltava kyllä tai ei.' });
const nullableFlag = z.union([flag, z.null()], { error: 'Arvon on oltava kyllä, ei tai tyhjä.' });

export const industryReviewBodySchema = z.strictObject({ granted: nullableFlag.optional(), audited: flag.optional() });
export const officeReviewBodySchema = z.strictObject({ is_granted: nullableFlag.optional(), audited: flag.optional() });
export const fileReviewBodySchema = z.strictObject({
  document_readiness_id: z.union(DOCUMENT_READINESS_IDS.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], {
    error: 'Valitse valmiusaste listalta.',
  }),
});
export const taskBodySchema = z.strictObject({
  task_status_id: z.union(TASK_STATUS_IDS.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], {
    error: 'Valitse tehtävän tila listalta.',
  }),
});

export const ANSWER_MAX = 4000;
const answerText = z.union([freeText(ANSWER_MAX, `Vastaus on liian pitkä (enintään ${ANSWER_MAX} merkkiä).`), z.null()]);
export const answersBodySchema = z.strictObject({
  answers: z.array(z.strictObject({ question_id: idInput('Kysymystä ei löytynyt.'), answer: answerText }), { error: 'Vastausten on oltava lista.' }).max(200).optional(),
  office_answers: z.array(z.strictObject({ id: idInput('Kysymystä ei löytynyt.'), answer: answerText }), { error: 'Vastausten on oltava lista.' }).max(100).optional(),
});
export type AnswersBody = z.infer<typeof answersBodySchema>;
