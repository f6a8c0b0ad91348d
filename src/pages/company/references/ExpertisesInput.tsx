/** The reference's classification industries (expertises), picked in the classification industries modal (SPEC §2). */
import { FormHelperText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import type { PatevaDataProvider } from '../../../dataProvider';
import { IndustriesInput } from '../../../components/industries/IndustriesInput';

export interface IndustryOption {
  id: number;
  symbolicNumber: string;
  shortDescription: string;
}

export function useIndustries() {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  return useQuery({
    queryKey: ['classification-industries', 'flat'],
    queryFn: () => dataProvider.call<{ data: IndustryOption[] }>('/classification-industries', { query: { paginate: 'false' } }).then((answer) => answer.data),
    staleTime: 10 * 60_000,
  });
}

export function ExpertisesInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput<number[]>({ source: 'expertises', defaultValue: [] });
  return (
    <>
      <IndustriesInput value={field.value ?? []} onChange={(ids) => field.onChange(ids)} label="resources.references.fields.expertises" />
      <FormHelperText error={!!fieldState.error}>{fieldState.error?.message ?? translate('references.industries.help')}</FormHelperText>
    </>
  );
}
