/** The company a list is narrowed to (`company_id`), found by name or business ID. */
import { AutocompleteInput, ReferenceInput } from 'react-admin';

/** `source` is read by react-admin's filter form (always company_id). */
export function CompanyFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput source={source} reference="companies" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput label={label} optionText="name" filterToQuery={(q) => ({ q })} sx={{ minWidth: 260 }} />
    </ReferenceInput>
  );
}
