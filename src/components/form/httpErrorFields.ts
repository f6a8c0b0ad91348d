/**
 * react-admin forms show a server 422's field messages beside their inputs (the data provider's
 * HttpError carries them in body.errors); only an error without them needs a toast.
 */
export function hasFieldErrors(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('body' in error)) return false;
  const body = (error as { body?: { errors?: unknown } }).body;
  return !!body?.errors && typeof body.errors === 'object' && Object.keys(body.errors).length > 0;
}

/** The Finnish message of a failed call (the data provider's HttpError message), or the fallback key. */
export const errorMessage = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);
