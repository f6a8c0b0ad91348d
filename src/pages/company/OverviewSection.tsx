/** Perustiedot: the company's basic details and addresses; its admins and `company_details` holders edit the name and switchboard. */
import { Box, Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import { refreshCurrentUser } from '../../authProvider/currentUser';
import { EntityFormDialog } from '../../components/entity/EntityFormDialog';
import { company } from '../../domain/entities/company';
import { AddressLines } from '../../resources/companies/AddressLines';
import { useCanChange, useCompany } from './CompanyContext';

function Detail({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0 }}>{value === null || value === '' ? '–' : value}</Typography>
    </Box>
  );
}

/** The status is the office's judgement of the company (docs/decisions.md): not in the company's own form. */
const COMPANY_INPUTS = { companyStatusId: null };

export function OverviewSection() {
  const { company: details, reload } = useCompany();
  const translate = useTranslate();
  const toast = useToast();
  const canEdit = useCanChange('company_details');
  const [editing, setEditing] = useState(false);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="outlined" onClick={() => setEditing(true)}>{translate('company.overview.edit')}</Button>
        </Box>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        <Detail label={translate('company.fields.name')} value={details.name} />
        <Detail label={translate('company.fields.registrationNumber')} value={details.registrationNumber} />
        <Detail label={translate('company.fields.switchboardNumber')} value={details.switchboardNumber} />
        <Detail label={translate('company.fields.peopleCount')} value={details.peopleCount} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>{translate('company.fields.addresses')}</Typography>
      {details.addresses.length === 0 ? (
        <Typography color="text.secondary">{translate('company.overview.noAddresses')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
          {details.addresses.map((address) => (
            <Box key={address.id ?? `${address.addressTypeId}`}>
              <Typography variant="subtitle2">{translate(`pateva.address.types.${address.addressTypeId}`)}</Typography>
              <AddressLines address={address} />
            </Box>
          ))}
        </Box>
      )}
      {editing && (
        <EntityFormDialog
          entity={company}
          parent={{}}
          editingId={details.id}
          title="company.overview.editTitle"
          inputs={COMPANY_INPUTS}
          // PUT /companies/:id requires the name even when only the switchboard changes.
          alwaysSend={['name']}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            reload();
            // The menu and the company switcher show the name from /users/me.
            refreshCurrentUser();
            toast('success', 'company.overview.saved');
          }}
        />
      )}
    </Paper>
  );
}
