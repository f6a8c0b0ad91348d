/**
 * A company already in the portal (registration company status has_admin or
 * no_admin): the user asks to join. With an admin the admin decides; without
 * one the request goes to the Pätevä office.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../../dataProvider/httpClient';
import type { RegistrationCompanyStatus } from '../../domain/onboarding';
import { TOAST_DEFAULT_DURATION_MS } from '../../domain/toasts';
import { ErrorMessage } from '../../components/form/ErrorMessage';
import { useApiAction } from '../../components/form/useApiAction';
import type { PortalCompany } from '../../domain/entities/company';

interface Props {
  company: PortalCompany;
  registrationNumber: string;
  status: Exclude<RegistrationCompanyStatus, 'none'>;
  onRequested: () => void;
}

export function PortalCompanyCard({ company, registrationNumber, status, onRequested }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const { sending, error, run } = useApiAction();
  const [requested, setRequested] = useState(false);

  const request = async () => {
    const result = await run(() => apiFetch(`/companies/${company.id}/join-request`, { method: 'POST' }));
    if (!result.ok) return;
    setRequested(true);
    notify('onboarding.join.sentToast', { type: 'success', autoHideDuration: TOAST_DEFAULT_DURATION_MS });
    onRequested();
  };

  return (
    <section aria-label={company.name}>
      <Typography variant="h6" component="h3">{company.name}</Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('onboarding.fields.registrationNumber')}: {registrationNumber}
      </Typography>
      <Typography sx={{ my: 1 }}>{translate(`onboarding.portal.${status}`)}</Typography>
      {requested ? (
        <Alert severity="info" role="status" sx={{ my: 2 }}>
          {translate(status === 'has_admin' ? 'onboarding.join.pendingAdmin' : 'onboarding.join.pendingOffice')}
        </Alert>
      ) : (
        <Button variant="contained" onClick={request} loading={sending} disabled={sending}>
          {translate('onboarding.join.submit')}
        </Button>
      )}
      <ErrorMessage error={error} />
    </section>
  );
}
