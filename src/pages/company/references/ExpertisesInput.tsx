/** The reference's classification industries (expertises), picked in the classification industries modal (SPEC §2). */
import { FormHelperText } from '@mui/material';
import { useGetList, useInput, useTranslate } from 'react-admin';
import { IndustriesInput } from '../../../components/industries/IndustriesInput';

/** More than the catalogue holds (a few hundred industries). */
const ALL_INDUSTRIES = 5000;

export interface IndustryOption {
  id: number;
  symbolicNumber: string;
  shortDescription: string;
}

/** Every classification industry, by number (the data provider reads the server's pages that cover them). */
export function useIndustries() {
  return useGetList<IndustryOption>('classification-industries', { pagination: { page: 1, perPage: ALL_INDUSTRIES }, sort: { field: 'symbolicNumber', order: 'ASC' } }, { staleTime: 10 * 60_000 });
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
