/** Request schemas of group relations (SPEC §7 Relationships). */
import { z } from 'zod';
import { CompanyRelationshipType } from '../codes';
import { listQuerySchema } from './list';
import { businessIdSchema } from './company';

const relationshipTypeSchema = z.coerce
  .number({ error: 'Valitse suhteen tyyppi.' })
  .refine(
    (value) => value === CompanyRelationshipType.daughter || value === CompanyRelationshipType.jointVenture,
    'Valitse suhteen tyyppi: tytäryhtiö tai työyhteenliittymä.',
  );

export const createRelationshipSchema = z.object({
  company_relationship_type_id: relationshipTypeSchema,
  daughter_company_registration_number: businessIdSchema,
  daughter_company_id: z.coerce.number().int().positive().max(2 ** 53).nullable().optional(),
});
export type CreateRelationshipBody = z.output<typeof createRelationshipSchema>;

export const relationshipListQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  company_relationship_type_id: relationshipTypeSchema.optional(),
});
export type RelationshipListQuery = z.output<typeof relationshipListQuerySchema>;
