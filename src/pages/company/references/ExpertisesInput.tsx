/** The reference's classification industries (expertises): a searchable multiple choice of the association's industries. */
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import type { PatevaDataProvider } from '../../../dataProvider';

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
  const { data = [], isPending } = useIndustries();
  const selected = data.filter((industry) => (field.value ?? []).includes(industry.id));
  return (
    <Autocomplete
      multiple
      loading={isPending}
      options={data}
      value={selected}
      getOptionLabel={(industry) => `${industry.symbolicNumber} ${industry.shortDescription}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, value) => field.onChange(value.map((industry) => industry.id))}
      loadingText={translate('references.industries.loading')}
      noOptionsText={translate('references.industries.none')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.references.fields.expertises')}
          helperText={fieldState.error?.message ?? translate('references.industries.help')}
          error={!!fieldState.error}
        />
      )}
    />
  );
}
