/** Pieces the deviation views share (company and staff): a lookup's name, the history list. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useLookup } from '../../components/entity/useLookup';
import type { Deviation } from '../../domain/deviations';
import { formatDateTime } from '../../domain/formats';

export function LookupName({ lookup, value }: { lookup: string; value: number }) {
  const list = useLookup(lookup);
  if (list.isPending) return null;
  return <>{list.data?.find((item) => item.id === value)?.shortDescription ?? String(value)}</>;
}

export function DeviationHistory({ history }: { history: Deviation['history'] }) {
  const translate = useTranslate();
  return (
    <Stack component="ol" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
      {history.map((entry) => (
        <li key={entry.id}>
          <Typography variant="body2">
            {formatDateTime(entry.at)} · {translate(`deviations.events.${entry.event}`)}
            {entry.by ? ` · ${entry.by}` : ''}
            {entry.comment ? `: ${entry.comment}` : ''}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}
