/**
 * The audit report's rules (issue 21; SPEC §4 report in progress / draft / accepted / ready): who may
 * do what in which status, the Finnish messages of the refusals, and the small computations the
 * report shows (a section's auditor score, whether an auditor's hours are in). The server applies
 * them (server/modules/auditPrograms/reportService.ts); the editor reads the same ones.
 */
import { AuditReportStatus } from './auditCodes';

export const REPORT_MESSAGES = {
  /** 404 to the company before the report is sent. */
  notSent: 'Auditointiraportti ei ole vielä luettavissa.',
  questionNotFound: 'Kysymystä ei löytynyt tästä raportista.',
  /** 422: answers are written while the report is in progress or a draft. */
  locked: 'Raporttia ei voi enää muuttaa, koska pääauditoija on hyväksynyt sen.',
  /** 403 */
  reviewerCommentMasterOnly: 'Vain pääauditoija voi kirjoittaa tarkastajan kommentin.',
  /** 422 on the If-Match header. */
  ifMatch: 'If-Match-otsakkeen on oltava vastauksen versio, esimerkiksi "3".',
  /** 403: the send and the review request are the programme's own auditors'. */
  assignedOnly: 'Vain ohjelmaan nimetty auditoija voi tehdä tämän.',
  notInProgress: 'Vain työn alla olevan raportin voi lähettää yritykselle.',
  noAuditor: 'Ohjelmalle ei ole nimetty auditoijaa, joten raporttia ei voi lähettää.',
  hoursMissing: (names: string) =>
    `Auditoijan tunnit puuttuvat (${names}). Kirjaa valmistelu-, paikan päällä- ja raportointitunnit ennen raportin lähettämistä.`,
  /** 403 */
  companyOnly: 'Vain yrityksen omat henkilöt voivat kommentoida raporttia.',
  commentOnlyDraft: 'Raporttia voi kommentoida, kun se on lähetetty yritykselle eikä sitä ole vielä hyväksytty.',
  reviewRequestOnlyDraft: 'Tarkastusta voi pyytää, kun raportti on lähetetty yritykselle (luonnos).',
  reviewAlreadyAsked: 'Raportin tarkastusta on jo pyydetty.',
  reviewNotAsked: 'Raportin tarkastusta ei ole pyydetty.',
  /** 403 */
  masterOnly: 'Vain pääauditoija voi tarkastaa raportin.',
  ownReport: 'Et voi tarkastaa raporttia, jonka olet itse auditoinut.',
  rejectNeedsComment: 'Kirjoita, mitä raportissa on vielä korjattava.',
} as const;

/** The 422 messages of the report's rules, as the OpenAPI document lists them (`…` varies). */
export const REPORT_RULES = [
  REPORT_MESSAGES.locked,
  REPORT_MESSAGES.ifMatch,
  REPORT_MESSAGES.notInProgress,
  REPORT_MESSAGES.noAuditor,
  REPORT_MESSAGES.hoursMissing('…'),
  REPORT_MESSAGES.commentOnlyDraft,
  REPORT_MESSAGES.reviewRequestOnlyDraft,
  REPORT_MESSAGES.reviewAlreadyAsked,
  REPORT_MESSAGES.reviewNotAsked,
  REPORT_MESSAGES.ownReport,
  REPORT_MESSAGES.rejectNeedsComment,
] as const;

/** Answers and the auditors' comment are written while the report is in progress or a draft. */
export const answersWritable = (statusId: number): boolean => statusId === AuditReportStatus.inProgress || statusId === AuditReportStatus.draft;

/** The master auditor reviews a draft whose review the auditor asked for. */
export const reviewable = (report: { statusId: number; reviewAskedAt: string | Date | null }): boolean =>
  report.statusId === AuditReportStatus.draft && report.reviewAskedAt !== null;

/** The observation's stored fields: a write that changes one of them is kept in the observation's history. */
export const OBSERVATION_COLUMNS = ['strengths', 'development_areas', 'score', 'has_deviation', 'observation_status_id'] as const;

/** A section's auditor score: the mean of its scored questions, one decimal; null when none is scored. */
export function sectionScore(scores: ReadonlyArray<number | null>): number | null {
  const given = scores.filter((score): score is number => score !== null);
  if (!given.length) return null;
  return Math.round((given.reduce((sum, score) => sum + score, 0) / given.length) * 10) / 10;
}

/** An auditor's hours are in when preparation, site and report hours are all recorded (0 counts). */
export const hoursRecorded = (cost: { preparation_hours: unknown; site_hours: unknown; report_hours: unknown } | undefined): boolean =>
  !!cost && cost.preparation_hours !== null && cost.site_hours !== null && cost.report_hours !== null;

/**
 * The version an `If-Match` header names: `"3"`, `W/"3"` or `3`; null when the header is absent,
 * undefined when it names no version (refused with 422).
 */
export function ifMatchVersion(header: string | string[] | undefined): number | null | undefined {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^\s*(?:W\/)?"?([1-9][0-9]{0,9})"?\s*$/.exec(value ?? '');
  if (!match) return undefined;
  const version = Number(match[1]);
  return version <= 2_147_483_647 ? version : undefined;
}
