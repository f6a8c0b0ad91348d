/** A country picked from the Finnish-named list (issue 9 #3): types to search, keeps the ISO code. */
import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { countryChoices } from '../../domain/countries';

/**
 * What the forms give it, picked by name: `Omit` over react-admin's AutocompleteInputProps (MUI's
 * Autocomplete's props with every generic) cost the type check four seconds of its fifty.
 */
type Props = Pick<AutocompleteInputProps, 'source' | 'label' | 'isRequired' | 'helperText' | 'readOnly' | 'fullWidth' | 'margin'>;

export function CountryInput(props: Props) {
  // An unknown stored code (before the list was checked) is kept visible rather than dropped.
  return <AutocompleteInput {...props} choices={[...countryChoices()]} parse={(value: string | null) => value ?? ''} />;
}
