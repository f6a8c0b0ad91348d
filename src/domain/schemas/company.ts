/** Request schemas of the company routes (SPEC §7) beside the declaration's PUT body: creating a company, join requests. */
import { z } from 'zod';
import { isValidBusinessId, normalizeBusinessId } from '../businessId';
import { company } from '../entities/company';

export const businessIdSchema = z
  .string({ error: 'Y-tunnus on pakollinen.' })
  .trim()
  .min(1, 'Y-tunnus on pakollinen.')
  .transform(normalizeBusinessId)
  .refine(isValidBusinessId, 'Y-tunnus ei ole kelvollinen (muoto 1234567-8, tarkistusmerkki).');

/** The company declaration's name rule (entities/company.ts), also for the onboarding form. */
export const companyNameSchema = company.fields.name.input;

export const createCompanySchema = z.object({
  registration_number: businessIdSchema,
  name: companyNameSchema,
});
export type CreateCompanyBody = z.infer<typeof createCompanySchema>;

export const approveJoinRequestSchema = z
  .object({ company_admin: z.boolean().default(false) })
  .default({ company_admin: false });
