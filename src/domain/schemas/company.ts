/** Request schemas of the company routes (SPEC §7). */
import { z } from 'zod';
import { isValidBusinessId, normalizeBusinessId } from '../businessId';
import { DESCRIBABLES } from '../describables';

const companyStatusIds = () => DESCRIBABLES['company-statuses'].map((status) => status.id);

export const businessIdSchema = z
  .string({ error: 'Y-tunnus on pakollinen.' })
  .trim()
  .min(1, 'Y-tunnus on pakollinen.')
  .transform(normalizeBusinessId)
  .refine(isValidBusinessId, 'Y-tunnus ei ole kelvollinen (muoto 1234567-8, tarkistusmerkki).');

export const companyNameSchema = z
  .string({ error: 'Yrityksen nimi on pakollinen.' })
  .trim()
  .min(1, 'Yrityksen nimi on pakollinen.')
  .max(200, 'Yrityksen nimi on liian pitkä.');

export const createCompanySchema = z.object({
  registration_number: businessIdSchema,
  name: companyNameSchema,
});
export type CreateCompanyBody = z.infer<typeof createCompanySchema>;

export const updateCompanySchema = z.object({
  name: companyNameSchema,
  switchboard_number: z.string().trim().max(40, 'Vaihteen numero on liian pitkä.').nullable().optional(),
  /** The office's monitoring status (SPEC §3 company status labels); only office staff set it. */
  company_status_id: z
    .number({ error: 'Valitse yrityksen tila listalta.' })
    .int('Valitse yrityksen tila listalta.')
    .refine((id) => companyStatusIds().includes(id), 'Valitse yrityksen tila listalta.')
    .nullable()
    .optional(),
});
export type UpdateCompanyBody = z.infer<typeof updateCompanySchema>;

export const approveJoinRequestSchema = z
  .object({ company_admin: z.boolean().default(false) })
  .default({ company_admin: false });
