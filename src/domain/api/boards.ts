/**
 * The wire shape of the board's agenda (issue 20): an agenda item as a board member reads it
 * (SPEC §2 board modal: the company, the application type, the industries, the office's review per
 * section, the proposal and the presenter), the office's queue of proposed applications, the
 * people the office picks members and responsible persons from, and the bodies of the agenda calls.
 */
import { z } from 'zod';
import { idInput } from '../entities/fields';
import { quorumSchema } from '../entities/board';

const id = z.number().int().positive();

/** A person to pick: "Etunimi Sukunimi" and the e-mail. */
export const pickablePersonSchema = z.object({ id, name: z.string(), email: z.string().nullable() });
export const boardPeopleSchema = z.object({
  /** People whose user holds the board permission: who may be made a member. */
  boardPeople: z.array(pickablePersonSchema),
  /** Office staff: who may be a board's responsible person or a meeting's caller. */
  officePeople: z.array(pickablePersonSchema),
});
export type BoardPeople = z.infer<typeof boardPeopleSchema>;

/** An application proposed to the board and on no meeting yet. */
export const agendaCandidateSchema = z.object({
  applicationId: id,
  companyId: id,
  companyName: z.string(),
  applicationTypeId: z.number().int(),
  /** The statement section's proposal (a 'review-statuses' id 6–9). */
  proposalId: z.number().int(),
  /** The office's responsible person, who presents it. */
  presenterName: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AgendaCandidate = z.infer<typeof agendaCandidateSchema>;

export const agendaIndustrySchema = z.object({
  id,
  symbolicNumber: z.string(),
  name: z.string(),
  /** The office's view (granted or not, null: not decided). */
  granted: z.boolean().nullable(),
});

export const agendaReviewSchema = z.object({
  sectionId: z.number().int(),
  /** A 'review-statuses' id, null when the office left the section without one. */
  reviewStatusId: z.number().int().nullable(),
  comment: z.string().nullable(),
});

/** A member disqualified on an item (esteellinen): declared with a reason, or automatic (ISO/IEC 17021-1 9.5). */
export const itemConflictSchema = z.object({
  boardMemberId: id,
  personId: id,
  name: z.string(),
  /** The member was the application's responsible person or its auditor: it cannot be withdrawn. */
  automatic: z.boolean(),
  reason: z.string().nullable(),
});
export type ItemConflict = z.infer<typeof itemConflictSchema>;

/** The board's decision on an item, replaceable until the meeting ends. */
export const itemDecisionSchema = z.object({
  /** A 'board-decisions' id. */
  boardDecisionId: z.number().int(),
  reasons: z.string().nullable(),
  conditions: z.string().nullable(),
  returnDueDate: z.string().nullable(),
  decidedAt: z.string(),
  industries: z.array(z.object({ applicationIndustryId: id, granted: z.boolean() })),
});
export type ItemDecision = z.infer<typeof itemDecisionSchema>;

/** A reference the application leans on (SPEC §2 board modal "references"): the work, its client and dates, and the applied industries it backs. */
export const agendaReferenceSchema = z.object({
  id,
  title: z.string(),
  clientName: z.string().nullable(),
  /** yyyy-mm-dd, null when not given. */
  workStartDate: z.string().nullable(),
  workEndDate: z.string().nullable(),
  /** The applied industries it backs: the classification's symbolic number and short name. */
  industries: z.array(z.object({ symbolicNumber: z.string(), name: z.string() })),
});
export type AgendaReference = z.infer<typeof agendaReferenceSchema>;

/** A file of the application; `id` is the application's file id of the download route (…/applications/{appId}/files/{id}). */
export const agendaFileSchema = z.object({
  id,
  /** A 'file-types' id. */
  fileTypeId: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  byteSize: z.number().int(),
});
export type AgendaFile = z.infer<typeof agendaFileSchema>;

/** A deviation raised in the audit (issue 21): 'deviation-severities', 'deviation-statuses'. */
export const agendaDeviationSchema = z.object({ id, severityId: z.number().int(), statusId: z.number().int(), description: z.string() });

/** The audit summary of a certificate application (issue 21): its audit programme(s), cancelled ones left out. */
export const agendaAuditSchema = z.object({
  id,
  /** An 'audit-kinds' id. */
  auditKindId: z.number().int(),
  /** The primary and the secondary auditor's names, in that order. */
  auditors: z.array(z.string()),
  /** A 'report-statuses' id; null before a report is started. */
  reportStatusId: z.number().int().nullable(),
  /** When the audit programme was finished (ISO timestamp), null while it is open. */
  finishedAt: z.string().nullable(),
  deviations: z.array(agendaDeviationSchema),
});
export type AgendaAudit = z.infer<typeof agendaAuditSchema>;

export const agendaItemSchema = agendaCandidateSchema.extend({
  applicationStatusId: z.number().int(),
  registrationNumber: z.string(),
  industries: z.array(agendaIndustrySchema),
  /** The office's review summary per section, in SPEC §3's order; sections never reviewed are left out. */
  review: z.array(agendaReviewSchema),
  references: z.array(agendaReferenceSchema),
  files: z.array(agendaFileSchema),
  /** Empty for an application without an audit programme (a qualification application). */
  audits: z.array(agendaAuditSchema),
  /** Who is disqualified on this item. */
  conflicts: z.array(itemConflictSchema),
  /** The quorum for this item: its disqualified members do not count. */
  quorum: quorumSchema,
  decision: itemDecisionSchema.nullable(),
});
/** An item before its handling is added (server/modules/boards/itemState.ts adds it). */
export type AgendaItemBase = Omit<AgendaItem, 'conflicts' | 'quorum' | 'decision'>;
export type AgendaItem = z.infer<typeof agendaItemSchema>;

export const agendaSchema = z.object({ data: z.array(agendaItemSchema) });
export type Agenda = z.infer<typeof agendaSchema>;

export const attachBodySchema = z.object({ application_id: idInput('Valitse liitettävä hakemus.') });
export type AttachBody = z.infer<typeof attachBodySchema>;
