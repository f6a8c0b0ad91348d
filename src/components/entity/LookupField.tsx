/** A lookup id shown by its Finnish name (useLookup). */
import { useFieldValue, type FieldProps } from 'react-admin';
import Typography from '@mui/material/Typography';
import { useLookup } from './useLookup';

export function LookupField({ lookup, ...props }: FieldProps & { lookup: string }) {
  const value = useFieldValue(props);
  const list = useLookup(lookup);
  const entry = list.data?.find((item) => item.id === value);
  return (
    <Typography component="span" variant="body2">
      {/* Nothing while the list loads (no flash of a bare id); the id itself only if the list is not there. */}
      {value === null || value === undefined || list.isPending ? '' : (entry?.shortDescription ?? String(value))}
    </Typography>
  );
}
