/** The changes to company memberships (SPEC §7 Memberships) and the unions' cached lookup list; the memberships load through useApiList. */
import { apiFetch } from '../../../dataProvider/httpClient';
import type { Describable } from '../../../domain/api/describables';
import type { CompanyMembership } from '../../../domain/api/memberships';

let unions: Promise<Describable[]> | null = null;

export const membershipsApi = {
  add: (companyId: number, body: unknown) => apiFetch<CompanyMembership>(`/companies/${companyId}/memberships`, { method: 'POST', body }),
  remove: (companyId: number, membershipId: number) =>
    apiFetch<void>(`/companies/${companyId}/memberships/${membershipId}`, { method: 'DELETE' }),
  /** The unions (SPEC §7 GET /descriptions/company_membership_union), cached once loaded; a failure is tried again. */
  unions: (): Promise<Describable[]> => {
    if (!unions) {
      const request = apiFetch<Describable[]>('/descriptions/company_membership_union');
      unions = request;
      request.catch(() => {
        unions = null;
      });
    }
    return unions;
  },
};
