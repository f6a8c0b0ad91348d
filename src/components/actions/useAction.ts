/**
 * Runs a declared action (src/domain/api/action.ts) through the data provider as a react-query
 * mutation, then refreshes exactly the queries the declaration says it touches. `run` resolves to
 * whether it succeeded, shows the success toast, and keeps the server's Finnish message for the view.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import type { PatevaDataProvider } from '../../dataProvider';
import type { ActionInput, ActionInputArgs } from '../../dataProvider/actions';
import type { ActionAnswer, ActionParams, AnyAction } from '../../domain/api/action';
import { serverMessage } from '../form/httpErrorFields';

export interface ActionCall<Act extends AnyAction> {
  params: ActionParams<Act>;
  input?: ActionInput<Act>;
}

export interface UseActionOptions<Act extends AnyAction> {
  /** The toast after success (a fi.ts key or a text). */
  success?: string;
  /** The text shown when the server gave no message of its own (a fi.ts key). */
  failure?: string;
  onSuccess?: (answer: ActionAnswer<Act>, call: ActionCall<Act>) => void;
  /**
   * Refresh the touched queries after a refusal too: for a button whose refusal (409, a status that
   * changed elsewhere) means the page is out of date. Not for forms, whose typed values would go.
   */
  refreshOnError?: boolean;
}

/** The mutation of an action; on success the queries it touches are invalidated (and refetched if shown). */
export function useActionMutation<Act extends AnyAction>(
  action: Act,
  options: Pick<UseActionOptions<Act>, 'onSuccess' | 'refreshOnError'> & {
    /** 'always': the call is made even while the browser says it is offline (and fails), for a caller that queues its own retries. */
    networkMode?: 'online' | 'always';
  } = {},
) {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const queryClient = useQueryClient();
  const refresh = (call: ActionCall<Act>) => Promise.all(action.touches(call.params).map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
  return useMutation<ActionAnswer<Act>, unknown, ActionCall<Act>>({
    networkMode: options.networkMode ?? 'online',
    // The call was typed when it was made (run, useActionForm); here it only passes through.
    mutationFn: ({ params, input }) => dataProvider.action(action, params, ...([input] as ActionInputArgs<Act>)),
    onSuccess: async (answer, call) => {
      await refresh(call);
      options.onSuccess?.(answer, call);
    },
    onError: async (_, call) => {
      if (options.refreshOnError) await refresh(call);
    },
  });
}

export function useAction<Act extends AnyAction>(action: Act, options: UseActionOptions<Act> = {}) {
  const translate = useTranslate();
  const toast = useToast();
  const mutation = useActionMutation(action, options);
  const run = async (params: ActionParams<Act>, ...input: ActionInputArgs<Act>): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ params, input: input[0] });
    } catch {
      return false;
    }
    if (options.success) toast('success', options.success);
    return true;
  };
  const error = mutation.isError ? (serverMessage(mutation.error) ?? translate(options.failure ?? 'pateva.errors.server')) : null;
  return { run, pending: mutation.isPending, error, mutation };
}
