/** SPEC §3 Relationship (group relation) as the API answers it (SPEC §7 Relationships). */
import type { Company } from './companies';

/** Either company of a relation. */
export type RelationshipParty = Pick<Company, 'id' | 'name' | 'registrationNumber'>;

export interface Relationship {
  id: number;
  companyRelationshipTypeId: number;
  parentCompany: RelationshipParty;
  daughterCompany: RelationshipParty;
  createdAt: string;
}
