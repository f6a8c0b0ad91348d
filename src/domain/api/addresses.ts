/** SPEC §3 Address as the API answers it (GET /companies/:id, /companies/:id/addresses): every field present, null when empty. */
export interface Address {
  id: number;
  addressTypeId: number;
  street: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  addressLine4: string | null;
  zipcode: string | null;
  city: string | null;
  country: string;
  electronicAddress: string | null;
  location: string | null;
  poBox: string | null;
  electronicBillingAddress: string | null;
  electronicBillingOperator: string | null;
  electronicBillingOperatorId: string | null;
}
