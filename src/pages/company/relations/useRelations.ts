/** Loads a company's relations; reload() after a change. */
import { useCallback, useEffect, useState } from 'react';
import { relationsApi } from './api';
import type { RelationsState } from './RelationsList';

export function useRelations(companyId: number) {
  const [state, setState] = useState<RelationsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    relationsApi.list(companyId).then(
      (list) => live && setState({ status: 'loaded', list }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [companyId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
