/**
 * What the financial statements lack (GET …/financial-years/validate): each error as a SPEC §8
 * danger toast when it appears, and listed on the page for as long as something is missing.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import type { PatevaDataProvider } from '../../../dataProvider';

export interface FinanceValidationResult {
  valid: boolean;
  errors: string[];
  years: number[];
}

export const financeValidationKey = (companyId: number) => ['financial-years', 'validate', companyId] as const;

export function FinanceValidation({ companyId }: { companyId: number }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const { data } = useQuery({
    queryKey: financeValidationKey(companyId),
    queryFn: ({ signal }) => dataProvider.call<FinanceValidationResult>(`/companies/${companyId}/financial-years/validate`, { signal }),
  });
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const key = data.errors.join('\n');
    // Toasted once per set of errors: a refetch that finds the same ones says nothing new.
    if (key === shown.current) return;
    shown.current = key;
    for (const error of data.errors) toast('danger', error);
  }, [data, toast]);
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
