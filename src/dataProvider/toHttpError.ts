/**
 * API errors in the shape react-admin understands: an HttpError whose message
 * is Finnish text and whose body.errors maps form field names (camelCase, as
 * the inputs are named) to their first message, so forms show them in place.
 */
import { HttpError } from 'react-admin';
import { toCamelCase } from '../domain/caseKeys';
import { fieldErrors, flattenErrors } from '../domain/errors';
import { i18nProvider } from '../i18n/i18nProvider';
import { ApiError } from './httpClient';

function fallbackKey(status: number): string {
  if (status === 400) return 'pateva.errors.badRequest';
  if (status === 403) return 'pateva.errors.forbidden';
  if (status === 404) return 'pateva.errors.notFound';
  if (status === 409) return 'pateva.errors.conflict';
  if (status === 422) return 'pateva.errors.validation';
  if (status === 429) return 'pateva.errors.throttled';
  return 'pateva.errors.server';
}

export function toHttpError(error: unknown): unknown {
  // Aborted requests (react-admin cancels stale queries) must stay aborts.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (!(error instanceof ApiError)) {
    return new HttpError(i18nProvider.translate('pateva.errors.network'), 0, { errors: {} });
  }
  const fields = Object.fromEntries(
    Object.entries(fieldErrors(error.body)).map(([field, text]) => [toCamelCase(field), text]),
  );
  // Messages not tied to a field (message, or errors.general / errors.year) become the toast text.
  const general = flattenErrors(error.body).find((entry) => !entry.parameter)?.text;
  const message = general ?? i18nProvider.translate(fallbackKey(error.status));
  return new HttpError(message, error.status, {
    message,
    // The server's own words, apart from our fallback, for views that show them beside a text of their own.
    ...(general ? { serverMessage: general } : {}),
    ...(error.body?.code ? { code: error.body.code } : {}),
    errors: fields,
  });
}
