/** A select of a lookup list's entries (useLookup), with its loading and failed states. */
import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import { lookupChoices, useLookup } from './useLookup';

type Props = Omit<SelectInputProps, 'choices'> & {
  lookup: string;
  /** Entries shown but not selectable (e.g. a union the company already belongs to). */
  disabledIds?: number[];
  /** The only entries offered (a field's `choices`); without it, every entry. */
  only?: readonly number[];
};

export function LookupInput({ lookup, helperText, disabledIds = [], only, ...rest }: Props) {
  const translate = useTranslate();
  const list = useLookup(lookup);
  return (
    <SelectInput
      {...rest}
      choices={lookupChoices(list.data)
        .filter((choice) => !only || only.includes(choice.id))
        .map((choice) => ({ ...choice, disabled: disabledIds.includes(choice.id) }))}
      isPending={list.isPending}
      helperText={list.isError ? translate('pateva.entity.lookupFailed') : helperText}
    />
  );
}
