/**
 * The company admin's answer to an open case (issue 22 §1): a text and files (PDF, JPEG, PNG),
 * sent as one form after a confirmation; the server's refusal of a file or the text is shown beside it.
 * The files are chosen (or dropped) with the upload component, listed here with a remove button each,
 * and go with the text when it is sent.
 */
import { Alert, Box, Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useState, type FormEvent } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useActionMutation } from '../../../components/actions/useAction';
import { DEFAULT_MAX_BYTES, FileUpload, IMAGE_TYPES, PDF_TYPES } from '../../../components/files/FileUpload';
import { httpFieldErrors, serverMessage } from '../../../components/form/httpErrorFields';
import { answerCase, caseAnswerFieldsSchema, CASE_ANSWER_MAX_FILES } from '../../../domain/api/companyCaseActions';

const ACCEPT = [...PDF_TYPES, ...IMAGE_TYPES];

export function CaseAnswerForm({ companyId, caseId }: { companyId: number; caseId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const filesId = useId();
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
    if (files.length > CASE_ANSWER_MAX_FILES) found.files = translate('companyCases.answer.tooMany', { max: CASE_ANSWER_MAX_FILES });
    else if (files.some((file) => file.size === 0)) found.files = translate('pateva.files.empty');
    else if (files.some((file) => file.size > DEFAULT_MAX_BYTES)) found.files = translate('pateva.files.tooLarge', { size: DEFAULT_MAX_BYTES / (1024 * 1024) });
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
        <FileUpload label={translate('companyCases.answer.files')} accept={ACCEPT} multiple onChoose={(chosen) => setFiles((all) => [...all, ...chosen])} disabled={send.isPending} />
        {files.length > 0 && (
          <Stack component="ul" aria-label={translate('companyCases.answer.chosenLabel')} spacing={0.5} sx={{ listStyle: 'none', p: 0, mt: 1, mb: 0 }}>
            {files.map((file, index) => (
              <Stack component="li" key={`${index}-${file.name}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
                  {file.name}
                </Typography>
                <IconButton size="small" onClick={() => setFiles((all) => all.filter((_, at) => at !== index))} aria-label={translate('pateva.files.dismissLabel', { name: file.name })} disabled={send.isPending}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        )}
        {errors.files && (
          <FormHelperText error id={`${filesId}-error`} role="alert">
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
