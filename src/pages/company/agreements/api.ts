/** The calls of products and company agreements (SPEC §7 Agreements and products). */
import { apiFetch } from '../../../dataProvider/httpClient';
import type { CompanyAgreement, Product, ProductAgreement } from '../../../domain/api/agreements';
import type { Page } from '../../../domain/api/lists';

export const agreementsApi = {
  list: (companyId: number) => apiFetch<Page<CompanyAgreement>>(`/companies/${companyId}/agreements`).then((page) => page.data),
  products: () => apiFetch<Page<Product>>('/products').then((page) => page.data),
  /** The product's agreement versions; the first is the one to sign (SPEC §7). */
  currentVersion: (productId: number) =>
    apiFetch<Page<ProductAgreement>>(`/products/${productId}/agreements`).then((page) => page.data[0] ?? null),
  sign: (companyId: number, body: unknown) => apiFetch<CompanyAgreement>(`/companies/${companyId}/agreements`, { method: 'POST', body }),
  terminate: (companyId: number, agreementId: number, body: unknown) =>
    apiFetch<CompanyAgreement>(`/companies/${companyId}/agreements/${agreementId}/terminate`, { method: 'POST', body }),
};
