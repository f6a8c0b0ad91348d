/** Request schemas of company agreements (SPEC §7 Agreements and products). */
import { z } from 'zod';

export const signAgreementSchema = z.object({
  product_agreement_id: z.coerce
    .number({ error: 'Valitse sopimus.' })
    .int('Valitse sopimus.')
    .positive('Valitse sopimus.')
    .max(2 ** 53, 'Valitse sopimus.'),
  company_contact_person_id: z.coerce.number().int().positive().max(2 ** 53).nullable().optional(),
});
export type SignAgreementBody = z.output<typeof signAgreementSchema>;

export const terminateAgreementSchema = z.object({
  terminate_reason: z
    .string({ error: 'Irtisanomisen syy on pakollinen.' })
    .trim()
    .min(1, 'Irtisanomisen syy on pakollinen.')
    .max(1000, 'Irtisanomisen syy saa olla enintään 1000 merkkiä.'),
});
export type TerminateAgreementBody = z.output<typeof terminateAgreementSchema>;
