/** Loads a `{ data }` list of the API (GET path); reload() after a change keeps the old rows on screen meanwhile. */
import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../../dataProvider/httpClient';
import type { Page } from '../../../domain/api/lists';

export type ListState<T> = { status: 'loading' } | { status: 'loaded'; rows: T[] } | { status: 'failed'; error: unknown };

export function useListResource<T>(path: string): ListState<T> & { reload: () => void } {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    apiFetch<Page<T>>(path).then(
      (page) => live && setState({ status: 'loaded', rows: page.data }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
