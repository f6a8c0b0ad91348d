/**
 * The application pages' data: the declared actions' reads (src/domain/api/applicationActions.ts)
 * under their keys (src/domain/api/queryKeys.ts), so a save, a send or a file refreshes the
 * application, its checklist and the list together.
 */
import { useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../../domain/api/queryKeys';
import { applicationTargets, companyApplication, companyApplications, validateApplication } from '../../../domain/api/applicationActions';
import { useActionQuery } from '../../../components/actions/useActionQuery';

// The keys are the declared actions' too (send, cancel … refresh them): one place, src/domain/api/queryKeys.ts.
export { applicationKeys };

/** A company has a handful of applications: one page of them, newest first. */
const NEWEST_FIRST = { page: 1, paginate: 100, sort: 'id', order: 'desc' } as const;

export function useApplications(companyId: number) {
  // A failure shows at once with its own retry button.
  return useActionQuery(companyApplications, { id: companyId }, { query: NEWEST_FIRST, retry: false });
}

export function useApplication(companyId: number, applicationId: number) {
  return useActionQuery(companyApplication, { id: companyId, appId: applicationId }, { retry: false });
}

export function useApplicationValidation(companyId: number, applicationId: number, enabled: boolean) {
  return useActionQuery(validateApplication, { id: companyId, appId: applicationId }, { enabled, retry: false });
}

export function useApplicationTargets(companyId: number, enabled: boolean) {
  return useActionQuery(applicationTargets, { id: companyId }, { enabled });
}

/** After any change: the company's applications, their checklists and the targets are read again. */
export function useRefreshApplications(companyId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationKeys.all(companyId) });
}
