/** An office (yksikkö) as the API returns it. */
export interface Office {
  id: number;
  companyId: number;
  name: string;
  description: string | null;
  street: string | null;
  zipcode: string | null;
  city: string | null;
  country: string;
}
