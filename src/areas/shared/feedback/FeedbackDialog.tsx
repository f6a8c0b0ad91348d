/**
 * The feedback modal (SPEC §3 Feedback): message type, recipient, title and
 * message, checked with the feedback declaration's rules and sent through the
 * data provider. Closing it returns it to 'listing' and resets the form and its
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
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { LoadingLine } from '../../../components/LoadingLine';
import { httpFieldErrors } from '../../../components/form/httpErrorFields';
import type { PatevaDataProvider } from '../../../dataProvider';
import { companyRecipients, officeRecipients, sendFeedback } from '../../../domain/api/feedbackActions';
import { mapKeys, toCamelCase, toSnakeCase } from '../../../domain/caseKeys';
import { requestSchema } from '../../../domain/entities/entity';
import { feedback, FeedbackMessageType } from '../../../domain/entities/feedback';
import type { FeedbackForm, ModalErrors } from '../../../domain/modals';
import { useToast } from '../notify';
import { dispatchFeedback, useFeedbackModal } from './feedbackModal';

const feedbackBody = requestSchema(feedback);

/** The form checked with the declaration's rules (snake_case, as sent); messages keyed by the form's field names. */
function checked(form: FeedbackForm) {
  const result = feedbackBody.safeParse(mapKeys({ ...form }, toSnakeCase));
  if (result.success) return { ok: true as const, body: result.data };
  const errors: ModalErrors = {};
  for (const issue of result.error.issues) {
    const field = toCamelCase(String(issue.path[0] ?? ''));
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false as const, errors };
}


function FeedbackFormContent() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const { form, errors } = useFeedbackModal();
  const recipients = useQuery({
    queryKey: ['messageRecipients', form.companyId],
    queryFn: async ({ signal }) => {
      const companyId = form.companyId;
      const page =
        companyId === undefined || companyId === null
          ? await dataProvider.action(officeRecipients, {}, { signal })
          : await dataProvider.action(companyRecipients, { id: companyId }, { signal });
      return page.data;
    },
  });
  const [sending, setSending] = useState(false);
  /** A refusal not tied to a field (e.g. no access to the company). */
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof FeedbackForm & string>(name: K, value: FeedbackForm[K]) => dispatchFeedback({ type: 'setField', name, value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = checked(form);
    if (!result.ok) {
      dispatchFeedback({ type: 'setErrors', errors: result.errors });
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await dataProvider.action(sendFeedback, {}, { body: result.body });
      toast('success', 'feedback.sent');
      dispatchFeedback({ type: 'close' });
    } catch (error) {
      const fieldErrors = httpFieldErrors(error);
      dispatchFeedback({ type: 'setErrors', errors: fieldErrors });
      if (Object.keys(fieldErrors).length === 0) setFailure(error instanceof Error && error.message ? error.message : translate('pateva.errors.server'));
    } finally {
      setSending(false);
    }
  };

  const list = recipients.data ?? [];
  return (
    <form onSubmit={submit} noValidate aria-label={translate('feedback.title')}>
      <DialogTitle>{translate('feedback.title')}</DialogTitle>
      <DialogContent>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormControl error={!!errors.messageType} margin="normal">
          <FormLabel id="feedback-type-label">{translate('resources.feedback.fields.messageType')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="feedback-type-label"
            name="messageType"
            value={String(form.messageType)}
            onChange={(event) =>
              set('messageType', Number(event.target.value) === FeedbackMessageType.errorMessage ? FeedbackMessageType.errorMessage : FeedbackMessageType.feedback)
            }
          >
            <FormControlLabel value={String(FeedbackMessageType.errorMessage)} control={<Radio />} label={translate('feedback.types.1')} />
            <FormControlLabel value={String(FeedbackMessageType.feedback)} control={<Radio />} label={translate('feedback.types.2')} />
          </RadioGroup>
          {errors.messageType && <FormHelperText>{errors.messageType}</FormHelperText>}
        </FormControl>
        {recipients.isPending && <LoadingLine text={translate('feedback.loadingRecipients')} />}
        {recipients.isError && <Alert severity="error">{translate('feedback.recipientsFailed')}</Alert>}
        {recipients.isSuccess && list.length === 0 && <Alert severity="warning">{translate('feedback.noRecipients')}</Alert>}
        <TextField
          id="feedback-recipient"
          select
          fullWidth
          margin="normal"
          required
          label={translate('resources.feedback.fields.recipientPersonId')}
          value={form.recipientPersonId === '' ? '' : String(form.recipientPersonId)}
          onChange={(event) => set('recipientPersonId', event.target.value === '' ? '' : Number(event.target.value))}
          error={!!errors.recipientPersonId}
          helperText={errors.recipientPersonId}
          disabled={!recipients.isSuccess}
        >
          {list.map((recipient) => (
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
          label={translate('resources.feedback.fields.title')}
          value={form.title}
          onChange={(event) => set('title', event.target.value)}
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
          label={translate('resources.feedback.fields.message')}
          value={form.message}
          onChange={(event) => set('message', event.target.value)}
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
