/** The company shapes of docs/api.md that the onboarding search receives. */
import type { Address } from '../../domain/addresses';

export type { Address };

/** A company already in the portal, as a non-member sees it. */
export interface PortalCompany {
  id: number;
  name: string;
  registrationNumber?: string;
  hasAdmin: boolean;
}

/** What PRH (the trade register) says about a business ID. */
export interface PrhCompany {
  registrationNumber: string;
  name: string;
  companyForm: string | null;
  mainBusinessLine: string | null;
  website: string | null;
  registrationDate: string | null;
  situations: string[];
  addresses: Address[];
  portalCompany: PortalCompany | null;
}

/** The company the search received: from the portal, from PRH, or typed in by hand. */
export interface CompanyDraft {
  registrationNumber: string;
  name: string;
  addresses: Address[];
}
