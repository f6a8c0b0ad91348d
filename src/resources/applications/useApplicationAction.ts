/**
 * One office action on the shown application: the call, then the page's data refreshed (react-query
 * refetches the application), a toast on success and the server's Finnish message on failure.
 */
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PatevaDataProvider } from '../../dataProvider';
import { serverMessage } from '../../components/form/httpErrorFields';
import { TOAST_DEFAULT_DURATION_MS } from '../../domain/toasts';

export function useApplicationAction() {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const refresh = useRefresh();
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(path: string, method: 'PUT' | 'POST', body: unknown, success?: string): Promise<boolean> {
    setPending(true);
    setError(null);
    try {
      await dataProvider.call(path, { method, body });
      refresh();
      if (success) notify(success, { type: 'success', autoHideDuration: TOAST_DEFAULT_DURATION_MS });
      return true;
    } catch (failure) {
      setError(serverMessage(failure) ?? translate('applicationReview.saveFailed'));
      return false;
    } finally {
      setPending(false);
    }
  }
  return { run, pending, error };
}
