/** The changes to group relations (SPEC §7 Relationships); the list and one relation load through useApiResource. */
import { apiFetch } from '../../../dataProvider/httpClient';
import { CompanyRelationshipType } from '../../../domain/codes';
import type { Relationship } from '../../../domain/api/relationships';

export const relationsApi = {
  add: (companyId: number, body: unknown) => apiFetch<Relationship>(`/companies/${companyId}/relationships`, { method: 'POST', body }),
  remove: (companyId: number, relId: number) => apiFetch<void>(`/companies/${companyId}/relationships/${relId}`, { method: 'DELETE' }),
};

/** The label key of a relation seen from the company: its daughter, its parent, or a joint venture. */
export function relationLabelKey(relationship: Relationship, companyId: number): string {
  if (relationship.companyRelationshipTypeId === CompanyRelationshipType.jointVenture) return 'relations.types.jointVenture';
  return relationship.parentCompany.id === companyId ? 'relations.types.daughter' : 'relations.types.parent';
}
