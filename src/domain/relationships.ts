/** Group relations (SPEC §3 Relationship, §8 toasts): which toast a link or unlink shows, seen from a company; who consents to a pending one. */
import type { Relationship, RelationshipParty, RelationshipStatus } from './entities/relationship';
import { CompanyRelationshipType } from './codes';
import { TOAST_TEXTS } from './toastTexts';

/** The toast after linking (created) or unlinking (deleted): joint ventures have their own texts. */
export function relationshipToast(typeId: number, change: 'created' | 'deleted'): string {
  if (typeId === CompanyRelationshipType.jointVenture) {
    return change === 'created' ? TOAST_TEXTS.jointVentureJoined : TOAST_TEXTS.jointVentureLeft;
  }
  return change === 'created' ? TOAST_TEXTS.daughterLinked : TOAST_TEXTS.daughterUnlinked;
}

/** The company on the other side of a relation, from the viewpoint of `companyId`. */
export function otherParty(relationship: Pick<Relationship, 'parentCompany' | 'daughterCompany'>, companyId: number): RelationshipParty {
  return relationship.parentCompany.id === companyId ? relationship.daughterCompany : relationship.parentCompany;
}

/** The label key of a relation seen from the company: its daughter, its parent, or a joint venture. */
export function relationLabelKey(relationship: Pick<Relationship, 'companyRelationshipTypeId' | 'parentCompany'>, companyId: number): string {
  if (relationship.companyRelationshipTypeId === CompanyRelationshipType.jointVenture) return 'relations.types.jointVenture';
  return relationship.parentCompany.id === companyId ? 'relations.types.daughter' : 'relations.types.parent';
}

/** Whether the relation waits for `companyId`'s consent: pending, and that company is the one linked (not the one that asked). */
export function awaitsConsentOf(relationship: Pick<Relationship, 'status' | 'daughterCompany'>, companyId: number): boolean {
  return relationship.status === 'pending' && relationship.daughterCompany.id === companyId;
}

/** The Finnish name of a relation's status (fiRelations.ts). */
export const relationStatusKey = (status: RelationshipStatus) => `relations.statuses.${status}`;

/** Where the app goes after a relation is deleted (SPEC §2). */
export const relationsPath = (companyId: number) => `/companies/${companyId}/relations`;
