/**
 * Reads a declared GET action (a validation, the counts per status, the answers …) through the data
 * provider into react-query under the declaration's own key, the one the actions that change it
 * name in their `touches`.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PatevaDataProvider } from '../../dataProvider';
import type { ActionInputArgs } from '../../dataProvider/actions';
import type { ActionAnswer, ActionParams, ActionQuery, AnyAction } from '../../domain/api/action';

export interface UseActionQueryOptions<Act extends AnyAction> {
  query?: ActionQuery<Act>;
  enabled?: boolean;
  /** react-query's retry (false: a refusal shows at once). */
  retry?: boolean;
  staleTime?: number;
}

export function useActionQuery<Act extends AnyAction>(action: Act, params: ActionParams<Act>, options: UseActionQueryOptions<Act> = {}) {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const { query, enabled, retry, staleTime } = options;
  return useQuery<ActionAnswer<Act>>({
    queryKey: query === undefined ? action.key(params) : [...action.key(params), query],
    queryFn: ({ signal }) => dataProvider.action(action, params, ...([{ query, signal }] as unknown as ActionInputArgs<Act>)),
    ...(enabled === undefined ? {} : { enabled }),
    ...(retry === undefined ? {} : { retry }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
