/** One person of the company in the page's non-listing states: showing, editing_*, deleting. */
import { Alert, Box, Button, Typography } from '@mui/material';
import type { Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { useApiResource } from '../../../components/data/useApiResource';
import type { CompanyPersonDetails } from '../../../domain/api/people';
import { COMPANY_PERMISSIONS, type CompanyPermission } from '../../../domain/companyPermissions';
import type { PeoplePageAction, PeoplePageState } from '../../../domain/peoplePage';
import { peopleApi } from './api';
import { BasicForm } from './BasicForm';
import { CertificatesEditor } from './CertificatesEditor';
import { ConfirmDialog } from './ConfirmDialog';
import { EducationForm } from './EducationForm';
import { fullName } from './labels';
import { PermissionsForm } from './PermissionsForm';
import { PersonDetails } from './PersonDetails';
import { useApiAction } from '../../../components/form/useApiAction';
import { ErrorMessage } from '../../../components/form/ErrorMessage';

interface Props {
  companyId: number;
  page: PeoplePageState;
  dispatch: Dispatch<PeoplePageAction>;
  canChange: boolean;
  canGrantAdmin: boolean;
  ownPersonId: number | null;
  onBack: () => void;
}

export function PersonPanel({ companyId, page, dispatch, canChange, canGrantAdmin, ownPersonId, onBack }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const personId = page.personId as number;
  const details = useApiResource<CompanyPersonDetails>(`/companies/${companyId}/people/${personId}`);
  const removal = useApiAction();

  if (details.status === 'loading') return <Typography color="text.secondary">{translate('company.people.loading')}</Typography>;
  if (details.status === 'failed') {
    return (
      <Box>
        <Alert severity="error">{translate('company.people.loadFailed')}</Alert>
        <Button onClick={onBack} sx={{ mt: 2 }}>{translate('company.people.back')}</Button>
      </Box>
    );
  }
  const person = details.data;
  const self = ownPersonId !== null && ownPersonId === person.personId;
  const canEditOwn = canChange || self;
  const show = () => dispatch({ type: 'show' });
  const saved = () => {
    toast('success', 'company.people.toasts.saved');
    details.reload();
    show();
  };

  switch (page.status) {
    case 'editing_basic':
      return canEditOwn ? <BasicForm person={person} onCancel={show} onSaved={saved} /> : null;
    case 'editing_education':
      return canEditOwn ? <EducationForm person={person} onCancel={show} onSaved={saved} /> : null;
    case 'editing_certs':
      return canEditOwn ? <CertificatesEditor person={person} onChanged={details.reload} onDone={show} /> : null;
    case 'editing_permissions':
      return canChange ? (
        <PermissionsForm
          companyId={companyId}
          person={person}
          page={page}
          dispatch={dispatch}
          canGrantAdmin={canGrantAdmin}
          onCancel={show}
          onSaved={saved}
        />
      ) : null;
    default:
      break;
  }

  const ownPermissions = person.permissions.filter((p): p is CompanyPermission => (COMPANY_PERMISSIONS as readonly string[]).includes(p));
  return (
    <Box>
      <Button onClick={onBack} sx={{ mb: 2 }}>{translate('company.people.back')}</Button>
      <PersonDetails person={person} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        {canEditOwn && (
          <>
            <Button variant="outlined" onClick={() => dispatch({ type: 'edit', status: 'editing_basic' })}>
              {translate('company.people.actions.editBasic')}
            </Button>
            <Button variant="outlined" onClick={() => dispatch({ type: 'edit', status: 'editing_education' })}>
              {translate('company.people.actions.editEducation')}
            </Button>
            <Button variant="outlined" onClick={() => dispatch({ type: 'edit', status: 'editing_certs' })}>
              {translate('company.people.actions.editCerts')}
            </Button>
          </>
        )}
        {canChange && (
          <>
            <Button
              variant="outlined"
              onClick={() =>
                dispatch({
                  type: 'edit',
                  status: 'editing_permissions',
                  role: person.companyAdmin ? 'company_admin' : 'user',
                  permissions: ownPermissions,
                })
              }
            >
              {translate('company.people.actions.editPermissions')}
            </Button>
            {/* Removing an admin is for admins (the API refuses others). */}
            {(canGrantAdmin || !person.companyAdmin) && (
              <Button variant="outlined" color="error" onClick={() => dispatch({ type: 'delete' })}>
                {translate('company.people.actions.delete')}
              </Button>
            )}
          </>
        )}
      </Box>
      {page.status === 'deleting' && canChange && (
        <ConfirmDialog
          title={translate('company.people.deleteDialog.title')}
          body={translate('company.people.deleteDialog.body', { name: fullName(person) })}
          confirmLabel={translate('company.people.deleteDialog.confirm')}
          sending={removal.sending}
          error={<ErrorMessage error={removal.error} />}
          onCancel={() => {
            removal.clearError();
            show();
          }}
          onConfirm={async () => {
            const result = await removal.run(() => peopleApi.remove(companyId, person.personId));
            if (result.ok) {
              toast('success', 'company.people.toasts.removed');
              onBack();
            }
          }}
        />
      )}
    </Box>
  );
}
