/** The changes to company agreements (SPEC §7 Agreements and products); the lists load through useApiList. */
import { apiFetch } from '../../../dataProvider/httpClient';
import type { CompanyAgreement } from '../../../domain/api/agreements';

export const agreementsApi = {
  sign: (companyId: number, body: unknown) => apiFetch<CompanyAgreement>(`/companies/${companyId}/agreements`, { method: 'POST', body }),
  terminate: (companyId: number, agreementId: number, body: unknown) =>
    apiFetch<CompanyAgreement>(`/companies/${companyId}/agreements/${agreementId}/terminate`, { method: 'POST', body }),
};
