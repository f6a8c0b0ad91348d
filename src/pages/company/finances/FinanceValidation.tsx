/**
 * What the financial statements lack (GET …/financial-years/validate): each error as a SPEC §8
 * danger toast when it appears, and listed on the page for as long as something is missing.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useRef } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { useActionQuery } from '../../../components/actions/useActionQuery';
import { validateFinances } from '../../../domain/api/financeActions';

// The answer and its key are the declared action's (src/domain/api/financeActions.ts).
export { financeValidationKey, type FinanceValidationResult } from '../../../domain/api/financeActions';

export function FinanceValidation({ companyId }: { companyId: number }) {
  const translate = useTranslate();
  const toast = useToast();
  const { data } = useActionQuery(validateFinances, { id: companyId });
  const { setNotifications } = useNotificationContext();
  const shown = useRef<string[] | null>(null);
  useEffect(() => {
    if (!data) return;
    const before = shown.current ?? [];
    // Toasted once per set of errors: a refetch that finds the same ones says nothing new.
    if (before.join('\n') === data.errors.join('\n')) return;
    shown.current = data.errors;
    // Toasts still waiting in the queue about what has since been fixed would mislead: they go.
    const fixed = before.filter((error) => !data.errors.includes(error));
    if (fixed.length) setNotifications((queued) => queued.filter((n) => !fixed.includes(String(n.message))));
    for (const error of data.errors) if (!before.includes(error)) toast('danger', error);
  }, [data, toast, setNotifications]);
  if (!data) return null;
  if (data.valid) {
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {translate('finances.complete')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{translate('finances.missingTitle')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {data.errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </Alert>
  );
}
