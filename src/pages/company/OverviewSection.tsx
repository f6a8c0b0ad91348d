/** Perustiedot: the company's basic details and addresses. */
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AddressLines } from '../../resources/companies/AddressLines';
import { useCompany } from './CompanyContext';

function Detail({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0 }}>{value === null || value === '' ? '–' : value}</Typography>
    </Box>
  );
}

export function OverviewSection() {
  const { company } = useCompany();
  const translate = useTranslate();
  return (
    <Paper sx={{ p: 3 }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Detail label={translate('company.fields.name')} value={company.name} />
        <Detail label={translate('company.fields.registrationNumber')} value={company.registrationNumber} />
        <Detail label={translate('company.fields.switchboardNumber')} value={company.switchboardNumber} />
        <Detail label={translate('company.fields.peopleCount')} value={company.peopleCount} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>{translate('company.fields.addresses')}</Typography>
      {company.addresses.length === 0 ? (
        <Typography color="text.secondary">{translate('company.overview.noAddresses')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
          {company.addresses.map((address) => (
            <Box key={address.id ?? `${address.addressTypeId}`}>
              <Typography variant="subtitle2">{translate(`pateva.address.types.${address.addressTypeId}`)}</Typography>
              <AddressLines address={address} />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
