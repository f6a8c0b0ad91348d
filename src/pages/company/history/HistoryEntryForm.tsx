/** The form of one history entry inside the history modal (SPEC §3 Company history form). */
import { Button, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import type { Dispatch, FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DateInput } from '../../../components/form/DateInput';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { validate } from '../../../components/form/validate';
import { apiFetch } from '../../../dataProvider/httpClient';
import type { HistoryForm, ModalAction, ModalState } from '../../../domain/modals';
import { requestSchema } from '../../../domain/entities/entity';
import { historyEntry } from '../../../domain/entities/historyEntry';
import { useToast } from '../../../areas/shared/notify';
import { historyTypes } from './HistoryTable';

const historyEntrySchema = requestSchema(historyEntry);

const FIELDS = ['valid_from', 'valid_to', 'content', 'company_history_entry_type_id'] as const;

/** The request body from the form (SPEC §3 names → snake_case). */
export function historyBody(form: HistoryForm) {
  return {
    valid_from: form.validFrom,
    valid_to: form.validTo === '' ? null : form.validTo,
    content: form.content,
    company_history_entry_type_id: form.companyHistoryEntryTypeId === '' ? undefined : form.companyHistoryEntryTypeId,
  };
}

interface Props {
  companyId: number;
  state: ModalState<HistoryForm>;
  dispatch: Dispatch<ModalAction<HistoryForm>>;
  onSaved: () => void;
}

export function HistoryEntryForm({ companyId, state, dispatch, onSaved }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const { sending, error, run } = useApiAction();
  const { form, errors, editingId } = state;

  const set = <K extends keyof HistoryForm & string>(name: K, value: HistoryForm[K], errorKey: string) =>
    dispatch({ type: 'setField', name, value, errorKey });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(historyEntrySchema, historyBody(form));
    if (!checked.ok) {
      dispatch({ type: 'setErrors', errors: checked.errors });
      return;
    }
    const result = await run(() =>
      editingId === null
        ? apiFetch(`/companies/${companyId}/history`, { method: 'POST', body: checked.data })
        : apiFetch(`/companies/${companyId}/history/${editingId}`, { method: 'PUT', body: checked.data }),
    );
    if (result.ok) {
      toast('success', 'history.saved');
      dispatch({ type: 'toListing' });
      onSaved();
    } else {
      dispatch({ type: 'setErrors', errors: serverFieldErrors(result.error) });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{translate(editingId === null ? 'history.createTitle' : 'history.editTitle')}</DialogTitle>
      <DialogContent>
        <ErrorMessage error={error} fields={FIELDS} />
        <DateInput
          id="history-valid-from"
          fullWidth
          margin="normal"
          required
          label={translate('history.fields.validFrom')}
          value={form.validFrom}
          onChange={(value) => set('validFrom', value, 'valid_from')}
          error={errors.valid_from}
        />
        <DateInput
          id="history-valid-to"
          fullWidth
          margin="normal"
          label={translate('history.fields.validTo')}
          value={form.validTo}
          onChange={(value) => set('validTo', value, 'valid_to')}
          error={errors.valid_to}
        />
        <TextField
          id="history-type"
          select
          fullWidth
          margin="normal"
          required
          label={translate('history.fields.type')}
          value={form.companyHistoryEntryTypeId === '' ? '' : String(form.companyHistoryEntryTypeId)}
          onChange={(event) =>
            set('companyHistoryEntryTypeId', event.target.value === '' ? '' : Number(event.target.value), 'company_history_entry_type_id')
          }
          error={!!errors.company_history_entry_type_id}
          helperText={errors.company_history_entry_type_id}
        >
          {historyTypes().map((type) => (
            <MenuItem key={type.id} value={String(type.id)}>
              {type.shortDescription}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="history-content"
          fullWidth
          margin="normal"
          required
          multiline
          minRows={3}
          label={translate('history.fields.content')}
          value={form.content}
          onChange={(event) => set('content', event.target.value, 'content')}
          error={!!errors.content}
          helperText={errors.content}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch({ type: 'toListing' })}>{translate('history.back')}</Button>
        <Button type="submit" variant="contained" loading={sending} disabled={sending}>
          {translate('history.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
