/** A yyyy-MM-dd date or an ISO moment shown the Finnish way (src/domain/formats.ts). */
import Typography from '@mui/material/Typography';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatDate, formatDateTime } from '../../domain/formats';

export function DayField({ withTime = false, emptyText = '', ...props }: FieldProps & { withTime?: boolean }) {
  const value = useFieldValue(props);
  const text = (typeof value === 'string' ? (withTime ? formatDateTime(value) : formatDate(value)) : '') || emptyText;
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
