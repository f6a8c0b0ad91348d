/** The calls of company memberships (SPEC §7 Memberships) and the unions' lookup list. */
import { apiFetch } from '../../../dataProvider/httpClient';

export interface Membership {
  id: number;
  companyId: number;
  companyMembershipUnionId: number;
  description: string | null;
  createdAt: string;
  union: { id: number; name: string };
}

export interface Union {
  id: number;
  shortDescription: string;
}

interface Page<T> {
  data: T[];
}

let unions: Promise<Union[]> | null = null;

export const membershipsApi = {
  list: (companyId: number) => apiFetch<Page<Membership>>(`/companies/${companyId}/memberships`).then((page) => page.data),
  add: (companyId: number, body: unknown) => apiFetch<Membership>(`/companies/${companyId}/memberships`, { method: 'POST', body }),
  remove: (companyId: number, membershipId: number) =>
    apiFetch<void>(`/companies/${companyId}/memberships/${membershipId}`, { method: 'DELETE' }),
  /** The unions (SPEC §7 GET /descriptions/company_membership_union), cached once loaded; a failure is tried again. */
  unions: (): Promise<Union[]> => {
    if (!unions) {
      const request = apiFetch<Union[]>('/descriptions/company_membership_union');
      unions = request;
      request.catch(() => {
        unions = null;
      });
    }
    return unions;
  },
};
