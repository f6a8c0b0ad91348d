/** Company and address as the API returns them (docs/api.md, SPEC §3). */
export interface Address {
  id?: number;
  addressTypeId: number;
  street?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  addressLine4?: string | null;
  zipcode?: string | null;
  city?: string | null;
  country?: string | null;
  electronicAddress?: string | null;
  location?: string | null;
  poBox?: string | null;
  electronicBillingAddress?: string | null;
  electronicBillingOperator?: string | null;
  electronicBillingOperatorId?: string | null;
}

export interface Company {
  id: number;
  name: string;
  registrationNumber: string;
  switchboardNumber: string | null;
  companyStatusId: number | null;
  createdAt: string;
  updatedAt: string;
  addresses: Address[];
  hasAdmin: boolean;
  peopleCount: number;
}
