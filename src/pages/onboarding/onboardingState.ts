/**
 * The onboarding search as pure state (SPEC §4, §8): company search none →
 * company_received; registration company status none / has_admin / no_admin.
 * The components only read it; useCompanySearch feeds it the server's answers.
 */
import { ContactType } from '../../domain/codes';
import {
  companySearchStatus,
  registrationCompanyStatus,
  type CompanySearchStatus,
  type RegistrationCompanyStatus,
} from '../../domain/onboarding';
import type { PortalCompany } from '../../domain/entities/company';
import type { PrhLookup } from '../../domain/api/prh';
import type { CompanyDraft } from './companyDraft';

export interface OnboardingState {
  company: CompanyDraft | null;
  portalCompany: PortalCompany | null;
  prh: PrhLookup | null;
  /** Why PRH could not answer; the company is then typed in by hand. */
  lookupError: unknown;
  /** A message to show above the result, e.g. why a create was turned into a join. */
  notice: string | null;
}

export const initialOnboarding: OnboardingState = {
  company: null,
  portalCompany: null,
  prh: null,
  lookupError: null,
  notice: null,
};

export const foundInPortal = (portalCompany: PortalCompany, registrationNumber: string, notice: string | null = null): OnboardingState => ({
  ...initialOnboarding,
  company: { registrationNumber, name: portalCompany.name, addresses: [] },
  portalCompany,
  notice,
});

export const foundInPrh = (prh: PrhLookup): OnboardingState => ({
  ...initialOnboarding,
  company: { registrationNumber: prh.registrationNumber, name: prh.name, addresses: prh.addresses },
  prh,
});

/** SPEC §8: the look-up failed, so an empty company with a postal street address and the searched ID. */
export const lookupFailed = (registrationNumber: string, error: unknown): OnboardingState => ({
  ...initialOnboarding,
  company: {
    registrationNumber,
    name: '',
    addresses: [{ addressTypeId: ContactType.postalStreet, street: '', zipcode: '', city: '', country: 'FI' }],
  },
  lookupError: error,
});

export type OnboardingView = 'search' | 'portal' | 'prh' | 'manual';

export function describe(state: OnboardingState): {
  searchStatus: CompanySearchStatus;
  companyStatus: RegistrationCompanyStatus;
  view: OnboardingView;
} {
  const searchStatus = companySearchStatus(state.company);
  const companyStatus = registrationCompanyStatus(state.portalCompany);
  let view: OnboardingView = 'search';
  if (searchStatus === 'company_received') view = state.portalCompany ? 'portal' : state.prh ? 'prh' : 'manual';
  return { searchStatus, companyStatus, view };
}
