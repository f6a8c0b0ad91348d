/**
 * The look-up order of SPEC §8: the portal first (someone may already have
 * brought the company in), then PRH; when PRH fails, a company typed in by hand.
 */
import { useCallback, useState } from 'react';
import { apiFetch, ApiError } from '../../dataProvider/httpClient';
import { foundInPortal, foundInPrh, initialOnboarding, lookupFailed, type OnboardingState } from './onboardingState';
import type { CompanyList } from '../../domain/entities/company';
import type { PrhLookup } from '../../domain/api/prh';

export function useCompanySearch() {
  const [state, setState] = useState<OnboardingState>(initialOnboarding);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<unknown>(null);

  const search = useCallback(async (registrationNumber: string, notice: string | null = null) => {
    setSearching(true);
    setSearchError(null);
    try {
      const portal = await apiFetch<CompanyList>('/companies', {
        query: { registration_number: registrationNumber },
      });
      const match = portal.data.find((company) => company.registrationNumber === registrationNumber) ?? portal.data[0];
      if (match) {
        setState(foundInPortal(match, registrationNumber, notice));
        return;
      }
      setState(await lookUpPrh(registrationNumber));
    } catch (error) {
      // The portal search itself failed: nothing was received, stay at 'none'.
      setState(initialOnboarding);
      setSearchError(error);
    } finally {
      setSearching(false);
    }
  }, []);

  const reset = useCallback(() => {
    setState(initialOnboarding);
    setSearchError(null);
  }, []);

  return { state, searching, searchError, search, reset };
}

async function lookUpPrh(registrationNumber: string): Promise<OnboardingState> {
  try {
    const prh = await apiFetch<PrhLookup>(`/external/companies/${encodeURIComponent(registrationNumber)}`);
    // PRH also knows when the company reached the portal between our two calls.
    return prh.portalCompany ? foundInPortal(prh.portalCompany, registrationNumber) : foundInPrh(prh);
  } catch (error) {
    if (error instanceof ApiError) return lookupFailed(registrationNumber, error);
    throw error;
  }
}
