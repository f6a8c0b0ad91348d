/** Konsernisuhteet: daughters and joint ventures, linking by business ID, consenting to a link, one relation's page. */
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { relationsPath } from '../../../domain/relationships';
import { useCanChange, useCompany } from '../CompanyContext';
import { RelationDetails } from './RelationDetails';
import { RelationForm } from './RelationForm';
import { RelationsList } from './RelationsList';
import { RejectRelationConfirm } from './RelationConsentButtons';
import { useRelationConsent } from './useRelationConsent';

function RelationsListing() {
  const translate = useTranslate();
  const { company } = useCompany();
  const canChange = useCanChange('company_details');
  // Consent is the company admins' (and the office's), as the accept and reject routes require.
  const canConsent = useCanChange('admin');
  const consent = useRelationConsent(company.id);
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('relations.title')}</Typography>
      <RelationsList companyId={company.id} linkTo={(r) => `${relationsPath(company.id)}/${r.id}`} consent={canConsent ? consent : undefined} />
      {canChange && <RelationForm companyId={company.id} />}
      <RejectRelationConfirm consent={consent} />
    </Paper>
  );
}

export function RelationsSection() {
  return (
    <Routes>
      <Route index element={<RelationsListing />} />
      <Route path=":relId" element={<RelationDetails />} />
    </Routes>
  );
}
