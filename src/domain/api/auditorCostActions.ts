/**
 * The auditors' own work records (issue 21): an auditor's costs of a programme (SPEC §3 Auditor
 * cost), the programme's rows and totals, the office's totals per auditor over a period, and the
 * auditor contacts list of SPEC §2 (search with paginate true, page 1).
 */
import { z } from 'zod';
import { defineAction } from './action';
import { listKeys } from './queryKeys';
import { pageSchema } from '../entities/entity';
import { storable, UNSTORABLE_MESSAGE } from '../entities/fields';
import { auditorCostSchema, auditorCostWriteSchema, auditorTotalsListSchema, costPeriodQuerySchema, programCostsSchema, programTotalsListSchema } from '../auditorCosts';

export const programCostsKey = (programId: number) => ['audit-program-costs', programId] as const;
export const AUDITOR_TOTALS_KEY = ['auditor-costs'] as const;

export const programCosts = defineAction({
  method: 'GET',
  path: '/audit-programs/:id/costs',
  answer: programCostsSchema,
  key: ({ id }) => programCostsKey(id),
});

export const auditorCost = defineAction({
  method: 'GET',
  path: '/audit-programs/:id/costs/:personId',
  answer: auditorCostSchema,
  key: ({ id, personId }) => [...programCostsKey(id), personId],
});

export const writeAuditorCost = defineAction({
  method: 'PUT',
  path: '/audit-programs/:id/costs/:personId',
  body: auditorCostWriteSchema,
  answer: auditorCostSchema,
  // The programme's rows and totals, the office's totals, and the report (its send rule reads the hours).
  touches: ({ id }) => [programCostsKey(id), AUDITOR_TOTALS_KEY, ['audit-report', id], ...listKeys('audit-programs')],
});

export const auditorCostTotals = defineAction({
  method: 'GET',
  path: '/auditor-costs',
  query: costPeriodQuerySchema,
  answer: auditorTotalsListSchema,
  key: () => AUDITOR_TOTALS_KEY,
});

export const programCostTotals = defineAction({
  method: 'GET',
  path: '/auditor-costs/programs',
  query: costPeriodQuerySchema,
  answer: programTotalsListSchema,
  key: () => [...AUDITOR_TOTALS_KEY, 'programs'],
});

/** One person holding an audit role (SPEC §2 auditor contacts). */
export const auditorContactSchema = z.object({
  id: z.number().int().positive(),
  personId: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** 'master' (PATEVA_AUDIT_CERTIFICATE_MASTER) and/or 'auditor' (PATEVA_AUDIT_CERTIFICATE). */
  roles: z.array(z.enum(['master', 'auditor'])),
  /** Programmes not finished or cancelled where they are the primary or secondary auditor. */
  openProgramCount: z.number().int(),
});
export type AuditorContact = z.infer<typeof auditorContactSchema>;

export const auditorContactsQuerySchema = z.object({
  page: z.union([z.number(), z.string()]).optional(),
  paginate: z.union([z.literal('true'), z.literal('false'), z.number(), z.string()]).optional(),
  q: z.string().max(100, 'Hakusana on liian pitkä.').refine(storable, UNSTORABLE_MESSAGE).optional(),
});

export const auditorContacts = defineAction({
  method: 'GET',
  path: '/auditor-contacts',
  query: auditorContactsQuerySchema,
  answer: pageSchema(auditorContactSchema),
  key: () => ['auditor-contacts'],
});
