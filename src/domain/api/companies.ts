/** SPEC §3 Company as the API answers it (SPEC §7 Companies: GET/POST /companies, GET/PUT /companies/:id). */
import type { Address } from './addresses';
import type { Page } from './lists';

/** A company as GET /companies lists it to staff, or to a person listing their own companies. */
export interface Company {
  id: number;
  name: string;
  registrationNumber: string;
  switchboardNumber: string | null;
  companyStatusId: number | null;
  createdAt: string;
  updatedAt: string;
  /** Whether an active company admin exists (someone can decide on join requests). */
  hasAdmin: boolean;
  /** Active people of the company. */
  peopleCount: number;
}

/** One company as GET, POST and PUT /companies/:id answer it: with its addresses. */
export interface CompanyDetails extends Company {
  addresses: Address[];
}

/** A company already in the portal, as the PRH look-up names it (GET /external/companies/:registrationNumber, `portalCompany`). */
export type PortalCompany = Pick<Company, 'id' | 'name' | 'hasAdmin'>;

/** What someone outside the company learns of it from GET /companies?registration_number=…: enough to ask to join. */
export type PublicCompany = Pick<Company, 'id' | 'name' | 'registrationNumber' | 'hasAdmin'>;

/** GET /companies: full rows for staff and for one's own companies, the public part of someone else's. */
export type CompanyList = Page<Company> | Page<PublicCompany>;
