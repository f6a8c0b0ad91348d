/** The addresses of the company in context, each under its type name. */
import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { AddressLines } from './AddressLines';
import type { CompanyDetails } from '../../domain/entities/company';

/** `source` and `label` are read by SimpleShowLayout to label the block; the component itself needs neither. */
export function CompanyAddresses(_props: { source?: string; label?: string }) {
  const translate = useTranslate();
  const company = useRecordContext<CompanyDetails>();
  const addresses = company?.addresses ?? [];
  if (addresses.length === 0) {
    return <Typography variant="body2">{translate('pateva.companies.noAddresses')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      {addresses.map((address, index) => (
        <div key={address.id ?? index}>
          <Typography variant="subtitle2" component="h3">
            {translate(`pateva.address.types.${address.addressTypeId}`, { _: '' })}
          </Typography>
          <AddressLines address={address} />
        </div>
      ))}
    </Stack>
  );
}
