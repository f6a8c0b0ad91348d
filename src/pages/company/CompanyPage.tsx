/**
 * /companies/:companyId/*: the company's own pages — a header with the company
 * switcher, one tab per section, and the section itself.
 */
import { Alert, Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../areas/shared/NotFoundPage';
import { Spinner } from '../../areas/shared/Spinner';
import { useCurrentUser } from '../../authProvider/currentUser';
import { RecordBaseContext } from '../../components/records/RecordBaseContext';
import { httpStatus } from '../../components/form/httpErrorFields';
import { company, type CompanyDetails } from '../../domain/entities/company';
import { hasOfficePermission } from '../../domain/permissions';
import { CompanyContext, type CompanyContextValue } from './CompanyContext';
import { CompanySwitcher } from './CompanySwitcher';
import { companySectionPath } from './sectionLinks';
import { COMPANY_SECTIONS } from './sections';

export function CompanyPage() {
  const translate = useTranslate();
  const companyId = Number(useParams().companyId);
  const location = useLocation();
  const userState = useCurrentUser();
  // Switching companies keeps the current one on screen until the next one comes; a refusal is final, not retried.
  const details = useGetOne<CompanyDetails>(company.resource, { id: companyId }, { placeholderData: keepPreviousData, retry: false });
  const { data: shown, refetch } = details;
  const section = location.pathname.split('/')[3] ?? COMPANY_SECTIONS[0].path;

  const value = useMemo<CompanyContextValue | null>(() => {
    if (!shown || userState.status !== 'signedIn') return null;
    const own = userState.user.companies.find((c) => c.id === companyId && c.status === 'active');
    return {
      company: shown,
      membership: own ? { companyAdmin: own.companyAdmin, permissions: own.permissions ?? [] } : null,
      isOffice: hasOfficePermission(userState.user),
      reload: () => void refetch(),
    };
  }, [shown, refetch, userState, companyId]);

  if (details.error) {
    const status = httpStatus(details.error);
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{translate(status === 403 || status === 404 ? 'company.errors.noAccess' : 'company.errors.load')}</Alert>
        <Button component={Link} to="/" sx={{ mt: 2 }}>{translate('company.toHome')}</Button>
      </Box>
    );
  }
  if (!value || userState.status !== 'signedIn') return <Spinner />;

  const activeCompanies = userState.user.companies.filter((c) => c.status === 'active');
  const currentSection = COMPANY_SECTIONS.find((s) => s.path === section);
  const current = currentSection ? section : false;
  return (
    <CompanyContext.Provider value={value}>
      <Box sx={{ py: 2 }}>
        {/* An unknown section titles itself (NotFoundPage). */}
        {currentSection && <Title title={`${translate(currentSection.labelKey)} – ${value.company.name}`} />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
          <Box>
            <Typography variant="h4" component="h1">{value.company.name}</Typography>
            <Typography color="text.secondary">
              {translate('company.fields.registrationNumber')}: <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{value.company.registrationNumber}</Box>
            </Typography>
          </Box>
          <CompanySwitcher companies={activeCompanies} currentId={companyId} section={current || COMPANY_SECTIONS[0].path} />
        </Box>
        <Tabs value={current} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={translate('company.sectionsLabel')} sx={{ mb: 2 }}>
          {COMPANY_SECTIONS.map((s) => (
            <Tab key={s.path} value={s.path} label={translate(s.labelKey)} component={Link} to={companySectionPath(companyId, s.path)} />
          ))}
        </Tabs>
        <Routes>
          <Route index element={<Navigate to={COMPANY_SECTIONS[0].path} replace />} />
          {COMPANY_SECTIONS.map(({ path, Component }) => (
            // A section's records have addresses below the section's own (src/domain/recordRoutes.ts).
            <Route
              key={path}
              path={`${path}/*`}
              element={
                <RecordBaseContext.Provider value={companySectionPath(companyId, path)}>
                  <Component />
                </RecordBaseContext.Provider>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <NotFoundPage
                titleContext={value.company.name}
                body={translate('company.unknownSection')}
                back={{ to: companySectionPath(companyId, COMPANY_SECTIONS[0].path), label: translate('company.toOverview') }}
              />
            }
          />
        </Routes>
      </Box>
    </CompanyContext.Provider>
  );
}
