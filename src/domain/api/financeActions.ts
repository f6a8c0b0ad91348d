/**
 * Finances' actions beside the financial years' CRUD (SPEC §7 Finances, issue 10): what the
 * statements lack, and a year's documents (add, remove). A document changes its year and what is
 * lacking, so both refresh.
 */
import { z } from 'zod';
import { financialYear, financialYearFileSchema } from '../entities/financialYear';
import { FINANCIAL_DOCUMENT_TYPE_IDS } from '../finances';
import { defineAction } from './action';
import { resourceKey } from './queryKeys';

export const financeValidationKey = (companyId: number) => ['financial-years', 'validate', companyId] as const;

export const financeValidationSchema = z.object({ valid: z.boolean(), errors: z.array(z.string()), years: z.array(z.number().int()) });
export type FinanceValidationResult = z.infer<typeof financeValidationSchema>;

const TYPE_MESSAGE = 'Valitse asiakirjan tyyppi: tase, tuloslaskelma, tilintarkastuskertomus, tuloslaskelma (tilinpäätös) tai tuloslaskelma ja tase.';
const typeId = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, TYPE_MESSAGE)
  .transform(Number)
  .refine((id) => (FINANCIAL_DOCUMENT_TYPE_IDS as readonly number[]).includes(id), TYPE_MESSAGE)
  .meta({ enum: FINANCIAL_DOCUMENT_TYPE_IDS.map(String) });

/** SPEC §7: multipart `file` and `file_type_id` or `file_type_id[]` (a combined statement is several types). */
const fileFields = z.object({
  file_type_id: z
    .union([typeId.transform((id) => [id]), z.array(typeId).min(1, TYPE_MESSAGE).max(5, TYPE_MESSAGE)], { error: TYPE_MESSAGE })
    .transform((ids) => [...new Set(ids)]),
});

const yearAndValidation = ({ id }: { id: number }) => [resourceKey(financialYear.resource), financeValidationKey(id)];

export const validateFinances = defineAction({
  method: 'GET',
  path: '/companies/:id/financial-years/validate',
  answer: financeValidationSchema,
  key: ({ id }) => financeValidationKey(id),
});

export const addFinancialYearFile = defineAction({
  method: 'POST',
  path: '/companies/:id/financial-years/:yearId/files',
  upload: { fields: fileFields, files: { file: { accepts: ['pdf'] } } },
  answer: financialYearFileSchema,
  created: true,
  touches: yearAndValidation,
});

export const removeFinancialYearFile = defineAction({
  method: 'DELETE',
  path: '/companies/:id/financial-years/:yearId/files/:fileId',
  answer: null,
  touches: yearAndValidation,
});
