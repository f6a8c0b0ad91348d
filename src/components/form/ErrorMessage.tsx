/**
 * The general error of a form: the server's Finnish message, or our own when the
 * server sent none or could not be reached. A 422 whose messages sit beside the
 * form's own inputs is not repeated here.
 */
import Alert from '@mui/material/Alert';
import { HttpError } from 'react-admin';
import { toHttpError } from '../../dataProvider/toHttpError';
import { httpFieldErrors, serverMessage } from './httpErrorFields';

interface Props {
  error: unknown;
  /** The inputs of the form (camelCase, as the data provider names them): 422 messages for these are shown beside them instead. */
  fields?: readonly string[];
}

export function ErrorMessage({ error, fields = [] }: Props) {
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
  // The data provider's errors come as HttpError; a call outside it (GET /users/me) is read the same way.
  const failure = error instanceof HttpError ? error : toHttpError(error);
  if (!(failure instanceof HttpError)) return null;
  const messages = Object.entries(httpFieldErrors(failure));
  if (messages.some(([field]) => fields.includes(field))) return null;
  const elsewhere = messages.find(([field]) => !fields.includes(field))?.[1];
  return serverMessage(failure) ?? elsewhere ?? failure.message;
}
