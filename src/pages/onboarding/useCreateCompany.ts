/**
 * POST /companies through react-admin's useCreate: the caller becomes the
 * company's Pääkäyttäjä, react-query refreshes the companies lists, and the
 * signed-in user is loaded again so the menu and the home page show the new
 * company. A 409 means someone was quicker.
 */
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { refreshCurrentUser } from '../../authProvider/currentUser';
import { httpStatus, serverMessage } from '../../components/form/httpErrorFields';
import { company, type Company } from '../../domain/entities/company';
import { TOAST_DEFAULT_DURATION_MS } from '../../domain/toasts';

interface Options {
  onCreated: () => void;
  /** The company exists already: the flow looks it up again with this message. */
  onConflict: (message: string) => void;
}

export function useCreateCompany({ onCreated, onConflict }: Options) {
  const notify = useNotify();
  const translate = useTranslate();
  const [createCompany, { isPending, error }] = useCreate<Company>();

  const create = (registrationNumber: string, name: string) =>
    createCompany(
      company.resource,
      { data: { registrationNumber, name } },
      {
        onSuccess: () => {
          notify('onboarding.create.done', { type: 'success', messageArgs: { name }, autoHideDuration: TOAST_DEFAULT_DURATION_MS });
          refreshCurrentUser();
          onCreated();
        },
        onError: (failure) => {
          if (httpStatus(failure) === 409) onConflict(serverMessage(failure) ?? translate('onboarding.create.conflict'));
        },
      },
    );

  return { create, sending: isPending, error: httpStatus(error) === 409 ? null : error };
}
