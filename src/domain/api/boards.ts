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

export const agendaItemSchema = agendaCandidateSchema.extend({
  applicationStatusId: z.number().int(),
  registrationNumber: z.string(),
  industries: z.array(agendaIndustrySchema),
  /** The office's review summary per section, in SPEC §3's order; sections never reviewed are left out. */
  review: z.array(agendaReviewSchema),
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
