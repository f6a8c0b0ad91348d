/**
 * The main area's dashboard at /: the user's companies and the join requests
 * they decide on; without an active company, the onboarding flow that joins or
 * brings in one.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../authProvider/currentUser';
import { hasCompanyPermission } from '../../domain/companyPermissions';
import { ErrorMessage } from '../../components/form/ErrorMessage';
import { OnboardingFlow } from '../onboarding/OnboardingFlow';
import { CompanyList } from './CompanyList';
import { LoadingLine } from '../../components/LoadingLine';
import { PendingRequests } from './PendingRequests';
import { NewsAndHelp } from './NewsAndHelp';

export function HomePage() {
  const translate = useTranslate();
  // The shell's shared GET /users/me: a new company or join request refreshes it here and in the menu alike.
  const current = useCurrentUser();
  const user = current.status === 'signedIn' ? current.user : null;
  const error = current.status === 'failed' ? current.error : null;
  const [searchOpen, setSearchOpen] = useState(false);

  if (!user) {
    return (
      <Box sx={{ p: 2 }}>
        {error ? (
          <>
            <ErrorMessage error={error} />
            <Button onClick={current.reload}>{translate('home.retry')}</Button>
          </>
        ) : (
          <LoadingLine text={translate('home.loading')} />
        )}
      </Box>
    );
  }

  const companies = user.companies ?? [];
  const hasActive = companies.some((company) => company.status === 'active');
  // Join requests are decided by those who manage the company's people.
  const peopleManagerOf = companies.filter((company) => company.status === 'active' && hasCompanyPermission(company, 'people'));

  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={translate('home.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {user.person ? translate('home.welcome', { name: user.person.firstName }) : translate('home.welcomeAnonymous')}
      </Typography>
      <NewsAndHelp />
      {!hasActive && <Typography sx={{ mb: 1 }}>{translate('home.noCompany')}</Typography>}
      {companies.length > 0 && <CompanyList companies={companies} />}
      {peopleManagerOf.map((company) => (
        <PendingRequests key={company.id} company={company} />
      ))}
      {!hasActive || searchOpen ? (
        <OnboardingFlow onCreated={() => setSearchOpen(false)} />
      ) : (
        <Button variant="outlined" onClick={() => setSearchOpen(true)} sx={{ my: 2 }}>
          {translate('home.joinAnother')}
        </Button>
      )}
    </Box>
  );
}
