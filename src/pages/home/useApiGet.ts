/**
 * Reads one API resource for a page. A reload keeps the previous data on screen
 * (forms below it keep their state); a path change or unmount cancels the call.
 */
import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../dataProvider/httpClient';

export function useApiGet<T>(path: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    apiFetch<T>(path, { signal: controller.signal }).then(
      (answer) => {
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(caught);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, loading, reload };
}
