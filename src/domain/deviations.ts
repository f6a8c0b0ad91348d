/**
 * Deviations (poikkeamat) of a certificate audit (issue 21; SPEC §3 Deviation, §4 statuses;
 * ISO/IEC 17021-1 9.4.9, 9.5.2): the wire shape of a deviation with its evidence files and history,
 * the bodies of the calls, the Finnish refusals, and the rules that need no database (the default
 * due date, what counts as overdue, what the company must give before sending its fix). Shared by
 * the server and the screens so both refuse alike.
 *
 * Workflow: raised by the programme's auditor (status 1 in progress) → the company sends its fix
 * (2 ready: takenAction, evidence files, fixSentAt) → the auditor approves it (3 accepted-fixed,
 * fixApprovedAt) or returns it (back to 1 with the auditor's comment).
 */
import { z } from 'zod';
import { DeviationSeverity, DeviationStatus } from './auditCodes';
import { date, idInput, lookupChoice, text } from './entities/fields';

export const DEVIATION_MESSAGES = {
  notFound: 'Poikkeamaa ei löytynyt.',
  fileNotFound: 'Tiedostoa ei löytynyt.',
  questionMissing: 'Valitse kysymys, johon poikkeama liittyy.',
  questionUnknown: 'Kysymystä ei löytynyt tämän auditoinnin kysymyksistä.',
  severityMissing: 'Valitse poikkeaman vakavuus.',
  severityInvalid: 'Valitse vakavuus listalta: lievä tai vakava.',
  descriptionMissing: 'Kuvaa poikkeama.',
  dateMalformed: 'Anna päivä muodossa pp.kk.vvvv.',
  dueInPast: 'Korjauksen määräpäivä ei voi olla menneisyydessä.',
  reportReady: 'Auditoinnin raportti on jo valmis tai auditointi on päättynyt, joten poikkeamia ei voi enää kirjata.',
  notInProgress: 'Poikkeamaa voi muuttaa vain, kun sen korjaus on kesken.',
  notReady: 'Korjauksen voi hyväksyä tai palauttaa vain, kun yritys on lähettänyt sen.',
  takenActionMissing: 'Kerro tehdyt korjaavat toimenpiteet ennen korjauksen lähettämistä.',
  evidenceMissing: 'Vakavan poikkeaman korjaukseen on liitettävä vähintään yksi näyttötiedosto.',
  commentMissing: 'Kerro yritykselle, miksi korjaus palautetaan.',
  auditorsOnly: 'Vain auditoinnin auditoijat voivat käsitellä poikkeamia.',
} as const;

/** Days the company has to fix a deviation when the auditor gives no date (issue 21). */
export const DEFAULT_FIX_DAYS = 30;
/** The reminder before the due date, in days. */
export const REMINDER_DAYS_BEFORE = 7;

/** yyyy-MM-dd `days` after the given yyyy-MM-dd day. */
export function addDays(day: string, days: number): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (dayOfMonth ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

export const defaultFixDate = (today: string) => addDays(today, DEFAULT_FIX_DAYS);

/** Past its due date and not yet accepted as fixed (a fix waiting for the auditor is still overdue to the office). */
export const isOverdue = (deviation: { statusId: number; toBeFixedByDate: string }, today: string): boolean =>
  deviation.statusId !== DeviationStatus.acceptedFixed && deviation.toBeFixedByDate < today;

/** What the company must give before its fix goes to the auditor: the taken action; evidence for a serious deviation. */
export function sendFixErrors(deviation: { severityId: number; takenAction: string | null; fileCount: number }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!deviation.takenAction?.trim()) errors.taken_action = [DEVIATION_MESSAGES.takenActionMissing];
  if (deviation.severityId === DeviationSeverity.serious && deviation.fileCount < 1) errors.files = [DEVIATION_MESSAGES.evidenceMissing];
  return errors;
}

const id = z.number().int().positive();

export const deviationFileSchema = z.object({
  /** The evidence link's id (the download and removal address). */
  id,
  name: z.string(),
  mimeType: z.string(),
  byteSize: z.number().int(),
  createdAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type DeviationFile = z.infer<typeof deviationFileSchema>;

export const DEVIATION_EVENTS = ['raised', 'changed', 'fix_sent', 'approved', 'rejected'] as const;
export type DeviationEvent = (typeof DEVIATION_EVENTS)[number];

export const deviationEventSchema = z.object({
  id,
  event: z.enum(DEVIATION_EVENTS),
  comment: z.string().nullable(),
  at: z.string(),
  by: z.string().nullable(),
});

/** A deviation as lists show it. */
export const deviationListItemSchema = z.object({
  id,
  programId: id,
  companyId: id,
  companyName: z.string(),
  certificateTypeId: z.number().int(),
  questionId: id.nullable(),
  questionText: z.string().nullable(),
  sectionId: z.number().int().nullable(),
  /** 'deviation-severities': 1 light, 2 serious. */
  severityId: z.number().int(),
  /** 'deviation-statuses': 1 in progress, 2 ready, 3 accepted-fixed. */
  statusId: z.number().int(),
  description: z.string(),
  takenAction: z.string().nullable(),
  toBeFixedByDate: z.string(),
  fixSentAt: z.string().nullable(),
  fixApprovedAt: z.string().nullable(),
  auditorComment: z.string().nullable(),
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeviationListItem = z.infer<typeof deviationListItemSchema>;

/** One deviation with its evidence files and history (the deviation modal of SPEC §2). */
export const deviationSchema = deviationListItemSchema.extend({
  files: z.array(deviationFileSchema),
  history: z.array(deviationEventSchema),
});
export type Deviation = z.infer<typeof deviationSchema>;

const severityInput = lookupChoice('deviation-severities', [DeviationSeverity.light, DeviationSeverity.serious], {
  required: DEVIATION_MESSAGES.severityMissing,
  invalid: DEVIATION_MESSAGES.severityInvalid,
}).input;
const dueDateInput = date({ malformed: DEVIATION_MESSAGES.dateMalformed }).input;
const optionalDescription = text({ max: 10000, tooLong: 'Kuvaus on liian pitkä (enintään 10000 merkkiä).' }).input;
const descriptionInput = text({ max: 10000, required: DEVIATION_MESSAGES.descriptionMissing, tooLong: 'Kuvaus on liian pitkä (enintään 10000 merkkiä).' }).input;

/**
 * `POST /api/audit-programs/{programId}/deviations`. The issue's names (`question_id`,
 * `certificate_deviation_severity_id`, `to_be_fixed_by_date`) and SPEC §3's (`application_question_id`,
 * `certificateDeviationSeverityId`, `toBeFixedByDate`, `applicationQuestionId`) are both read;
 * the due date defaults to 30 days from today.
 */
export const raiseDeviationSchema = z
  .object({
    question_id: idInput(DEVIATION_MESSAGES.questionMissing).optional(),
    application_question_id: idInput(DEVIATION_MESSAGES.questionMissing).optional(),
    applicationQuestionId: idInput(DEVIATION_MESSAGES.questionMissing).optional(),
    certificate_deviation_severity_id: severityInput.optional(),
    certificateDeviationSeverityId: severityInput.optional(),
    description: optionalDescription,
    to_be_fixed_by_date: dueDateInput,
    toBeFixedByDate: dueDateInput,
  })
  .superRefine((body, ctx) => {
    if (!body.description) ctx.addIssue({ code: 'custom', path: ['description'], message: DEVIATION_MESSAGES.descriptionMissing });
    if (body.question_id === undefined && body.application_question_id === undefined && body.applicationQuestionId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['question_id'], message: DEVIATION_MESSAGES.questionMissing });
    }
    if (body.certificate_deviation_severity_id === undefined && body.certificateDeviationSeverityId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['certificate_deviation_severity_id'], message: DEVIATION_MESSAGES.severityMissing });
    }
  })
  .transform((body) => ({
    question_id: (body.question_id ?? body.application_question_id ?? body.applicationQuestionId) as number,
    certificate_deviation_severity_id: (body.certificate_deviation_severity_id ?? body.certificateDeviationSeverityId) as number,
    description: body.description as string,
    to_be_fixed_by_date: body.to_be_fixed_by_date ?? body.toBeFixedByDate ?? null,
  }));
export type RaiseDeviationBody = z.output<typeof raiseDeviationSchema>;

/** `PUT /api/deviations/{deviationId}`: what it leaves out stays. */
export const updateDeviationSchema = z
  .object({
    description: descriptionInput.optional(),
    certificate_deviation_severity_id: severityInput.optional(),
    to_be_fixed_by_date: dueDateInput,
  })
  .strict();
export type UpdateDeviationBody = z.output<typeof updateDeviationSchema>;

export const rejectFixSchema = z.object({
  comment: text({ max: 10000, required: DEVIATION_MESSAGES.commentMissing, tooLong: 'Kommentti on liian pitkä (enintään 10000 merkkiä).' }).input,
});

/** `PUT /api/companies/{id}/deviations/{deviationId}`: the company's account of what it did. */
export const takenActionSchema = z.object({
  taken_action: text({ max: 10000, tooLong: 'Teksti on liian pitkä (enintään 10000 merkkiä).' }).input,
});
export type TakenActionBody = z.output<typeof takenActionSchema>;
