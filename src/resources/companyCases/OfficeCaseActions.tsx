/**
 * The office's actions on a company's cases (issue 22 §1): open a new one (the company's admins are
 * mailed), close one with its conclusion, take one to a board meeting, remove one opened by mistake.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Confirm, useCreate, useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { useActionForm } from '../../components/actions/useActionForm';
import { DateInput } from '../../components/form/DateInput';
import { httpFieldErrors, serverMessage } from '../../components/form/httpErrorFields';
import { useLookup } from '../../components/entity/useLookup';
import { caseToBoard, closeCase } from '../../domain/api/companyCaseActions';
import { CASE_TYPE_LOOKUP, companyCase, type CompanyCase } from '../../domain/entities/companyCase';
import { formatDateTime } from '../../domain/formats';

export function NewCaseButton({ companyId }: { companyId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const types = useLookup(CASE_TYPE_LOOKUP);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ case_type_id: '', title: '', description: '', opened_at: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });
  const save = async () => {
    setGeneral(null);
    try {
      await create(
        companyCase.resource,
        { data: { caseTypeId: Number(values.case_type_id) || undefined, title: values.title, description: values.description, openedAt: values.opened_at || undefined }, meta: { companyId } },
        { returnPromise: true },
      );
      notify('companyCases.form.created', { type: 'success' });
      setOpen(false);
      setValues({ case_type_id: '', title: '', description: '', opened_at: '' });
      setErrors({});
    } catch (error) {
      setErrors(httpFieldErrors(error));
      setGeneral(serverMessage(error) ?? translate('companyCases.form.failed'));
    }
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {translate('companyCases.add')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="new-case-title">
        <DialogTitle id="new-case-title">{translate('companyCases.form.createTitle')}</DialogTitle>
        <DialogContent>
          {general && <Alert severity="error">{general}</Alert>}
          <TextField select label={translate('resources.company-cases.fields.caseTypeId')} value={values.case_type_id} onChange={set('case_type_id')} fullWidth margin="normal" required error={!!errors.caseTypeId} helperText={errors.caseTypeId}>
            {(types.data ?? []).map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {type.shortDescription}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={translate('resources.company-cases.fields.title')} value={values.title} onChange={set('title')} fullWidth margin="normal" required error={!!errors.title} helperText={errors.title} />
          <TextField label={translate('resources.company-cases.fields.description')} value={values.description} onChange={set('description')} fullWidth margin="normal" multiline minRows={3} error={!!errors.description} helperText={errors.description} />
          <DateInput
            label={translate('resources.company-cases.fields.openedAt')}
            value={values.opened_at}
            onChange={(value) => setValues({ ...values, opened_at: value })}
            fullWidth
            margin="normal"
            error={errors.openedAt}
            helperText={translate('companyCases.form.openedAtHint')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('companyCases.form.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={isPending}>
            {translate('companyCases.form.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function CloseCaseDialog({ companyId, record, onClose }: { companyId: number; record: CompanyCase; onClose: () => void }) {
  const translate = useTranslate();
  const action = useActionForm(closeCase, { id: companyId, caseId: record.id }, { defaultValues: { conclusion: '' }, success: 'companyCases.closeCase.done', onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="close-case-title">
      <Box component="form" noValidate onSubmit={action.onSubmit}>
        <DialogTitle id="close-case-title">{translate('companyCases.closeCase.title')}</DialogTitle>
        <DialogContent>
          {action.generalError && <Alert severity="error">{action.generalError}</Alert>}
          <Controller
            control={action.form.control}
            name="conclusion"
            render={({ field }) => (
              <TextField label={translate('companyCases.closeCase.conclusion')} {...field} required multiline minRows={3} fullWidth margin="normal" error={!!action.fieldError('conclusion')} helperText={action.fieldError('conclusion')} />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('companyCases.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={action.pending}>
            {translate('companyCases.closeCase.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface Meeting {
  id: number;
  title: string;
  meetingTime: string;
  endedAt: string | null;
}

function ToBoardDialog({ companyId, record, onClose }: { companyId: number; record: CompanyCase; onClose: () => void }) {
  const translate = useTranslate();
  const meetings = useGetList<Meeting>('board-meetings', { pagination: { page: 1, perPage: 100 }, sort: { field: 'meetingTime', order: 'ASC' } });
  const upcoming = (meetings.data ?? []).filter((meeting) => !meeting.endedAt);
  const action = useActionForm(caseToBoard, { id: companyId, caseId: record.id }, { defaultValues: { board_meeting_id: '' as unknown as number }, success: 'companyCases.toBoard.done', onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="to-board-title">
      <Box component="form" noValidate onSubmit={action.onSubmit}>
        <DialogTitle id="to-board-title">{translate('companyCases.toBoard.title')}</DialogTitle>
        <DialogContent>
          {action.generalError && <Alert severity="error">{action.generalError}</Alert>}
          {!meetings.isPending && upcoming.length === 0 ? (
            <Alert severity="info">{translate('companyCases.toBoard.noMeetings')}</Alert>
          ) : (
            <Controller
              control={action.form.control}
              name="board_meeting_id"
              render={({ field }) => (
                <TextField select label={translate('companyCases.toBoard.meeting')} {...field} value={field.value ?? ''} required fullWidth margin="normal" error={!!action.fieldError('board_meeting_id')} helperText={action.fieldError('board_meeting_id')}>
                  {upcoming.map((meeting) => (
                    <MenuItem key={meeting.id} value={meeting.id}>
                      {meeting.title} ({formatDateTime(meeting.meetingTime)})
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('companyCases.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={action.pending || upcoming.length === 0}>
            {translate('companyCases.toBoard.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The buttons of one case in the office: close, to the board (until it is handled), remove (until it is answered). */
export function OfficeCaseButtons({ companyId, record, onRemoved }: { companyId: number; record: CompanyCase; onRemoved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [dialog, setDialog] = useState<'close' | 'board' | 'remove' | null>(null);
  const [remove, { isPending }] = useDelete();
  const handled = record.status === 'closed' || record.status === 'board';
  if (handled) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="contained" onClick={() => setDialog('close')}>
        {translate('companyCases.closeCase.button')}
      </Button>
      <Button variant="outlined" onClick={() => setDialog('board')}>
        {translate('companyCases.toBoard.button')}
      </Button>
      {record.status === 'open' && (
        <Button color="error" onClick={() => setDialog('remove')}>
          {translate('companyCases.remove.button')}
        </Button>
      )}
      {dialog === 'close' && <CloseCaseDialog companyId={companyId} record={record} onClose={() => setDialog(null)} />}
      {dialog === 'board' && <ToBoardDialog companyId={companyId} record={record} onClose={() => setDialog(null)} />}
      <Confirm
        isOpen={dialog === 'remove'}
        loading={isPending}
        title="companyCases.remove.title"
        content="companyCases.remove.body"
        confirm="companyCases.remove.confirm"
        onClose={() => setDialog(null)}
        onConfirm={() =>
          remove(
            companyCase.resource,
            { id: record.id, previousData: record, meta: { companyId } },
            {
              onSuccess: () => {
                notify('companyCases.remove.done', { type: 'success' });
                setDialog(null);
                onRemoved();
              },
              onError: (error) => notify(serverMessage(error) ?? 'companyCases.remove.failed', { type: 'error' }),
            },
          )
        }
      />
    </Stack>
  );
}
