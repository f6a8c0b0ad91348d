/**
 * The company admin's answer to an open case (issue 22 §1): a text and files (PDF, JPEG, PNG),
 * sent as one form after a confirmation; the server's refusal of a file or the text is shown beside it.
 */
import { Alert, Box, Button, FormHelperText, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useActionMutation } from '../../../components/actions/useAction';
import { httpFieldErrors, serverMessage } from '../../../components/form/httpErrorFields';
import { answerCase, caseAnswerFieldsSchema, CASE_ANSWER_MAX_FILES } from '../../../domain/api/companyCaseActions';

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

export function CaseAnswerForm({ companyId, caseId }: { companyId: number; caseId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const fileInputId = useId();
  const [answer, setAnswer] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const send = useActionMutation(answerCase);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = caseAnswerFieldsSchema.safeParse({ answer });
    const found: Record<string, string> = {};
    if (!parsed.success) found.answer = parsed.error.issues[0]?.message ?? '';
    if (files.length > CASE_ANSWER_MAX_FILES) found.files = translate('companyCases.answer.files');
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const confirm = async () => {
    setConfirming(false);
    setGeneral(null);
    try {
      await send.mutateAsync({ params: { id: companyId, caseId }, input: { fields: { answer }, files: { files } } });
      notify('companyCases.answer.sent', { type: 'success' });
    } catch (error) {
      const fields = httpFieldErrors(error);
      setErrors(fields);
      setGeneral(Object.keys(fields).length ? null : (serverMessage(error) ?? translate('companyCases.answer.failed')));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('companyCases.answer.title')} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('companyCases.answer.title')}
      </Typography>
      {general && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {general}
        </Alert>
      )}
      <TextField
        label={translate('companyCases.answer.text')}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        multiline
        minRows={4}
        fullWidth
        required
        error={!!errors.answer}
        helperText={errors.answer}
      />
      <Box sx={{ mt: 2 }}>
        <Typography component="label" htmlFor={fileInputId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
          {translate('companyCases.answer.files')}
        </Typography>
        <input
          id={fileInputId}
          type="file"
          multiple
          accept={ACCEPT}
          aria-invalid={!!errors.files}
          aria-describedby={errors.files ? `${fileInputId}-error` : undefined}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
        {files.length > 0 && <FormHelperText>{translate('companyCases.answer.chosen', { names: files.map((file) => file.name).join(', ') })}</FormHelperText>}
        {errors.files && (
          <FormHelperText error id={`${fileInputId}-error`}>
            {errors.files}
          </FormHelperText>
        )}
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={send.isPending}>
        {translate('companyCases.answer.send')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="companyCases.answer.confirmTitle"
        content="companyCases.answer.confirmBody"
        confirm="companyCases.answer.send"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
