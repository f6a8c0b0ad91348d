/**
 * The office's review of an application (SPEC §3 Application review, §9 sign-off, issue 11):
 * nine sections by SPEC's names in kebab-case, each with a review status and a signed-off
 * comment; the office's own checklist of review tasks. Titles and status names are the
 * lookups' ('application-review-sections', 'review-statuses', 'task-statuses').
 */
import { DESCRIBABLES } from './describables';
import { signOff } from './formats';

/** In SPEC §3's order; a section's lookup id is its position + 1. */
export const REVIEW_SECTIONS = [
  'vastuugroup-member',
  'financial',
  'personnel',
  'industries',
  'references',
  'assets',
  'attachments',
  'statement',
  'comment',
] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

export const isReviewSection = (value: string): value is ReviewSection => (REVIEW_SECTIONS as readonly string[]).includes(value);

/** The 'application-review-sections' lookup id of a section. */
export const reviewSectionId = (section: ReviewSection): number => REVIEW_SECTIONS.indexOf(section) + 1;

const describe = (kind: string, id: number): string => DESCRIBABLES[kind]?.find((entry) => entry.id === id)?.shortDescription ?? '';

/** The Finnish title of a section ("Talous"). */
export const reviewSectionTitle = (section: ReviewSection): string => describe('application-review-sections', reviewSectionId(section));

/** 'review-statuses' ids. */
export const ReviewStatus = {
  ok: 1,
  check: 2,
  notOk: 3,
  pending: 4,
  notRequired: 5,
  proposeAcceptance: 6,
  proposeConditionalAcceptance: 7,
  proposeRejection: 8,
  proposePostponement: 9,
} as const;
export type ReviewStatusId = (typeof ReviewStatus)[keyof typeof ReviewStatus];

const BASE_STATUSES: readonly ReviewStatusId[] = [ReviewStatus.ok, ReviewStatus.check, ReviewStatus.notOk, ReviewStatus.pending, ReviewStatus.notRequired];
/** The statement is where the office proposes the board's decision. */
const STATEMENT_STATUSES: readonly ReviewStatusId[] = [
  ...BASE_STATUSES,
  ReviewStatus.proposeAcceptance,
  ReviewStatus.proposeConditionalAcceptance,
  ReviewStatus.proposeRejection,
  ReviewStatus.proposePostponement,
];

/** The review statuses a section may take. */
export const reviewStatusesFor = (section: ReviewSection): readonly ReviewStatusId[] => (section === 'statement' ? STATEMENT_STATUSES : BASE_STATUSES);

export const reviewStatusAllowed = (section: ReviewSection, statusId: number): boolean =>
  reviewStatusesFor(section).includes(statusId as ReviewStatusId);

export const reviewStatusName = (statusId: number): string => describe('review-statuses', statusId);

export const REVIEW_STATUS_NOT_ALLOWED = 'Tämä arviointitila on sallittu vain lausunnossa.';

/**
 * SPEC §9 sign-off of a review comment: ' / dd.MM.yyyy, First Last' appended. A comment sent back
 * unchanged keeps its earlier sign-off (the form shows and returns the signed text); an empty
 * comment is no comment and is not signed.
 */
export function signReviewComment(
  comment: string | null | undefined,
  previous: string | null,
  /** The signing day: a Date, or yyyy-MM-dd (the server passes Finland's today). */
  date: Date | string,
  signer: { firstName: string; lastName: string },
): string | null {
  const text = (comment ?? '').trim();
  if (text === '') return null;
  if (previous !== null && text === previous) return previous;
  return signOff(text, date, signer.firstName, signer.lastName);
}

/** 'task-statuses' ids. */
export const TaskStatus = { notDone: 1, done: 2, notRequired: 3 } as const;
export type TaskStatusId = (typeof TaskStatus)[keyof typeof TaskStatus];
export const TASK_STATUS_IDS: readonly TaskStatusId[] = [TaskStatus.notDone, TaskStatus.done, TaskStatus.notRequired];

/**
 * The office's checklist for every application (docs/decisions.md): what the handler does besides
 * reading the sections. A task without a stored row is not done.
 */
export const REVIEW_TASKS = [
  { key: 'trade-register', title: 'Kaupparekisteriote tarkistettu' },
  { key: 'tax-debt', title: 'Verovelkatilanne tarkistettu' },
  { key: 'reference-clients', title: 'Referenssien tilaajiin oltu yhteydessä' },
  { key: 'audit-visit', title: 'Auditointikäynti sovittu' },
  { key: 'fee-invoiced', title: 'Käsittelymaksu laskutettu' },
] as const;
export type ReviewTaskKey = (typeof REVIEW_TASKS)[number]['key'];
export const REVIEW_TASK_KEYS = REVIEW_TASKS.map((task) => task.key) as [ReviewTaskKey, ...ReviewTaskKey[]];

export const isReviewTask = (value: string): value is ReviewTaskKey => (REVIEW_TASK_KEYS as readonly string[]).includes(value);

/** 'document-readiness' ids. */
export const DocumentReadiness = { unfinished: 1, notValid: 2, ready: 3 } as const;
export const DOCUMENT_READINESS_IDS = [DocumentReadiness.unfinished, DocumentReadiness.notValid, DocumentReadiness.ready] as const;
