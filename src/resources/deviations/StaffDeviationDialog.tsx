/**
 * The deviation modal of SPEC §2 for staff (issue 21): one deviation (GET /api/deviations/{id}) with
 * its question, description, severity, status and due date, the company's taken action and evidence
 * files (download links), and its history. In the audit area, while the company's fix waits (ready),
 * the auditor approves it ("Hyväksy korjaus", after confirmation) or returns it with a comment the
 * company must read ("Palauta korjattavaksi"; the comment is required). The office only reads.
 */
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useAction } from '../../components/actions/useAction';
import { useActionForm } from '../../components/actions/useActionForm';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { httpStatus } from '../../components/form/httpErrorFields';
import { API_BASE } from '../../dataProvider/httpClient';
import { approveDeviationFix, rejectDeviationFix, staffDeviation } from '../../domain/api/deviationActions';
import { DeviationStatus } from '../../domain/auditCodes';
import type { Deviation } from '../../domain/deviations';
import { formatDate, formatDateTime } from '../../domain/formats';
import { DeviationHistory, LookupName } from './DeviationParts';

interface Props {
  deviationId: number;
  /** The audit area: the auditor may approve or return a fix waiting for them. */
  canDecide: boolean;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      <strong>{label}:</strong> {children}
    </Typography>
  );
}

function RejectForm({ deviationId, onDone }: { deviationId: number; onDone: () => void }) {
  const translate = useTranslate();
  const uid = useId();
  const { form, onSubmit, pending, generalError, fieldError } = useActionForm(
    rejectDeviationFix,
    { deviationId },
    { defaultValues: { comment: '' }, success: 'deviations.staff.rejected', onSuccess: onDone },
  );
  const error = fieldError('comment');
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('deviations.staff.rejectTitle')}
      </Typography>
      {generalError && <Alert severity="error">{generalError}</Alert>}
      <TextField
        id={`${uid}-comment`}
        label={translate('deviations.staff.rejectComment')}
        required
        multiline
        minRows={3}
        fullWidth
        autoFocus
        error={Boolean(error)}
        helperText={error ?? translate('deviations.staff.rejectHint')}
        {...form.register('comment')}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {translate('deviations.staff.rejectSend')}
        </Button>
        <Button onClick={onDone}>{translate('deviations.staff.cancel')}</Button>
      </Stack>
    </Box>
  );
}

function DeviationBody({ deviation, canDecide }: { deviation: Deviation; canDecide: boolean }) {
  const translate = useTranslate();
  const [confirmApprove, setConfirmApprove] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const approve = useAction(approveDeviationFix, { success: 'deviations.staff.approved', refreshOnError: true });
  const waiting = deviation.statusId === DeviationStatus.ready;
  const base = `${API_BASE}/deviations/${deviation.id}/files`;
  return (
    <Stack spacing={2}>
      <Fact label={translate('deviations.staff.columns.company')}>{deviation.companyName}</Fact>
      {deviation.questionText && <Fact label={translate('deviations.dialog.question')}>{deviation.questionText}</Fact>}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <strong>{translate('deviations.dialog.description')}:</strong> {deviation.description}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'center' }}>
        <Fact label={translate('deviations.dialog.severity')}>
          <LookupName lookup="deviation-severities" value={deviation.severityId} />
        </Fact>
        <Fact label={translate('deviations.dialog.status')}>
          <LookupName lookup="deviation-statuses" value={deviation.statusId} />
        </Fact>
        <Fact label={translate('deviations.dialog.due')}>{formatDate(deviation.toBeFixedByDate)}</Fact>
        {deviation.overdue && <Chip size="small" color="error" label={translate('deviations.overdue')} />}
      </Stack>
      {deviation.auditorComment && (
        <Alert severity="info">
          {translate('deviations.dialog.auditorComment')}: {deviation.auditorComment}
        </Alert>
      )}

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('deviations.staff.takenAction')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} color={deviation.takenAction ? 'text.primary' : 'text.secondary'}>
        {deviation.takenAction || translate('deviations.staff.noTakenAction')}
      </Typography>
      {deviation.fixSentAt && <Fact label={translate('deviations.staff.fixSentAt')}>{formatDateTime(deviation.fixSentAt)}</Fact>}

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('deviations.dialog.files')}
      </Typography>
      {deviation.files.length === 0 ? (
        <Typography>{translate('deviations.dialog.noFiles')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {deviation.files.map((file) => (
            <li key={file.id}>
              <Link href={`${base}/${file.id}`} aria-label={translate('deviations.dialog.download', { name: file.name })} sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Link>
            </li>
          ))}
        </Stack>
      )}

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('deviations.dialog.history')}
      </Typography>
      <DeviationHistory history={deviation.history} />

      {canDecide && waiting && (
        <>
          {approve.error && <Alert severity="error">{approve.error}</Alert>}
          {rejecting ? (
            <RejectForm deviationId={deviation.id} onDone={() => setRejecting(false)} />
          ) : (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="contained" color="success" onClick={() => setConfirmApprove(true)} disabled={approve.pending}>
                {translate('deviations.staff.approve')}
              </Button>
              <Button variant="outlined" onClick={() => setRejecting(true)}>
                {translate('deviations.staff.reject')}
              </Button>
            </Stack>
          )}
          <Confirm
            isOpen={confirmApprove}
            title={translate('deviations.staff.approveTitle')}
            content={translate('deviations.staff.approveContent')}
            confirm={translate('deviations.staff.approve')}
            cancel={translate('deviations.staff.cancel')}
            onConfirm={async () => {
              setConfirmApprove(false);
              await approve.run({ deviationId: deviation.id });
            }}
            onClose={() => setConfirmApprove(false)}
          />
        </>
      )}
    </Stack>
  );
}

export function StaffDeviationDialog({ deviationId, canDecide, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const query = useActionQuery(staffDeviation, { deviationId }, { retry: false });
  const status = httpStatus(query.error);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{translate('deviations.dialog.title')}</DialogTitle>
      <DialogContent>
        {query.isPending && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <span>{translate('deviations.loading')}</span>
          </Stack>
        )}
        {query.isError && <Alert severity="error">{translate(status === 404 || status === 403 ? 'deviations.notFound' : 'deviations.loadFailed')}</Alert>}
        {query.data && <DeviationBody deviation={query.data} canDecide={canDecide} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('deviations.dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
