/** Request schema of company memberships (SPEC §7 Memberships). */
import { z } from 'zod';

export const createMembershipSchema = z.object({
  company_membership_union_id: z.coerce
    .number({ error: 'Valitse liitto.' })
    .int('Valitse liitto.')
    .positive('Valitse liitto.'),
  description: z
    .string()
    .trim()
    .max(500, 'Lisätieto saa olla enintään 500 merkkiä.')
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type CreateMembershipBody = z.output<typeof createMembershipSchema>;
