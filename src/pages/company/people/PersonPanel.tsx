/** One person of the company in the page's non-listing states: showing, editing_* (from the address), deleting (a question over it); read and written through the data provider. */
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useDelete, useGetOne, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { companyPerson, type CompanyPerson } from '../../../domain/entities/companyPerson';
import type { EditingStatus, PeoplePageStatus } from '../../../domain/peoplePage';
import { canChangePersonRecord } from '../../../domain/personRecords';
import { useCompany } from '../CompanyContext';
import { BasicForm } from './BasicForm';
import { CertificatesEditor } from './CertificatesEditor';
import { ConfirmDialog } from './ConfirmDialog';
import { EducationForm } from './EducationForm';
import { fullName } from './labels';
import { PermissionsForm } from './PermissionsForm';
import { PersonDetails } from './PersonDetails';
import { useRefreshCompanyPeople } from './personForms';

interface Props {
  companyId: number;
  personId: number;
  status: Exclude<PeoplePageStatus, 'listing' | 'deleting'>;
  /** Opens an editing state of the person. */
  onEdit: (status: EditingStatus) => void;
  /** Leaves an editing state for showing. */
  onDone: () => void;
  canChange: boolean;
  canGrantAdmin: boolean;
  ownPersonId: number | null;
  onBack: () => void;
}

export function PersonPanel({ companyId, personId, status, onEdit, onDone, canChange, canGrantAdmin, ownPersonId, onBack }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [deleting, setDeleting] = useState(false);
  // The record path names the person: GET /companies/{id}/people/{personId}.
  const details = useGetOne<CompanyPerson>(companyPerson.resource, { id: personId, meta: { companyId } });
  const [remove, removal] = useDelete<CompanyPerson, Error>();
  const refresh = useRefreshCompanyPeople();
  const { membership, isOffice } = useCompany();

  if (details.isPending) return <Typography color="text.secondary">{translate('company.people.loading')}</Typography>;
  if (details.error || !details.data) {
    return (
      <Box>
        <Alert severity="error">{translate('company.people.loadFailed')}</Alert>
        <Button onClick={onBack} sx={{ mt: 2 }}>{translate('company.people.back')}</Button>
      </Box>
    );
  }
  const person = details.data;
  const self = ownPersonId !== null && ownPersonId === person.personId;
  // The server's rule (src/domain/personRecords.ts): an admin's record is for admins, themself and the office.
  const recordChanger = { office: isOffice, self, memberships: membership ? [membership] : [] };
  const mayChangeRecord = canChangePersonRecord(recordChanger, { admin: person.companyAdmin });
  const canEditOwn = (canChange || self) && mayChangeRecord;
  const canManage = canChange && mayChangeRecord;
  const show = onDone;
  const saved = () => {
    toast('success', 'company.people.toasts.saved');
    void refresh();
    show();
  };

  switch (status) {
    case 'editing_basic':
      return canEditOwn ? <BasicForm person={person} onCancel={show} onSaved={saved} /> : null;
    case 'editing_education':
      return canEditOwn ? <EducationForm person={person} onCancel={show} onSaved={saved} /> : null;
    case 'editing_certs':
      return canEditOwn ? <CertificatesEditor person={person} onChanged={() => void refresh()} onDone={show} /> : null;
    case 'editing_permissions':
      return canManage ? (
        <PermissionsForm
          companyId={companyId}
          person={person}
          canGrantAdmin={canGrantAdmin}
          onCancel={show}
          onSaved={saved}
        />
      ) : null;
    default:
      break;
  }

  return (
    <Box>
      <Button onClick={onBack} sx={{ mb: 2 }}>{translate('company.people.back')}</Button>
      <PersonDetails person={person} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        {canEditOwn && (
          <>
            <Button variant="outlined" onClick={() => onEdit('editing_basic')}>
              {translate('company.people.actions.editBasic')}
            </Button>
            <Button variant="outlined" onClick={() => onEdit('editing_education')}>
              {translate('company.people.actions.editEducation')}
            </Button>
            <Button variant="outlined" onClick={() => onEdit('editing_certs')}>
              {translate('company.people.actions.editCerts')}
            </Button>
          </>
        )}
        {canManage && (
          <>
            <Button
              variant="outlined"
              onClick={() => onEdit('editing_permissions')}
            >
              {translate('company.people.actions.editPermissions')}
            </Button>
            {/* Removing an admin is for admins (the API refuses others). */}
            {(canGrantAdmin || !person.companyAdmin) && (
              <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
                {translate('company.people.actions.delete')}
              </Button>
            )}
          </>
        )}
      </Box>
      {deleting && canManage && (
        <ConfirmDialog
          title={translate('company.people.deleteDialog.title')}
          body={translate('company.people.deleteDialog.body', { name: fullName(person) })}
          confirmLabel={translate('company.people.deleteDialog.confirm')}
          sending={removal.isPending}
          error={removal.error ? <Alert severity="error" sx={{ mt: 2 }}>{removal.error.message}</Alert> : undefined}
          onCancel={() => {
            removal.reset();
            setDeleting(false);
          }}
          onConfirm={() =>
            remove(
              companyPerson.resource,
              { id: person.personId, previousData: person, meta: { companyId } },
              {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                  toast('success', 'company.people.toasts.removed');
                  // The list's rows are keyed by company person id, not the person id the path names.
                  void refresh();
                  onBack();
                },
              },
            )
          }
        />
      )}
    </Box>
  );
}
