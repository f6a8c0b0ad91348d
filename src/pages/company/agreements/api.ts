/** The calls of products and company agreements (SPEC §7 Agreements and products). */
import { apiFetch } from '../../../dataProvider/httpClient';

export interface Product {
  id: number;
  code: string;
  name: string;
}

export interface ProductAgreement {
  id: number;
  productId: number;
  version: number;
  validFrom: string;
  validTo: string | null;
  content: string;
}

export interface CompanyAgreement {
  id: number;
  companyId: number;
  productAgreementId: number;
  signedAt: string;
  terminatedAt: string | null;
  terminatedReason: string | null;
  productAgreement: { id: number; productId: number; version: number; validFrom: string; validTo: string | null };
  product: { id: number; code: string; name: string };
}

interface Page<T> {
  data: T[];
}

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
