/**
 * The feedback modal (SPEC §3 Feedback): message type, recipient, title and
 * message. Closing it returns it to 'listing' and resets the form and its
 * errors (SPEC §4); its content is unmounted while closed, so nothing of the
 * previous round (recipients, server error) is kept either.
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
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LoadState } from '../../../components/data/LoadState';
import { useApiList } from '../../../components/data/useApiResource';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { validate } from '../../../components/form/validate';
import { apiFetch } from '../../../dataProvider/httpClient';
import type { Feedback, FeedbackRecipient } from '../../../domain/api/feedback';
import type { FeedbackForm } from '../../../domain/modals';
import { feedbackSchema } from '../../../domain/schemas/feedback';
import { useToast } from '../notify';
import { dispatchFeedback, useFeedbackModal } from './feedbackModal';

const FIELDS = ['message_type', 'recipient_person_id', 'title', 'message', 'company_id'] as const;

/** The request body of POST /feedback from the form (SPEC §3 names → snake_case). */
export function feedbackBody(form: FeedbackForm) {
  return {
    message_type: form.messageType,
    recipient_person_id: form.recipientPersonId === '' ? undefined : form.recipientPersonId,
    title: form.title,
    message: form.message,
    company_id: form.companyId,
  };
}

function FeedbackFormContent() {
  const translate = useTranslate();
  const toast = useToast();
  const { form, errors } = useFeedbackModal();
  const recipients = useApiList<FeedbackRecipient>(form.companyId === null ? '/messages/recipients' : `/companies/${form.companyId}/messages/recipients`);
  const { sending, error, run } = useApiAction();

  const set = <K extends keyof FeedbackForm & string>(name: K, value: FeedbackForm[K], errorKey: string) =>
    dispatchFeedback({ type: 'setField', name, value, errorKey });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = feedbackBody(form);
    const checked = validate(feedbackSchema, body);
    if (!checked.ok) {
      dispatchFeedback({ type: 'setErrors', errors: checked.errors });
      return;
    }
    const result = await run(() => apiFetch<Feedback>('/feedback', { method: 'POST', body: checked.data }));
    if (result.ok) {
      toast('success', 'feedback.sent');
      dispatchFeedback({ type: 'close' });
    } else {
      dispatchFeedback({ type: 'setErrors', errors: serverFieldErrors(result.error) });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={translate('feedback.title')}>
      <DialogTitle>{translate('feedback.title')}</DialogTitle>
      <DialogContent>
        <ErrorMessage error={error} fields={FIELDS} />
        <FormControl error={!!errors.message_type} margin="normal">
          <FormLabel id="feedback-type-label">{translate('feedback.fields.messageType')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="feedback-type-label"
            name="message_type"
            value={String(form.messageType)}
            onChange={(event) => set('messageType', Number(event.target.value) === 1 ? 1 : 2, 'message_type')}
          >
            <FormControlLabel value="1" control={<Radio />} label={translate('feedback.types.1')} />
            <FormControlLabel value="2" control={<Radio />} label={translate('feedback.types.2')} />
          </RadioGroup>
          {errors.message_type && <FormHelperText>{errors.message_type}</FormHelperText>}
        </FormControl>
        <LoadState state={recipients} loadingText="feedback.loadingRecipients" failedText="feedback.recipientsFailed">
          {(list) => list.length === 0 && <Alert severity="warning">{translate('feedback.noRecipients')}</Alert>}
        </LoadState>
        <TextField
          id="feedback-recipient"
          select
          fullWidth
          margin="normal"
          required
          label={translate('feedback.fields.recipient')}
          value={form.recipientPersonId === '' ? '' : String(form.recipientPersonId)}
          onChange={(event) => set('recipientPersonId', event.target.value === '' ? '' : Number(event.target.value), 'recipient_person_id')}
          error={!!errors.recipient_person_id}
          helperText={errors.recipient_person_id}
          disabled={recipients.status !== 'loaded'}
        >
          {(recipients.status === 'loaded' ? recipients.data : []).map((recipient) => (
            <MenuItem key={recipient.id} value={String(recipient.id)}>
              {`${recipient.person.firstName} ${recipient.person.lastName} (${translate(`feedback.groups.${recipient.group}`)})`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="feedback-title"
          name="title"
          fullWidth
          margin="normal"
          label={translate('feedback.fields.title')}
          value={form.title}
          onChange={(event) => set('title', event.target.value, 'title')}
          error={!!errors.title}
          helperText={errors.title}
        />
        <TextField
          id="feedback-message"
          name="message"
          fullWidth
          margin="normal"
          required
          multiline
          minRows={4}
          label={translate('feedback.fields.message')}
          value={form.message}
          onChange={(event) => set('message', event.target.value, 'message')}
          error={!!errors.message}
          helperText={errors.message}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatchFeedback({ type: 'close' })}>{translate('feedback.cancel')}</Button>
        <Button type="submit" variant="contained" loading={sending} disabled={sending}>
          {translate('feedback.send')}
        </Button>
      </DialogActions>
    </form>
  );
}

export function FeedbackDialog() {
  const { open } = useFeedbackModal();
  return (
    <Dialog open={open} onClose={() => dispatchFeedback({ type: 'close' })} fullWidth maxWidth="sm">
      {open && <FeedbackFormContent />}
    </Dialog>
  );
}
