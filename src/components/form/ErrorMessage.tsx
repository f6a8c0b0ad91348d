/**
 * The general error of a form: the server's Finnish message, or our own when the
 * server sent none or could not be reached. A 422 whose messages sit beside the
 * form's own inputs is not repeated here.
 */
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/httpClient';
import { serverFieldErrors } from './useApiAction';

interface Props {
  error: unknown;
  /** The inputs of the form: 422 messages for these are shown beside them instead. */
  fields?: readonly string[];
}

export function ErrorMessage({ error, fields = [] }: Props) {
  const translate = useTranslate();
  if (!error) return null;
  const text = errorText(error, fields, translate);
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {text}
    </Alert>
  );
}

function errorText(error: unknown, fields: readonly string[], translate: (key: string) => string): string | null {
  if (!(error instanceof ApiError)) return translate('auth.errors.network');
  const shownBesideInputs = Object.keys(serverFieldErrors(error)).some((field) => fields.includes(field));
  if (shownBesideInputs) return null;
  const fieldless = error.entries.find((entry) => !entry.parameter || !fields.includes(entry.parameter));
  return error.body?.message ?? fieldless?.text ?? translate('auth.errors.unexpected');
}
