/**
 * What the data provider's HttpError carries (toHttpError): the server's field
 * messages in body.errors (camelCase, as the inputs are named) and its own
 * general message. react-admin forms show the field messages beside their
 * inputs; only an error without them needs a toast.
 */
import { HttpError } from 'react-admin';

/** Field → its first message, from a failed call's HttpError; none for other errors. */
export function httpFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const errors: unknown = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function hasFieldErrors(error: unknown): boolean {
  return Object.keys(httpFieldErrors(error)).length > 0;
}

/** The server's general message, when it sent one (not our fallback for the status). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const text: unknown = (error.body as { serverMessage?: unknown } | undefined)?.serverMessage;
  return typeof text === 'string' ? text : undefined;
}

/** HTTP status of a failed call (0: no answer). */
export const httpStatus = (error: unknown): number | undefined => (error instanceof HttpError ? error.status : undefined);

/** The Finnish message of a failed call (the data provider's HttpError message), or the fallback key. */
export const errorMessage = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);
