/** The report editor's ReportSaver (reportSaver.ts) for one programme, wired to the declared write action and the report read. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { HttpError } from 'react-admin';
import { useActionMutation } from '../../components/actions/useAction';
import { httpFieldErrors, httpStatus } from '../../components/form/httpErrorFields';
import type { AuditReport, ReportQuestion } from '../../domain/api/auditReport';
import { writeReportQuestion } from '../../domain/api/auditReportActions';
import { ReportSaver, type SaveFailure } from './reportSaver';

/** No answer, or a server that is down or restarting: the edit waits and is sent again. */
export function classifySaveError(error: unknown): SaveFailure {
  const status = httpStatus(error) ?? 0;
  if (status === 0 || status === 502 || status === 503 || status === 504 || status === 500 || status === 429) return { kind: 'offline' };
  const code = error instanceof HttpError ? (error.body as { code?: unknown } | undefined)?.code : undefined;
  if (status === 409 && code === 'stale') return { kind: 'stale' };
  return { kind: 'refused', message: error instanceof Error ? error.message : '', fields: httpFieldErrors(error) };
}

/** `enabled` false (a reader, not a writer): nothing is read from or sent to the browser's copy. */
export function useReportSaver(programId: number, report: AuditReport | undefined, reload: () => Promise<AuditReport | undefined>, enabled = true) {
  // The saver keeps its own offline queue: a paused call (react-query's default offline) would never tell it the edit waits.
  const write = useActionMutation(writeReportQuestion, { networkMode: 'always' });
  const [saver] = useState(
    () =>
      new ReportSaver({
        programId,
        storage: window.localStorage,
        send: (questionId, body) => write.mutateAsync({ params: { id: programId, questionId }, input: { body } }),
        loadCurrent: async (questionId) => {
          const fresh = await reload();
          return fresh?.sections.flatMap((section) => section.questions).find((question: ReportQuestion) => question.id === questionId);
        },
        classify: classifySaveError,
      }),
  );
  useEffect(() => {
    if (!enabled) return undefined;
    saver.start();
    return () => saver.dispose();
  }, [saver, enabled]);
  useEffect(() => {
    if (report && enabled) saver.receive(report.sections.flatMap((section) => section.questions));
  }, [saver, report, enabled]);
  const snapshot = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  return { saver, snapshot };
}
