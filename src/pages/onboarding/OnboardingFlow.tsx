/**
 * Joining or bringing in a company by its business ID (SPEC §2, §4, §8):
 * search → a portal company to join, a PRH company to create, or a company
 * typed in by hand when PRH cannot answer.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ErrorMessage } from '../../components/form/ErrorMessage';
import { BusinessIdForm } from './BusinessIdForm';
import { ManualCompanyForm } from './ManualCompanyForm';
import { describe } from './onboardingState';
import { PortalCompanyCard } from './PortalCompanyCard';
import { PrhCompanyCard } from './PrhCompanyCard';
import { useCompanySearch } from './useCompanySearch';
import { useCreateCompany } from './useCreateCompany';

interface Props {
  /** A company was created: the flow has done its job (the user's companies are loaded again by the hooks). */
  onCreated: () => void;
}

export function OnboardingFlow({ onCreated }: Props) {
  const translate = useTranslate();
  const { state, searching, searchError, search, reset } = useCompanySearch();
  const { view, companyStatus } = describe(state);
  const registrationNumber = state.company?.registrationNumber ?? '';
  const { create, sending, error } = useCreateCompany({
    onCreated,
    onConflict: (message) => void search(registrationNumber, message),
  });

  return (
    <Paper component="section" sx={{ p: 3, my: 2 }} aria-labelledby="onboarding-title">
      <Typography variant="h5" component="h2" id="onboarding-title" gutterBottom>
        {translate('onboarding.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('onboarding.intro')}</Typography>
      {view === 'search' ? (
        <>
          <BusinessIdForm searching={searching} onSearch={(value) => void search(value)} />
          <ErrorMessage error={searchError} />
        </>
      ) : (
        <>
          {state.notice && <Alert severity="info" sx={{ my: 2 }}>{state.notice}</Alert>}
          {view === 'portal' && state.portalCompany && companyStatus !== 'none' && (
            <PortalCompanyCard company={state.portalCompany} registrationNumber={registrationNumber}
              status={companyStatus} />
          )}
          {view === 'prh' && state.prh && (
            <PrhCompanyCard company={state.prh} creating={sending} createError={error}
              onCreate={() => void create(registrationNumber, state.prh?.name ?? '')} />
          )}
          {view === 'manual' && state.company && (
            <ManualCompanyForm company={state.company} lookupError={state.lookupError} creating={sending}
              createError={error} onCreate={(name) => void create(registrationNumber, name)} />
          )}
          <Button onClick={reset} sx={{ mt: 2 }}>{translate('onboarding.search.again')}</Button>
        </>
      )}
    </Paper>
  );
}
