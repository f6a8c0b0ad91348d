/** What PRH's register (YTJ open data API v3) says of a company, as GET /external/companies/:registrationNumber answers it. */
import type { Address } from '../entities/address';
import type { PortalCompany } from '../entities/company';

/** PRH street address → 3 visiting; PRH postal → 1 postal street or 2 PO box; country always FI. */
export type PrhAddress = Pick<Address, 'addressTypeId' | 'street' | 'poBox' | 'zipcode' | 'city' | 'country'>;

/** PRH's data of a business ID (also what the server caches of it). */
export interface PrhCompany {
  registrationNumber: string;
  name: string;
  companyForm: string | null;
  mainBusinessLine: string | null;
  website: string | null;
  registrationDate: string | null;
  endDate: string | null;
  /** Finnish texts, e.g. Konkurssissa. */
  situations: string[];
  addresses: PrhAddress[];
}

/** The answer: PRH's data and the company if it is in the portal already. */
export interface PrhLookup extends PrhCompany {
  portalCompany: PortalCompany | null;
}
