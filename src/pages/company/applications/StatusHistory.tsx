/** Tilahistoria: every status change of the application, oldest first, as both the company and the office see it. */
import { Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useLookup } from '../../../components/entity/useLookup';
import type { Application } from '../../../domain/api/applications';
import { formatDateTime } from '../../../domain/formats';

export function StatusHistory({ history }: { history: Application['history'] }) {
  const translate = useTranslate();
  const headingId = useId();
  const statuses = useLookup('application-statuses').data ?? [];
  const name = (id: number) => statuses.find((status) => status.id === id)?.shortDescription ?? String(id);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>{translate('applications.history.title')}</Typography>
      {history.length === 0 ? (
        <Typography variant="body2">{translate('applications.history.empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {history.map((entry) => (
            <li key={entry.id}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {entry.fromStatusId === null
                  ? translate('applications.history.created', { to: name(entry.toStatusId) })
                  : translate('applications.history.change', { from: name(entry.fromStatusId), to: name(entry.toStatusId) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(entry.createdAt)}
                {entry.changedBy && `, ${entry.changedBy}`}
              </Typography>
              {entry.message && <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{entry.message}</Typography>}
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
