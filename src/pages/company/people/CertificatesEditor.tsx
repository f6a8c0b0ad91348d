/**
 * editing_certs: the person's certificates; add, edit and remove (with confirmation) one at a
 * time, through the data provider (person-certificates: POST, PUT and DELETE /people/{id}/certificates…).
 */
import { Alert, Box, Button, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, useCreate, useDelete, useTranslate, useUpdate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { EntityInputs } from '../../../components/entity/EntityInputs';
import { formatDate } from '../../../domain/formats';
import type { CompanyPerson } from '../../../domain/entities/companyPerson';
import { checkedTogether } from '../../../domain/entities/entity';
import { personCertificate, type PersonCertificate } from '../../../domain/entities/personCertificate';
import { ConfirmDialog } from './ConfirmDialog';
import { fullName } from './labels';
import { useEntityResolver } from '../../../components/entity/useEntityResolver';
import { FormButtons, useSaveFailure } from './personForms';

const { resource } = personCertificate;

function CertificateForm({ personId, certificate, onSaved, onCancel }: { personId: number; certificate: PersonCertificate | null; onSaved: () => void; onCancel: () => void }) {
  const translate = useTranslate();
  const resolver = useEntityResolver(personCertificate);
  const [create] = useCreate();
  const [update] = useUpdate();
  const failed = useSaveFailure();
  const meta = { personId, alwaysSend: checkedTogether(personCertificate) };

  const submit = async (values: Record<string, unknown>) => {
    try {
      if (certificate) await update(resource, { id: certificate.id, data: values, previousData: certificate, meta }, { mutationMode: 'pessimistic', returnPromise: true });
      else await create(resource, { data: values, meta }, { returnPromise: true });
      onSaved();
    } catch (error) {
      return failed(error);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3">{translate(`company.people.certificates.${certificate ? 'formEdit' : 'formAdd'}`)}</Typography>
      <Form record={certificate ?? {}} resolver={resolver} onSubmit={submit} noValidate disableInvalidFormNotification warnWhenUnsavedChanges>
        <EntityInputs entity={personCertificate} />
        <FormButtons onCancel={onCancel} />
      </Form>
    </Box>
  );
}

interface Props {
  person: CompanyPerson;
  onChanged: () => void;
  onDone: () => void;
}

export function CertificatesEditor({ person, onChanged, onDone }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [editing, setEditing] = useState<PersonCertificate | 'new' | null>(null);
  const [removing, setRemoving] = useState<PersonCertificate | null>(null);
  const [remove, removal] = useDelete<PersonCertificate, Error>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`company.people.certificates.${key}`, options);

  return (
    <Paper sx={{ p: 3, maxWidth: 760 }}>
      <Typography variant="h5" component="h2">{t('title')}: {fullName(person)}</Typography>
      {person.personCertificates.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('company.people.details.noCertificates')}</Typography>
      ) : (
        <Table size="small" aria-label={t('title')}>
          <TableBody>
            {person.personCertificates.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{[c.certificateName, c.certificateNumber, c.issuer].filter(Boolean).join(', ')}</TableCell>
                <TableCell>{[formatDate(c.validFrom), formatDate(c.validUntil)].filter(Boolean).join(' – ')}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setEditing(c)} aria-label={`${t('edit')} ${c.certificateName}`}>{t('edit')}</Button>
                  <Button size="small" color="error" onClick={() => setRemoving(c)} aria-label={`${t('remove')} ${c.certificateName}`}>{t('remove')}</Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing ? (
        <CertificateForm
          key={editing === 'new' ? 'new' : editing.id}
          personId={person.personId}
          certificate={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            toast('success', 'company.people.toasts.saved');
            setEditing(null);
            onChanged();
          }}
        />
      ) : (
        <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
          <Button variant="outlined" onClick={() => setEditing('new')}>{t('add')}</Button>
          <Button onClick={onDone}>{t('done')}</Button>
        </Box>
      )}
      {removing && (
        <ConfirmDialog
          title={t('confirmRemove', { name: removing.certificateName })}
          body={[removing.certificateName, removing.certificateNumber].filter(Boolean).join(', ')}
          confirmLabel={t('remove')}
          sending={removal.isPending}
          error={removal.error ? <Alert severity="error" sx={{ mt: 2 }}>{removal.error.message}</Alert> : undefined}
          onCancel={() => {
            removal.reset();
            setRemoving(null);
          }}
          onConfirm={() =>
            remove(
              resource,
              { id: removing.id, previousData: removing, meta: { personId: person.personId } },
              {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                  toast('success', 'company.people.toasts.certificateRemoved');
                  setRemoving(null);
                  onChanged();
                },
              },
            )
          }
        />
      )}
    </Paper>
  );
}
