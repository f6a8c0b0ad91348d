/**
 * "Kirjaa poikkeama" (issue 21): the auditor raises a deviation on one question of the report —
 * severity ('deviation-severities'), description and the due date (today + 30 days unless changed).
 * The form is checked by the same schema as the server's; a refusal (422) lands on its fields in
 * Finnish and the dialog stays open with everything typed. On success the report, whose question
 * lists its open deviations, is refreshed by the action's declaration.
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useActionForm } from '../../components/actions/useActionForm';
import { useLookup } from '../../components/entity/useLookup';
import { DateInput } from '../../components/form/DateInput';
import { raiseDeviation } from '../../domain/api/deviationActions';
import { defaultFixDate } from '../../domain/deviations';
import { todayInFinland } from '../../domain/referenceAge';

interface Props {
  programId: number;
  questionId: number;
  questionText: string;
  onClose: () => void;
}

export function RaiseDeviationDialog({ programId, questionId, questionText, onClose }: Props) {
  const translate = useTranslate();
  const uid = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const severities = useLookup('deviation-severities');
  const { form, onSubmit, pending, generalError, fieldError } = useActionForm(
    raiseDeviation,
    { programId },
    {
      defaultValues: { question_id: questionId, certificate_deviation_severity_id: '', description: '', to_be_fixed_by_date: defaultFixDate(todayInFinland()), toBeFixedByDate: undefined },
      success: 'deviations.raise.saved',
      onSuccess: onClose,
    },
  );
  const titleId = `${uid}-title`;
  const severityLabelId = `${uid}-severity`;
  const severityError = fieldError('certificate_deviation_severity_id');
  const descriptionError = fieldError('description');
  // A refusal about the question itself (removed from the catalogue meanwhile) belongs to no field here.
  const questionError = fieldError('question_id');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{translate('deviations.raise.title')}</DialogTitle>
      <form onSubmit={onSubmit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <Alert severity="info" icon={false} sx={{ overflowWrap: 'anywhere' }}>
              {translate('deviations.raise.question', { text: questionText })}
            </Alert>
            {(generalError || questionError) && <Alert severity="error">{generalError ?? questionError}</Alert>}
            <Controller
              control={form.control}
              name="certificate_deviation_severity_id"
              render={({ field }) => (
                <FormControl error={Boolean(severityError)} required>
                  <FormLabel id={severityLabelId}>{translate('deviations.raise.severity')}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={severityLabelId}
                    name={field.name}
                    value={String(field.value ?? '')}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    onBlur={field.onBlur}
                  >
                    {(severities.data ?? []).map((severity) => (
                      <FormControlLabel key={severity.id} value={String(severity.id)} control={<Radio />} label={severity.shortDescription} />
                    ))}
                  </RadioGroup>
                  {severityError && <FormHelperText>{severityError}</FormHelperText>}
                </FormControl>
              )}
            />
            <TextField
              id={`${uid}-description`}
              label={translate('deviations.raise.description')}
              required
              multiline
              minRows={3}
              fullWidth
              error={Boolean(descriptionError)}
              helperText={descriptionError}
              {...form.register('description')}
            />
            <Controller
              control={form.control}
              name="to_be_fixed_by_date"
              render={({ field }) => (
                <DateInput
                  id={`${uid}-due`}
                  label={translate('deviations.raise.due')}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldError('to_be_fixed_by_date')}
                  fullWidth
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{translate('deviations.raise.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('deviations.raise.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
