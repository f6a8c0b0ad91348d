/** Offices (yksiköt) as the API returns them (src/domain/api/offices.ts). */
import type { CompanyOfficeRow } from '../../db/types';
import type { Office } from '../../../src/domain/api/offices';

export const officeView = (row: CompanyOfficeRow): Office => ({
  id: row.id,
  companyId: row.company_id,
  name: row.name,
  description: row.description,
  street: row.street,
  zipcode: row.zipcode,
  city: row.city,
  country: row.country,
});
