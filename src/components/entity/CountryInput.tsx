/** A country picked from the Finnish-named list (issue 9 #3): types to search, keeps the ISO code. */
import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { countryChoices } from '../../domain/countries';

type Props = Omit<AutocompleteInputProps, 'choices'>;

export function CountryInput(props: Props) {
  // An unknown stored code (before the list was checked) is kept visible rather than dropped.
  return <AutocompleteInput {...props} choices={[...countryChoices()]} parse={(value: string | null) => value ?? ''} />;
}
