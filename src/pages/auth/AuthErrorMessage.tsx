/**
 * The general error of an auth form: the server's Finnish message, or ours when
 * the server sent none or could not be reached. A 422 whose messages sit beside
 * the form's own inputs is not repeated here. The sign-in pages' twin of
 * components/form/ErrorMessage, which reads its texts through react-admin.
 */
import Alert from '@mui/material/Alert';
import { ApiError } from '../../dataProvider/httpClient';
import { serverFieldErrors } from '../../components/form/useApiAction';
import { translate } from '../../i18n/lightTranslate';

interface Props {
  error: unknown;
  /** The inputs of the form: 422 messages for these are shown beside them instead. */
  fields?: readonly string[];
}

export function AuthErrorMessage({ error, fields = [] }: Props) {
  if (!error) return null;
  const text = errorText(error, fields);
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {text}
    </Alert>
  );
}

function errorText(error: unknown, fields: readonly string[]): string | null {
  if (!(error instanceof ApiError)) return translate('auth.errors.network');
  const shownBesideInputs = Object.keys(serverFieldErrors(error)).some((field) => fields.includes(field));
  if (shownBesideInputs) return null;
  const fieldless = error.entries.find((entry) => !entry.parameter || !fields.includes(entry.parameter));
  return error.body?.message ?? fieldless?.text ?? translate('auth.errors.unexpected');
}
