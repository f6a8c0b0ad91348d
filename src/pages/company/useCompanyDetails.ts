/** Loads one company (GET /api/companies/:id); reload() after a change. */
import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../dataProvider/httpClient';
import type { CompanyDetails } from '../../domain/api/companies';

export type CompanyState =
  | { status: 'loading' }
  | { status: 'loaded'; company: CompanyDetails }
  | { status: 'failed'; error: unknown };

export function useCompanyDetails(companyId: number): CompanyState & { reload: () => void } {
  const [state, setState] = useState<CompanyState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    apiFetch<CompanyDetails>(`/companies/${companyId}`).then(
      (company) => live && setState({ status: 'loaded', company }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [companyId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
