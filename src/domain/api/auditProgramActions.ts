/**
 * Audit programmes' calls beyond CRUD (issue 21): the company's own programmes and its objection to
 * an auditor before the audit, the company's certificate plan (per audited kind its programmes, and
 * the sync flags) read and saved by the office. The programme itself is the `auditProgram`
 * declaration's CRUD (`/api/audit-programs`).
 */
import { z } from 'zod';
import { defineAction } from './action';
import { listKeys, recordKey } from './queryKeys';
import { storable, UNSTORABLE_MESSAGE } from '../entities/fields';

const PROGRAMS = 'audit-programs';
export const companyAuditProgramsKey = (companyId: number) => ['companies', companyId, 'audit-programs'] as const;
export const certificatePlanKey = (companyId: number) => ['companies', companyId, 'certificate-plan'] as const;

/** A programme as its company sees it: who audits and when, the report's state, its objection. */
export const companyAuditProgramSchema = z.object({
  id: z.number().int().positive(),
  certificateTypeId: z.number().int(),
  auditKindId: z.number().int(),
  statusId: z.number().int(),
  plannedStartDate: z.string().nullable(),
  startDate: z.string().nullable(),
  durationInDays: z.number().nullable(),
  primaryAuditorName: z.string().nullable(),
  secondaryAuditorName: z.string().nullable(),
  reportStatusId: z.number().int().nullable(),
  /** The report was sent to the company (draft or later). */
  reportSent: z.boolean(),
  companyObjection: z.string().nullable(),
  companyObjectedAt: z.string().nullable(),
  /** The audit has not started yet: the company may still object. */
  canObject: z.boolean(),
});
export type CompanyAuditProgram = z.infer<typeof companyAuditProgramSchema>;

export const companyAuditPrograms = defineAction({
  method: 'GET',
  path: '/companies/:id/audit-programs',
  answer: z.object({ data: z.array(companyAuditProgramSchema) }),
  key: ({ id }) => companyAuditProgramsKey(id),
});

export const OBJECTION_REQUIRED = 'Kirjoita vastalauseen perustelu.';
export const objectionBodySchema = z.object({
  objection: z
    .string({ error: OBJECTION_REQUIRED })
    .trim()
    .min(1, OBJECTION_REQUIRED)
    .max(4000, 'Vastalause on liian pitkä (enintään 4000 merkkiä).')
    .refine(storable, UNSTORABLE_MESSAGE),
});

export const objectToAuditProgram = defineAction({
  method: 'POST',
  path: '/companies/:id/audit-programs/:programId/objection',
  body: objectionBodySchema,
  answer: companyAuditProgramSchema,
  touches: ({ id, programId }) => [companyAuditProgramsKey(id), recordKey(PROGRAMS, programId), ...listKeys(PROGRAMS)],
});

/** One programme of the plan. */
export const planProgramSchema = z.object({
  id: z.number().int().positive(),
  auditKindId: z.number().int(),
  statusId: z.number().int(),
  plannedStartDate: z.string().nullable(),
  primaryAuditorName: z.string().nullable(),
  secondaryAuditorName: z.string().nullable(),
  reportStatusId: z.number().int().nullable(),
});
export const certificatePlanSchema = z.object({
  companyId: z.number().int().positive(),
  kinds: z.array(
    z.object({
      /** 2 quality, 5 environment, 20 occupational safety, 23 moisture. */
      certificateTypeId: z.number().int(),
      /** Follows the quality plan's dates (null for the quality plan itself). */
      synced: z.boolean().nullable(),
      programs: z.array(planProgramSchema),
    }),
  ),
});
export type CertificatePlan = z.infer<typeof certificatePlanSchema>;

export const certificatePlan = defineAction({
  method: 'GET',
  path: '/companies/:id/certificate-plan',
  answer: certificatePlanSchema,
  key: ({ id }) => certificatePlanKey(id),
});

const flag = z.boolean({ error: 'Arvon on oltava kyllä tai ei.' });
export const certificatePlanBodySchema = z.object({
  sync_environment_plan: flag,
  sync_safety_plan: flag,
  sync_moisture_plan: flag,
});

export const saveCertificatePlan = defineAction({
  method: 'PUT',
  path: '/companies/:id/certificate-plan',
  body: certificatePlanBodySchema,
  answer: certificatePlanSchema,
  touches: ({ id }) => [certificatePlanKey(id), companyAuditProgramsKey(id), ...listKeys(PROGRAMS)],
});

/** Who may be assigned to a programme: people whose user holds PATEVA_AUDIT_CERTIFICATE or …_MASTER (office). */
export const programAuditors = defineAction({
  method: 'GET',
  path: '/audit-program-auditors',
  answer: z.object({ data: z.array(z.object({ id: z.number().int().positive(), name: z.string(), email: z.string().nullable(), master: z.boolean() })) }),
  key: () => [PROGRAMS, 'auditors'],
});
