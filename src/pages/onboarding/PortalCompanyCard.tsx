/**
 * A company already in the portal (registration company status has_admin or
 * no_admin): the user asks to join. With an admin the admin decides; without
 * one the request goes to the Pätevä office.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { refreshCurrentUser } from '../../authProvider/currentUser';
import type { PatevaDataProvider } from '../../dataProvider';
import type { RegistrationCompanyStatus } from '../../domain/onboarding';
import { TOAST_DEFAULT_DURATION_MS } from '../../domain/toasts';
import { ErrorMessage } from '../../components/form/ErrorMessage';
import type { PortalCompany } from '../../domain/entities/company';
import { requestToJoin } from '../../domain/api/joinRequestActions';

interface Props {
  company: PortalCompany;
  registrationNumber: string;
  status: Exclude<RegistrationCompanyStatus, 'none'>;
}

export function PortalCompanyCard({ company, registrationNumber, status }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const join = useMutation({
    mutationFn: () => dataProvider.action(requestToJoin, { id: company.id }),
    onSuccess: () => {
      notify('onboarding.join.sentToast', { type: 'success', autoHideDuration: TOAST_DEFAULT_DURATION_MS });
      // The user's companies now hold this one as waiting: the menu and the home page load the user again.
      refreshCurrentUser();
    },
  });

  return (
    <section aria-label={company.name}>
      <Typography variant="h6" component="h3">{company.name}</Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('onboarding.fields.registrationNumber')}: {registrationNumber}
      </Typography>
      <Typography sx={{ my: 1 }}>{translate(`onboarding.portal.${status}`)}</Typography>
      {join.isSuccess ? (
        <Alert severity="info" role="status" sx={{ my: 2 }}>
          {translate(status === 'has_admin' ? 'onboarding.join.pendingAdmin' : 'onboarding.join.pendingOffice')}
        </Alert>
      ) : (
        <Button variant="contained" onClick={() => join.mutate()} loading={join.isPending} disabled={join.isPending}>
          {translate('onboarding.join.submit')}
        </Button>
      )}
      <ErrorMessage error={join.error} />
    </section>
  );
}
