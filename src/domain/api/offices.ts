/** A company's office (yksikkö) as the API answers it (GET/POST/PUT /companies/:id/offices). */

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
