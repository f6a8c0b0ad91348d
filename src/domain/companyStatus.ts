/**
 * The office's status of a company (issue 22 §1, SPEC §3 company status labels, 'company-statuses')
 * and what follows from it: its colour category (SPEC §3 'colour-categories'), whether the office is
 * monitoring the company, and how the public registry shows a stopped company. The status change's
 * body (PUT /companies/{id}/status) and its answer are declared here, once for the server and the form.
 */
import { z } from 'zod';
import { storable, UNSTORABLE_MESSAGE } from './entities/fields';

export const CompanyStatus = { ok: 1, stop: 2, resolve: 3, waiting: 4, observe: 5 } as const;
export type CompanyStatusId = (typeof CompanyStatus)[keyof typeof CompanyStatus];
export const COMPANY_STATUS_IDS = [1, 2, 3, 4, 5] as const;

/** SPEC §3 colour categories ('colour-categories'): 1 green, 2 yellow, 3 red, 4 blue, 5 grey. */
export const ColourCategory = { green: 1, yellow: 2, red: 3, blue: 4, grey: 5 } as const;

/** Each status's colour category: Ok green, Stop red, Resolve yellow, Waiting for information blue, Observe grey. */
export const STATUS_COLOUR: Record<CompanyStatusId, number> = {
  1: ColourCategory.green,
  2: ColourCategory.red,
  3: ColourCategory.yellow,
  4: ColourCategory.blue,
  5: ColourCategory.grey,
};

/** The MUI chip colour of a colour category (grey is the chip's default). */
export const CHIP_COLOUR: Record<number, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  1: 'success',
  2: 'warning',
  3: 'error',
  4: 'info',
  5: 'default',
};

export const chipColourOfStatus = (statusId: number | null | undefined) =>
  statusId != null && statusId in STATUS_COLOUR ? CHIP_COLOUR[STATUS_COLOUR[statusId as CompanyStatusId]] : 'default';

/** Statuses whose setting starts monitoring (monitoringStartedAt): Resolve and Observe. */
export const MONITORING_STARTS: readonly number[] = [CompanyStatus.resolve, CompanyStatus.observe];

/**
 * monitoringStartedAt after a change: kept while the company stays under watch, set when a watching
 * status (Resolve, Observe) is set on a company that was not watched, cleared when it is Ok again.
 */
export function monitoringAfter(toStatusId: number | null, startedBefore: string | null, now: string): string | null {
  if (toStatusId === null || toStatusId === CompanyStatus.ok) return null;
  if (startedBefore) return startedBefore;
  return MONITORING_STARTS.includes(toStatusId) ? now : null;
}

export const REASON_MAX = 2000;
export const AUDITOR_COMMENTS_MAX = 5000;
const REASON_MISSING = 'Kirjoita muutoksen syy.';
const STATUS_MISSING = 'Valitse yrityksen tila.';

const reasonText = z.string({ error: REASON_MISSING }).trim().min(1, REASON_MISSING).max(REASON_MAX, `Syy on liian pitkä (enintään ${REASON_MAX} merkkiä).`).refine(storable, UNSTORABLE_MESSAGE);

export const statusChangeBodySchema = z.object({
  company_status_id: z.coerce
    .number({ error: STATUS_MISSING })
    .int(STATUS_MISSING)
    .refine((value) => (COMPANY_STATUS_IDS as readonly number[]).includes(value), 'Valitse yrityksen tila listalta.'),
  reason: reasonText,
  /** The office's own notes (never shown to the company); left out they stay, empty clears them. */
  auditor_comments: z
    .string({ error: 'Arvon on oltava tekstiä.' })
    .trim()
    .max(AUDITOR_COMMENTS_MAX, `Huomiot ovat liian pitkät (enintään ${AUDITOR_COMMENTS_MAX} merkkiä).`)
    .refine(storable, UNSTORABLE_MESSAGE)
    .nullish(),
});
export type StatusChangeBody = z.output<typeof statusChangeBodySchema>;
export type StatusChangeInput = z.input<typeof statusChangeBodySchema>;

export const statusChangeSchema = z.object({
  id: z.number().int(),
  fromStatusId: z.number().int().nullable(),
  toStatusId: z.number().int().nullable(),
  reason: z.string(),
  changedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

/** GET/PUT /companies/{id}/status: the status, monitoring, the office's notes and the changes, newest first. */
export const companyStatusSchema = z.object({
  companyId: z.number().int(),
  companyStatusId: z.number().int().nullable(),
  monitoringStartedAt: z.string().nullable(),
  auditorComments: z.string().nullable(),
  changes: z.array(statusChangeSchema),
});
export type CompanyStatusRecord = z.output<typeof companyStatusSchema>;
