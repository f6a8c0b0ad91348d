/**
 * The look-up order of SPEC §8: the portal first (someone may already have
 * brought the company in), then PRH; when PRH fails, a company typed in by hand.
 * Both calls go through the data provider, so a 401 signs the user out as
 * anywhere else.
 */
import { useCallback, useState } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { PatevaDataProvider } from '../../dataProvider';
import { externalCompany } from '../../domain/api/prhActions';
import { company, type CompanyList } from '../../domain/entities/company';
import { foundInPortal, foundInPrh, initialOnboarding, lookupFailed, type OnboardingState } from './onboardingState';

export function useCompanySearch() {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const [state, setState] = useState<OnboardingState>(initialOnboarding);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<unknown>(null);

  const search = useCallback(
    async (registrationNumber: string, notice: string | null = null) => {
      setSearching(true);
      setSearchError(null);
      try {
        // GET /companies?registration_number=…: full rows of one's own company, the public part of another's.
        const portal = await dataProvider.getList<CompanyList['data'][number]>(company.resource, { filter: { registration_number: registrationNumber } });
        const match = portal.data.find((found) => found.registrationNumber === registrationNumber) ?? portal.data[0];
        if (match) {
          setState(foundInPortal(match, registrationNumber, notice));
          return;
        }
        setState(await lookUpPrh(dataProvider, registrationNumber));
      } catch (error) {
        // The portal search itself failed: nothing was received, stay at 'none'.
        setState(initialOnboarding);
        setSearchError(error);
      } finally {
        setSearching(false);
      }
    },
    [dataProvider],
  );

  const reset = useCallback(() => {
    setState(initialOnboarding);
    setSearchError(null);
  }, []);

  return { state, searching, searchError, search, reset };
}

async function lookUpPrh(dataProvider: PatevaDataProvider, registrationNumber: string): Promise<OnboardingState> {
  try {
    const prh = await dataProvider.action(externalCompany, { registrationNumber });
    // PRH also knows when the company reached the portal between our two calls.
    return prh.portalCompany ? foundInPortal(prh.portalCompany, registrationNumber) : foundInPrh(prh);
  } catch (error) {
    // The API answered (PRH down, or no such company): typed in by hand. No answer at all is the search's own failure.
    if (error instanceof HttpError && error.status !== 0) return lookupFailed(registrationNumber, error);
    throw error;
  }
}
