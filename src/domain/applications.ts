/**
 * Applications (SPEC §3 Application, §4): the eleven application types, what each one renews or
 * extends, and the status transition table. SPEC leaves the transitions open ("the server supplies
 * possibleStatuses"); this file is the one place they are written (docs/decisions.md explains them).
 */
import { ApplicationStatus, ApplicationType, CertificateKind, DocumentType } from './codes';

export type ApplicationTypeId = (typeof ApplicationType)[keyof typeof ApplicationType];
export type ApplicationStatusId = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

/** Qualification (pätevyys) applications 1–3 and certificate applications 4–11. */
export type ApplicationFamily = 'qualification' | 'certificate';

export interface ApplicationTypeInfo {
  id: ApplicationTypeId;
  family: ApplicationFamily;
  /** The certificate kind (SPEC §3) the application is for; qualification applications are proficiency 3. */
  certificateKind: (typeof CertificateKind)[keyof typeof CertificateKind];
  /** The first application of its kind; renewals and extensions point to it. */
  baseTypeId: ApplicationTypeId;
  /** 'new': needs nothing held; 'renewal' and 'extension' need the company to hold the base kind. */
  role: 'new' | 'renewal' | 'extension';
  /** Company document types (SPEC §3) every application of this type must carry. */
  requiredFileTypeIds: readonly number[];
}

const T = ApplicationType;
const certificate = (
  id: ApplicationTypeId,
  baseTypeId: ApplicationTypeId,
  certificateKind: ApplicationTypeInfo['certificateKind'],
  requiredFileTypeIds: readonly number[],
): ApplicationTypeInfo => ({
  id,
  family: 'certificate',
  certificateKind,
  baseTypeId,
  role: id === baseTypeId ? 'new' : 'renewal',
  requiredFileTypeIds,
});

// Every certificate needs the liability insurance; the quality certificate also its quality manual.
const insurance: readonly number[] = [DocumentType.liabilityInsurance];
const quality: readonly number[] = [DocumentType.liabilityInsurance, DocumentType.qualityManual];

export const APPLICATION_TYPES: Record<ApplicationTypeId, ApplicationTypeInfo> = {
  [T.qualification]: { id: T.qualification, family: 'qualification', certificateKind: CertificateKind.proficiency, baseTypeId: T.qualification, role: 'new', requiredFileTypeIds: [] },
  [T.qualificationRenewal]: { id: T.qualificationRenewal, family: 'qualification', certificateKind: CertificateKind.proficiency, baseTypeId: T.qualification, role: 'renewal', requiredFileTypeIds: [] },
  [T.qualificationExtension]: { id: T.qualificationExtension, family: 'qualification', certificateKind: CertificateKind.proficiency, baseTypeId: T.qualification, role: 'extension', requiredFileTypeIds: [] },
  [T.qualityCertificate]: certificate(T.qualityCertificate, T.qualityCertificate, CertificateKind.quality, quality),
  [T.qualityCertificateRenewal]: certificate(T.qualityCertificateRenewal, T.qualityCertificate, CertificateKind.quality, quality),
  [T.environmentalCertificate]: certificate(T.environmentalCertificate, T.environmentalCertificate, CertificateKind.environment, insurance),
  [T.environmentalCertificateRenewal]: certificate(T.environmentalCertificateRenewal, T.environmentalCertificate, CertificateKind.environment, insurance),
  [T.safetyCertificate]: certificate(T.safetyCertificate, T.safetyCertificate, CertificateKind.occupationalSafety, insurance),
  [T.safetyCertificateRenewal]: certificate(T.safetyCertificateRenewal, T.safetyCertificate, CertificateKind.occupationalSafety, insurance),
  [T.moistureCertificate]: certificate(T.moistureCertificate, T.moistureCertificate, CertificateKind.moisture, insurance),
  [T.moistureCertificateRenewal]: certificate(T.moistureCertificateRenewal, T.moistureCertificate, CertificateKind.moisture, insurance),
};

export const APPLICATION_TYPE_IDS = Object.keys(APPLICATION_TYPES).map(Number) as ApplicationTypeId[];

export function applicationType(id: number): ApplicationTypeInfo | undefined {
  return APPLICATION_TYPES[id as ApplicationTypeId];
}

/** Types of the same kind: a qualification and its renewal and extension, a certificate and its renewal. */
export function sameKind(a: ApplicationTypeId, b: ApplicationTypeId): boolean {
  return APPLICATION_TYPES[a].baseTypeId === APPLICATION_TYPES[b].baseTypeId;
}

const S = ApplicationStatus;

/** SPEC §4: statuses below 10 count toward totals. */
export const countsTowardTotal = (statusId: number): boolean => statusId < S.archived;
/** SPEC §4: status 5 marks the company's current application of its kind. */
export const isCurrent = (statusId: number): boolean => statusId === S.auditDone;
/**
 * SPEC §4 names sent, returned and canceled as statuses where review is possible; the office also
 * reviews during its own evaluation (in evaluation, audit postponed), which is what the review is
 * for (issue 18, docs/decisions.md). From audit done on, the review is what the board gets: to
 * change it the office takes the application back into evaluation.
 */
export const REVIEW_STATUS_IDS: readonly ApplicationStatusId[] = [S.sent, S.inEvaluation, S.returned, S.auditPostponed, S.canceled];
export const canReview = (statusId: number): boolean => REVIEW_STATUS_IDS.includes(statusId as ApplicationStatusId);
/** Where review is possible, said once for the API's 409 and the page. */
export const REVIEW_POSSIBLE_WHEN =
  'Arviointi on mahdollista, kun hakemus on lähetetty, arvioinnissa tai palautettu, kun sen auditointi on siirretty tai kun hakemus on peruttu.';
/** SPEC §4: assignment is possible unless archived. */
export const canAssign = (statusId: number): boolean => statusId !== S.archived;
/** The company edits its application before it is sent and after the office returns it. */
export const companyCanEdit = (statusId: number): boolean => statusId === S.inProgress || statusId === S.returned;
/** The company deletes a draft it never sent, or an application it cancelled. */
export const companyCanDelete = (statusId: number): boolean => statusId === S.inProgress || statusId === S.canceled;
/** Open: not yet finished one way or the other. A company has at most one open application per type. */
export const isOpen = (statusId: number): boolean =>
  statusId !== S.auditDone && statusId !== S.archived && statusId !== S.canceled && statusId !== S.notified;

/**
 * Who moves the status: the company (send, cancel), the board's meetings (the agenda and the
 * meeting's steps, server/modules/boards: the status then always matches the meeting) or the
 * office (everything else).
 */
export type StatusActor = 'company' | 'office' | 'board';

/**
 * The transition table. Company: send a draft or a returned application, cancel before the office
 * starts its evaluation. Office: evaluate, return for more information, finish the evaluation
 * (audit done, the current application), postpone, notify and archive. Board: a meeting's agenda and steps.
 */
const TRANSITIONS: Record<StatusActor, Partial<Record<ApplicationStatusId, readonly ApplicationStatusId[]>>> = {
  company: {
    [S.inProgress]: [S.sent, S.canceled],
    [S.sent]: [S.canceled],
    [S.returned]: [S.sent, S.canceled],
  },
  office: {
    [S.sent]: [S.inEvaluation, S.returned, S.canceled],
    [S.inEvaluation]: [S.returned, S.auditDone, S.auditPostponed, S.canceled],
    [S.returned]: [S.inEvaluation, S.canceled],
    [S.auditDone]: [S.inEvaluation, S.archived],
    [S.auditPostponed]: [S.inEvaluation, S.canceled],
    [S.discussedByBoard]: [S.notified],
    [S.notified]: [S.archived],
    [S.canceled]: [S.archived],
  },
  // Attached to a meeting's agenda and detached before it starts; the meeting's end (issue 20).
  board: {
    [S.auditDone]: [S.attachedToBoardMeeting],
    [S.attachedToBoardMeeting]: [S.auditDone, S.discussedByBoard],
    [S.discussedByBoard]: [S.notified],
    [S.notified]: [S.archived],
  },
};

export function possibleStatuses(statusId: number, actor: StatusActor): readonly ApplicationStatusId[] {
  return TRANSITIONS[actor][statusId as ApplicationStatusId] ?? [];
}

export function canMoveTo(from: number, to: number, actor: StatusActor): boolean {
  return possibleStatuses(from, actor).includes(to as ApplicationStatusId);
}

/**
 * Statuses in which the references attached to the application stay locked: sent and not cancelled,
 * except while the office has returned it — the company is then asked to correct it, references
 * too (issue 18). Sending it again locks what is attached then.
 */
export const locksReferences = (statusId: number): boolean => statusId !== S.inProgress && statusId !== S.returned && statusId !== S.canceled;
