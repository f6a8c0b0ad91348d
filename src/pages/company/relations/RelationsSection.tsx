/** Konsernisuhteet: daughters and joint ventures, linking by business ID, one relation's page. */
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { relationsPath } from '../../../domain/relationships';
import { useCanChange, useCompany } from '../CompanyContext';
import { RelationDetails } from './RelationDetails';
import { RelationForm } from './RelationForm';
import { RelationsList } from './RelationsList';

function RelationsListing() {
  const translate = useTranslate();
  const { company } = useCompany();
  const canChange = useCanChange('company_details');
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('relations.title')}</Typography>
      <RelationsList companyId={company.id} linkTo={(r) => `${relationsPath(company.id)}/${r.id}`} />
      {canChange && <RelationForm companyId={company.id} />}
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
