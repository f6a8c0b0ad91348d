/**
 * editing_education: the person's whole education list, saved at once with
 * PUT /people/:id/educations; the server applies the SPEC §5 self-edit rule
 * (src/domain/educations.ts): entries of the same degree or own description
 * replace each other, unchanged ones stay.
 */
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useApiAction } from '../../../components/form/useApiAction';
import { validate } from '../../../components/form/validate';
import { educationSchema, type EducationBody } from '../../../domain/schemas/people';
import { peopleApi } from './api';
import { fullName } from './labels';
import type { CompanyPersonDetails, Education } from '../../../domain/api/people';
import { useEducationLookups } from './useEducationLookups';

const OWN = 'own';

interface Row {
  key: number;
  degree: string;
  description: string;
  level: string;
  institute: string;
  year: string;
}

let nextKey = 1;
const toRow = (e: Education): Row => ({
  key: nextKey++,
  degree: e.educationDegreeId === null ? OWN : String(e.educationDegreeId),
  description: e.description ?? '',
  level: e.educationLevelId === null ? '' : String(e.educationLevelId),
  institute: e.educationalInstitute ?? '',
  year: e.graduationYear === null ? '' : String(e.graduationYear),
});
const emptyRow = (): Row => ({ key: nextKey++, degree: '', description: '', level: '', institute: '', year: '' });

const toBody = (row: Row) => ({
  education_degree_id: row.degree && row.degree !== OWN ? Number(row.degree) : null,
  description: row.degree === OWN ? row.description : null,
  education_level_id: row.level ? Number(row.level) : null,
  educational_institute: row.institute,
  graduation_year: row.year,
});

interface Props {
  person: CompanyPersonDetails;
  onCancel: () => void;
  onSaved: () => void;
}

export function EducationForm({ person, onCancel, onSaved }: Props) {
  const translate = useTranslate();
  const lookups = useEducationLookups();
  const [rows, setRows] = useState<Row[]>(() => (person.personEducations.length ? person.personEducations.map(toRow) : [emptyRow()]));
  const [rowErrors, setRowErrors] = useState<Record<number, Record<string, string>>>({});
  const { sending, error, run } = useApiAction();
  const t = (key: string, options?: Record<string, unknown>) => translate(`company.people.education.${key}`, options);

  const change = (key: number, field: keyof Omit<Row, 'key'>, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<number, Record<string, string>> = {};
    const wanted: EducationBody[] = [];
    for (const row of rows) {
      // An untouched empty row is not an education.
      if (!row.degree && !row.description && !row.level && !row.institute && !row.year) continue;
      const checked = validate(educationSchema, toBody(row));
      if (checked.ok) wanted.push(checked.data);
      else errors[row.key] = checked.errors;
    }
    setRowErrors(errors);
    if (Object.keys(errors).length) return;
    // One call: the server applies the SPEC §5 replacement rule to the whole list in one transaction.
    const result = await run(() => peopleApi.replaceEducations(person.personId, wanted));
    if (result.ok) onSaved();
  };

  // The selects need their options before they show a stored degree.
  if (lookups.status === 'loading') return <Typography color="text.secondary">{translate('company.people.loading')}</Typography>;
  const degrees = lookups.status === 'loaded' ? lookups.data.degrees : [];
  const levels = lookups.status === 'loaded' ? lookups.data.levels : [];
  return (
    <Paper sx={{ p: 3, maxWidth: 760 }}>
      <Typography variant="h5" component="h2">{t('title')}: {fullName(person)}</Typography>
      {lookups.status === 'failed' && <Alert severity="error">{t('lookupFailed')}</Alert>}
      <Box component="form" noValidate onSubmit={submit}>
        {rows.map((row, index) => {
          const errors = rowErrors[row.key] ?? {};
          // "Choose a degree or describe it" belongs beside the description once "other degree" is chosen.
          const own = row.degree === OWN;
          const degreeError = own ? undefined : errors.education_degree_id;
          const descriptionError = errors.description ?? (own ? errors.education_degree_id : undefined);
          return (
            <Box key={row.key} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 2, p: 2 }}>
              <Typography component="legend" variant="subtitle2">{t('entry', { number: index + 1 })}</Typography>
              <TextField
                select
                fullWidth
                margin="dense"
                id={`education-${row.key}-degree`}
                label={t('degree')}
                value={row.degree}
                onChange={(event) => change(row.key, 'degree', event.target.value)}
                error={!!degreeError}
                helperText={degreeError}
                disabled={sending}
              >
                {degrees.map((d) => (
                  <MenuItem key={d.id} value={String(d.id)}>{d.shortDescription}</MenuItem>
                ))}
                <MenuItem value={OWN}>{t('ownDegree')}</MenuItem>
              </TextField>
              {own && (
                <TextField
                  fullWidth
                  margin="dense"
                  id={`education-${row.key}-description`}
                  label={t('description')}
                  value={row.description}
                  onChange={(event) => change(row.key, 'description', event.target.value)}
                  error={!!descriptionError}
                  helperText={descriptionError}
                  disabled={sending}
                />
              )}
              <TextField
                select
                fullWidth
                margin="dense"
                id={`education-${row.key}-level`}
                label={t('level')}
                value={row.level}
                onChange={(event) => change(row.key, 'level', event.target.value)}
                disabled={sending}
              >
                <MenuItem value="">{t('noLevel')}</MenuItem>
                {levels.map((l) => (
                  <MenuItem key={l.id} value={String(l.id)}>{l.shortDescription}</MenuItem>
                ))}
              </TextField>
              <TextField
                fullWidth
                margin="dense"
                id={`education-${row.key}-institute`}
                label={t('institute')}
                value={row.institute}
                onChange={(event) => change(row.key, 'institute', event.target.value)}
                error={!!errors.educational_institute}
                helperText={errors.educational_institute}
                disabled={sending}
              />
              <TextField
                fullWidth
                margin="dense"
                id={`education-${row.key}-year`}
                label={t('year')}
                value={row.year}
                onChange={(event) => change(row.key, 'year', event.target.value)}
                error={!!errors.graduation_year}
                helperText={errors.graduation_year}
                disabled={sending}
              />
              <Button color="error" onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))} disabled={sending}>
                {t('remove')}
              </Button>
            </Box>
          );
        })}
        <Button onClick={() => setRows((current) => [...current, emptyRow()])} sx={{ mt: 2 }} disabled={sending}>
          {t('add')}
        </Button>
        <ErrorMessage error={error} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <SubmitButton sending={sending} fullWidth={false}>{translate('company.people.save')}</SubmitButton>
          <Button onClick={onCancel} sx={{ mt: 2 }}>{translate('company.people.cancel')}</Button>
        </Box>
      </Box>
    </Paper>
  );
}
