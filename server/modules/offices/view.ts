/** Offices (yksiköt) as the API returns them. */
import type { CompanyOfficeRow } from '../../db/types';

export interface OfficeView {
  id: number;
  companyId: number;
  name: string;
  description: string | null;
  street: string | null;
  zipcode: string | null;
  city: string | null;
  country: string;
}

export const officeView = (row: CompanyOfficeRow): OfficeView => ({
  id: row.id,
  companyId: row.company_id,
  name: row.name,
  description: row.description,
  street: row.street,
  zipcode: row.zipcode,
  city: row.city,
  country: row.country,
});
