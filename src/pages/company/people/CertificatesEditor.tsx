/** editing_certs: the person's certificates; add, edit and remove (with confirmation) one at a time. */
import { Box, Button, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { DateInput } from '../../../components/form/DateInput';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { FormTextField } from '../../../components/form/FormTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { validate } from '../../../components/form/validate';
import { formatDate } from '../../../domain/formats';
import { personCertificateSchema } from '../../../domain/schemas/people';
import { peopleApi } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { fullName } from './labels';
import type { CompanyPersonDetails, PersonCertificate } from '../../../domain/api/people';

const FIELDS = ['certificate_name', 'certificate_number', 'issuer', 'valid_from', 'valid_until', 'additional_info'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const DATE_FIELDS: ReadonlySet<string> = new Set(['valid_from', 'valid_until']);

const toValues = (c: PersonCertificate | null): Values => ({
  certificate_name: c?.certificateName ?? '',
  certificate_number: c?.certificateNumber ?? '',
  issuer: c?.issuer ?? '',
  valid_from: c?.validFrom ?? '',
  valid_until: c?.validUntil ?? '',
  additional_info: c?.additionalInfo ?? '',
});

function CertificateForm({ personId, certificate, onSaved, onCancel }: { personId: number; certificate: PersonCertificate | null; onSaved: () => void; onCancel: () => void }) {
  const translate = useTranslate();
  const [values, setValues] = useState<Values>(() => toValues(certificate));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const { sending, error, run } = useApiAction();
  const label = (name: string) => translate(`company.people.certificates.${name}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(personCertificateSchema, values);
    if (!checked.ok) return setClientErrors(checked.errors);
    setClientErrors({});
    const result = await run(() =>
      certificate ? peopleApi.updateCertificate(personId, certificate.id, values) : peopleApi.addCertificate(personId, values),
    );
    if (result.ok) onSaved();
  };
  const errors = { ...clientErrors, ...serverFieldErrors(error) };
  const onChange = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3">{label(certificate ? 'formEdit' : 'formAdd')}</Typography>
      {FIELDS.map((name) =>
        DATE_FIELDS.has(name) ? (
          <DateInput
            key={name}
            id={`field-${name}`}
            name={name}
            fullWidth
            margin="normal"
            label={label(name)}
            value={values[name]}
            onChange={(value) => onChange(name, value)}
            error={errors[name]}
            disabled={sending}
          />
        ) : (
          <FormTextField
            key={name}
            name={name}
            label={label(name)}
            value={values[name]}
            onChange={onChange}
            error={errors[name]}
            required={name === 'certificate_name'}
            disabled={sending}
          />
        ),
      )}
      <ErrorMessage error={error} fields={FIELDS} />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <SubmitButton sending={sending} fullWidth={false}>{translate('company.people.save')}</SubmitButton>
        <Button onClick={onCancel} sx={{ mt: 2 }}>{translate('company.people.cancel')}</Button>
      </Box>
    </Box>
  );
}

interface Props {
  person: CompanyPersonDetails;
  onChanged: () => void;
  onDone: () => void;
}

export function CertificatesEditor({ person, onChanged, onDone }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [editing, setEditing] = useState<PersonCertificate | 'new' | null>(null);
  const [removing, setRemoving] = useState<PersonCertificate | null>(null);
  const removal = useApiAction();
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
          sending={removal.sending}
          error={<ErrorMessage error={removal.error} />}
          onCancel={() => {
            removal.clearError();
            setRemoving(null);
          }}
          onConfirm={async () => {
            const result = await removal.run(() => peopleApi.deleteCertificate(person.personId, removing.id));
            if (result.ok) {
              toast('success', 'company.people.toasts.certificateRemoved');
              setRemoving(null);
              onChanged();
            }
          }}
        />
      )}
    </Paper>
  );
}
