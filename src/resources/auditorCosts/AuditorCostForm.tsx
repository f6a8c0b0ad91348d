/**
 * One auditor's costs of a programme as a form (GET/PUT /api/audit-programs/{programId}/costs/{personId}):
 * the hours and dates of preparation, the site visit and the report, then travel, then per diems and
 * lodging. The body schema validates in the browser with the server's Finnish messages ("7,5" and
 * "7.5" both read); a 422 lands beside its field. Every field is sent, so an emptied one is cleared.
 */
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Controller } from 'react-hook-form';
import { useActionForm } from '../../components/actions/useActionForm';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { DateInput } from '../../components/form/DateInput';
import { auditorCost, writeAuditorCost } from '../../domain/api/auditorCostActions';
import type { AuditorCost, AuditorCostWrite } from '../../domain/auditorCosts';
import { COST_GROUPS, costFormValues } from './costFields';

const T = (key: string) => `pateva.auditorCosts.${key}`;

function CostForm({ row }: { row: AuditorCost }) {
  const translate = useTranslate();
  const { form, onSubmit, pending, generalError, fieldError } = useActionForm(
    writeAuditorCost,
    { id: row.programId, personId: row.personId },
    { defaultValues: costFormValues(row) as AuditorCostWrite, success: T('saved'), failure: T('saveFailed') },
  );
  const idOf = (field: string) => `cost-${row.personId}-${field}`;
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2 }}>
      {COST_GROUPS.map((group) => (
        <Box key={group.key} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {translate(T(`groups.${group.key}`))}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {group.fields.map(([name, kind]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) =>
                  kind === 'date' ? (
                    <DateInput
                      id={idOf(name)}
                      label={translate(T(`fields.${name}`))}
                      name={field.name}
                      value={typeof field.value === 'string' ? field.value : ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldError(name)}
                      size="small"
                    />
                  ) : (
                    <TextField
                      id={idOf(name)}
                      label={translate(T(`fields.${name}`))}
                      name={field.name}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={!!fieldError(name)}
                      helperText={fieldError(name)}
                      size="small"
                      slotProps={{ htmlInput: { inputMode: kind === 'count' ? 'numeric' : 'decimal', autoComplete: 'off' } }}
                    />
                  )
                }
              />
            ))}
          </Box>
        </Box>
      ))}
      {generalError && <Alert severity="error">{generalError}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={pending}>
          {translate(T('save'))}
        </Button>
      </Box>
    </Box>
  );
}

/** The form of one auditor's row, loaded by its own address; its heading names whose costs they are. */
export function AuditorCostForm({ programId, personId, own }: { programId: number; personId: number; own: boolean }) {
  const translate = useTranslate();
  const query = useActionQuery(auditorCost, { id: programId, personId }, { retry: false });
  if (query.isPending) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', p: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{translate(T('loading'))}</Typography>
      </Stack>
    );
  }
  if (query.isError || !query.data) return <Alert severity="error">{translate(T('loadFailed'))}</Alert>;
  const row = query.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`cost-form-${personId}`} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2" id={`cost-form-${personId}`}>
        {own ? translate(T('ownForm')) : translate(T('formOf'), { name: row.personName })}
      </Typography>
      {!row.hoursComplete && <Alert severity="info">{translate(T('hoursMissing'))}</Alert>}
      <CostForm row={row} />
    </Paper>
  );
}
