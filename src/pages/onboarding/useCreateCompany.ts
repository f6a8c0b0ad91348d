/** POST /companies: the caller becomes the company's Pääkäyttäjä. A 409 means someone was quicker. */
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch, ApiError } from '../../dataProvider/httpClient';
import { TOAST_DEFAULT_DURATION_MS } from '../../domain/toasts';
import { useApiAction } from '../../components/form/useApiAction';

interface Options {
  onCreated: () => void;
  /** The company exists already: the flow looks it up again with this message. */
  onConflict: (message: string) => void;
}

export function useCreateCompany({ onCreated, onConflict }: Options) {
  const notify = useNotify();
  const translate = useTranslate();
  const { sending, error, run } = useApiAction();

  const create = async (registrationNumber: string, name: string) => {
    const result = await run(() =>
      apiFetch('/companies', { method: 'POST', body: { registration_number: registrationNumber, name } }),
    );
    if (result.ok) {
      notify('onboarding.create.done', { type: 'success', messageArgs: { name }, autoHideDuration: TOAST_DEFAULT_DURATION_MS });
      onCreated();
    } else if (result.error instanceof ApiError && result.error.status === 409) {
      onConflict(result.error.body?.message ?? translate('onboarding.create.conflict'));
    }
  };

  const conflict = error instanceof ApiError && error.status === 409;
  return { create, sending, error: conflict ? null : error };
}
