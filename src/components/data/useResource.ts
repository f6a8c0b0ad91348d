/**
 * The one way a page loads what it shows: loading, loaded or failed, and reload().
 * A reload keeps what is on screen until its answer comes, so forms below keep their
 * state; another key starts from loading. The call for an old key is aborted when the
 * key changes or the component unmounts, and its answer is ignored.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';

export type Loadable<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; error: unknown };

export type Resource<T> = Loadable<T> & { reload: () => void };

export interface ResourceOptions {
  /** Keeps loaded data on screen while another key loads, e.g. the next page of the same list. */
  keepData?: boolean;
}

const LOADING = { status: 'loading' } as const;

/** `key` names what `load` loads; null loads nothing (the state stays 'loading'). */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { keepData = false }: ResourceOptions = {},
): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: Loadable<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (state: Loadable<T>) => {
      if (!controller.signal.aborted) setSettled({ key, state });
    };
    load(controller.signal).then(
      (data) => settle({ status: 'loaded', data }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => controller.abort();
    // `load` belongs to the key: a new key or a reload calls the caller's function of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const kept = settled !== null && (settled.key === key || (keepData && settled.state.status === 'loaded'));
  const state: Loadable<T> = kept ? settled.state : LOADING;
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return useMemo(() => ({ ...state, reload }), [state, reload]);
}
