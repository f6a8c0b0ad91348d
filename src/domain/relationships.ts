/** Group relations (SPEC §3 Relationship, §8 toasts): which toast a link or unlink shows, seen from a company. */
import { CompanyRelationshipType } from './codes';
import { TOAST_TEXTS } from './toasts';

export interface RelationshipParty {
  id: number;
  name: string;
  registrationNumber: string;
}

export interface Relationship {
  id: number;
  companyRelationshipTypeId: number;
  parentCompany: RelationshipParty;
  daughterCompany: RelationshipParty;
  createdAt?: string;
}

/** The toast after linking (created) or unlinking (deleted): joint ventures have their own texts. */
export function relationshipToast(typeId: number, change: 'created' | 'deleted'): string {
  if (typeId === CompanyRelationshipType.jointVenture) {
    return change === 'created' ? TOAST_TEXTS.jointVentureJoined : TOAST_TEXTS.jointVentureLeft;
  }
  return change === 'created' ? TOAST_TEXTS.daughterLinked : TOAST_TEXTS.daughterUnlinked;
}

/** The company on the other side of a relation, from the viewpoint of `companyId`. */
export function otherParty(relationship: Relationship, companyId: number): RelationshipParty {
  return relationship.parentCompany.id === companyId ? relationship.daughterCompany : relationship.parentCompany;
}

/** Where the app goes after a relation is deleted (SPEC §2). */
export const relationsPath = (companyId: number) => `/companies/${companyId}/relations`;
