/**
 * One server call at a time from a form: tracks sending (to disable the submit
 * button) and keeps the failure so the form can show it beside its inputs.
 */
import { useCallback, useState } from 'react';
import { ApiError } from '../../dataProvider/httpClient';
import { fieldErrors } from '../../domain/errors';
import type { FieldErrors } from './validate';

export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function useApiAction() {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<ActionResult<T>> => {
    setSending(true);
    setError(null);
    try {
      return { ok: true, value: await action() };
    } catch (caught) {
      setError(caught);
      return { ok: false, error: caught };
    } finally {
      setSending(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { sending, error, run, clearError };
}

/** The server's 422 field messages (SPEC §8), keyed by the snake_case field name. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.status === 422 ? fieldErrors(error.body) : {};
}
