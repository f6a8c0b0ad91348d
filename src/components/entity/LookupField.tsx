/** A lookup id shown by its Finnish name (useLookup); the id itself while the list loads. */
import { useFieldValue, type FieldProps } from 'react-admin';
import Typography from '@mui/material/Typography';
import { useLookup } from './useLookup';

export function LookupField({ lookup, ...props }: FieldProps & { lookup: string }) {
  const value = useFieldValue(props);
  const list = useLookup(lookup);
  const entry = list.data?.find((item) => item.id === value);
  return (
    <Typography component="span" variant="body2">
      {value === null || value === undefined ? '' : (entry?.shortDescription ?? String(value))}
    </Typography>
  );
}
