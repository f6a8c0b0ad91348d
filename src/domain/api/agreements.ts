/** SPEC §3 Product, Product agreement and Company agreement as the API answers them (SPEC §7 Agreements and products). */

export interface Product {
  id: number;
  code: string;
  name: string;
  salesUnit: string;
  vatPercentage: number;
  billingPeriod: number;
  periodUnit: string;
  automaticRenewal: boolean;
  directBuy: boolean;
  singleLicense: boolean;
}

/** One version of a product's agreement; dates as yyyy-MM-dd. */
export interface ProductAgreement {
  id: number;
  productId: number;
  version: number;
  validFrom: string;
  validTo: string | null;
  content: string;
  signedAt: string | null;
}

export interface CompanyAgreement {
  id: number;
  companyId: number;
  companyContactPersonId: number | null;
  patevaContactPersonId: number | null;
  productAgreementId: number;
  signedAt: string;
  terminatedAt: string | null;
  terminatedReason: string | null;
  signedByUserId: number | null;
  productAgreement: Pick<ProductAgreement, 'id' | 'productId' | 'version' | 'validFrom' | 'validTo'>;
  product: Pick<Product, 'id' | 'code' | 'name'>;
}
