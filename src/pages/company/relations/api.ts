/** The calls of group relations (SPEC §7 Relationships). */
import { apiFetch } from '../../../dataProvider/httpClient';
import { CompanyRelationshipType } from '../../../domain/codes';
import type { Page } from '../../../domain/api/lists';
import type { Relationship } from '../../../domain/api/relationships';

export const relationsApi = {
  list: (companyId: number) =>
    apiFetch<Page<Relationship>>(`/companies/${companyId}/relationships`, { query: { paginate: 'false' } }).then((page) => page.data),
  show: (companyId: number, relId: number) => apiFetch<Relationship>(`/companies/${companyId}/relationships/${relId}`),
  add: (companyId: number, body: unknown) => apiFetch<Relationship>(`/companies/${companyId}/relationships`, { method: 'POST', body }),
  remove: (companyId: number, relId: number) => apiFetch<void>(`/companies/${companyId}/relationships/${relId}`, { method: 'DELETE' }),
};

/** The label key of a relation seen from the company: its daughter, its parent, or a joint venture. */
export function relationLabelKey(relationship: Relationship, companyId: number): string {
  if (relationship.companyRelationshipTypeId === CompanyRelationshipType.jointVenture) return 'relations.types.jointVenture';
  return relationship.parentCompany.id === companyId ? 'relations.types.daughter' : 'relations.types.parent';
}
