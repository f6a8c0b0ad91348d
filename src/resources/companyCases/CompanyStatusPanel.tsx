/**
 * The office's status of a company on its page (issue 22 §1): the chip, since when it is monitored, the
 * office's notes, the changes with their reasons, and "Muuta tilaa" (status, reason, notes) as a form
 * of the declared action: the body's rules in the browser, the server's 422 beside its field.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useRecordContext, useTranslate } from 'react-admin';
import { useActionForm } from '../../components/actions/useActionForm';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { getCompanyStatus, setCompanyStatus } from '../../domain/api/companyCaseActions';
import { COMPANY_STATUS_IDS, type CompanyStatusRecord } from '../../domain/companyStatus';
import { formatDate, formatDateTime } from '../../domain/formats';
import { CompanyStatusChip, companyStatusName } from './CompanyStatusChip';

export function CompanyStatusPanel(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return <StatusOf companyId={record.id} />;
}

function StatusOf({ companyId }: { companyId: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const status = useActionQuery(getCompanyStatus, { id: companyId });
  if (status.isPending) return <Typography>{translate('companyCases.loading')}</Typography>;
  if (status.error || !status.data) return <Alert severity="error">{translate('companyStatus.loadFailed')}</Alert>;
  const data = status.data;
  return (
    <Box sx={{ my: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <CompanyStatusChip statusId={data.companyStatusId} />
        {data.monitoringStartedAt && <Typography variant="body2">{translate('companyStatus.monitoringSince', { date: formatDate(data.monitoringStartedAt) })}</Typography>}
        <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
          {translate('companyStatus.change')}
        </Button>
      </Stack>
      {data.auditorComments && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          <strong>{translate('companyStatus.auditorComments')}:</strong> {data.auditorComments}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('companyStatus.changes')}
      </Typography>
      {data.changes.length === 0 ? (
        <Typography variant="body2">{translate('companyStatus.noChanges')}</Typography>
      ) : (
        <List dense>
          {data.changes.map((change) => (
            <ListItem key={change.id} sx={{ display: 'block', px: 0 }}>
              <Typography variant="body2">
                {formatDateTime(change.createdAt)}: {companyStatusName(change.fromStatusId) ?? translate('companyStatus.none')} → {companyStatusName(change.toStatusId) ?? translate('companyStatus.none')}
                {change.changedBy ? ` (${change.changedBy})` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
                {change.reason}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {open && <StatusDialog companyId={companyId} current={data} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function StatusDialog({ companyId, current, onClose }: { companyId: number; current: CompanyStatusRecord; onClose: () => void }) {
  const translate = useTranslate();
  const action = useActionForm(setCompanyStatus, { id: companyId }, {
    defaultValues: { company_status_id: current.companyStatusId ?? 1, reason: '', auditor_comments: current.auditorComments ?? '' },
    success: 'companyStatus.saved',
    onSuccess: onClose,
  });
  const { control } = action.form;
  const error = action.fieldError;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="status-dialog-title">
      <Box component="form" noValidate onSubmit={action.onSubmit}>
        <DialogTitle id="status-dialog-title">{translate('companyStatus.dialogTitle')}</DialogTitle>
        <DialogContent>
          {action.generalError && <Alert severity="error" sx={{ mb: 2 }}>{action.generalError}</Alert>}
          <Controller
            control={control}
            name="company_status_id"
            render={({ field }) => (
              <TextField select label={translate('companyStatus.status')} {...field} fullWidth margin="normal" error={!!error('company_status_id')} helperText={error('company_status_id')}>
                {COMPANY_STATUS_IDS.map((id) => (
                  <MenuItem key={id} value={id}>
                    {companyStatusName(id)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <TextField label={translate('companyStatus.reason')} {...field} required multiline minRows={2} fullWidth margin="normal" error={!!error('reason')} helperText={error('reason')} />
            )}
          />
          <Controller
            control={control}
            name="auditor_comments"
            render={({ field }) => (
              <TextField label={translate('companyStatus.auditorComments')} {...field} value={field.value ?? ''} multiline minRows={2} fullWidth margin="normal" error={!!error('auditor_comments')} helperText={error('auditor_comments')} />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('companyStatus.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={action.pending}>
            {translate('companyStatus.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
