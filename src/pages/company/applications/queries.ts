/**
 * The application pages' data through react-query (keys below), so a save, a send or a file
 * refreshes the application, its checklist and the list together.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PatevaDataProvider } from '../../../dataProvider';
import { applicationKeys } from '../../../domain/api/queryKeys';
import { validateApplication } from '../../../domain/api/applicationActions';
import { useActionQuery } from '../../../components/actions/useActionQuery';

// The keys are the declared actions' too (send, cancel … refresh them): one place, src/domain/api/queryKeys.ts.
export { applicationKeys };

export function useApplications(companyId: number) {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  return useQuery({
    queryKey: applicationKeys.list(companyId),
    // A company has a handful of applications: one page of them, newest first.
    queryFn: ({ signal }) => dataProvider.companyApplications(companyId, { page: 1, paginate: 100, sort: 'id', order: 'desc' }, { signal }),
    // A failure shows at once with its own retry button.
    retry: false,
  });
}

export function useApplication(companyId: number, applicationId: number) {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  return useQuery({
    queryKey: applicationKeys.one(companyId, applicationId),
    queryFn: ({ signal }) => dataProvider.companyApplication(companyId, applicationId, { signal }),
    retry: false,
  });
}

export function useApplicationValidation(companyId: number, applicationId: number, enabled: boolean) {
  return useActionQuery(validateApplication, { id: companyId, appId: applicationId }, { enabled, retry: false });
}

export function useApplicationTargets(companyId: number, enabled: boolean) {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  return useQuery({
    queryKey: applicationKeys.targets(companyId),
    queryFn: ({ signal }) => dataProvider.applicationTargets(companyId, { signal }),
    enabled,
  });
}

/** After any change: the company's applications, their checklists and the targets are read again. */
export function useRefreshApplications(companyId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationKeys.all(companyId) });
}
