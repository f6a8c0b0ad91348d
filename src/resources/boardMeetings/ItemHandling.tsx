/**
 * An agenda item's handling in the meeting (issue 20): the item's own quorum (its disqualified
 * members do not count), who is disqualified and why, the member's own "Ilmoita esteellisyys" (a
 * dialog with the reason) and its withdrawal (not of an automatic one), the board's decision, and for
 * the chairman, the assistant or the office while the meeting runs the decision form, the server's
 * messages beside its fields.
 */
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAction } from '../../components/actions/useAction';
import { useLookup } from '../../components/entity/useLookup';
import { httpFieldErrors } from '../../components/form/httpErrorFields';
import { useCurrentUser } from '../../authProvider/currentUser';
import { setItemConflict, setItemDecision } from '../../domain/api/boardDecisionActions';
import type { AgendaItem } from '../../domain/api/boards';
import { BoardDecision, BoardMemberRole } from '../../domain/boardMeetings';
import type { BoardMeeting } from '../../domain/entities/board';
import { formatDate } from '../../domain/formats';
import { hasOfficePermission } from '../../domain/permissions';

function useItemRole(meeting: BoardMeeting | undefined) {
  const current = useCurrentUser();
  const user = current.status === 'signedIn' ? current.user : null;
  const role = meeting ? user?.boards.find((board) => board.id === meeting.boardId)?.boardMemberRoleId : undefined;
  const office = hasOfficePermission(user);
  return { member: role !== undefined, leads: office || role === BoardMemberRole.chairman || role === BoardMemberRole.assistant, personId: user?.personId ?? null };
}

function ConflictDialog({ meetingId, item, onClose }: { meetingId: number; item: AgendaItem; onClose: () => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const declare = useAction(setItemConflict, { success: 'decide.conflictDeclared' });
  const errors = httpFieldErrors(declare.mutation.error);
  const submit = async () => {
    if (await declare.run({ id: meetingId, appId: item.applicationId }, { body: { has_conflict: true, reason } })) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`conflict-title-${item.applicationId}`}>
      <DialogTitle id={`conflict-title-${item.applicationId}`}>{translate('decide.conflictTitle', { name: item.companyName })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('decide.conflictHint')}
        </Typography>
        {declare.error && !errors.reason && <Alert severity="error">{declare.error}</Alert>}
        <TextField
          label={translate('decide.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? ' '}
          multiline
          minRows={2}
          fullWidth
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('decide.cancel')}</Button>
        <Button variant="contained" disabled={declare.pending} onClick={submit}>
          {translate('decide.declare')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DecisionForm({ meetingId, item }: { meetingId: number; item: AgendaItem }) {
  const translate = useTranslate();
  const decisions = useLookup('board-decisions');
  const current = item.decision;
  const [decision, setDecision] = useState<number | ''>(current?.boardDecisionId ?? '');
  const [reasons, setReasons] = useState(current?.reasons ?? '');
  const [conditions, setConditions] = useState(current?.conditions ?? '');
  const [returnDueDate, setReturnDueDate] = useState(current?.returnDueDate ?? '');
  const [granted, setGranted] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(item.industries.map((industry) => [industry.id, current?.industries.find((entry) => entry.applicationIndustryId === industry.id)?.granted ?? industry.granted ?? false])),
  );
  const save = useAction(setItemDecision, { success: 'decide.saved' });
  const errors = httpFieldErrors(save.mutation.error);
  const conditional = decision === BoardDecision.acceptedConditional;
  const id = (field: string) => `decision-${item.applicationId}-${field}`;
  const submit = () =>
    save.run(
      { id: meetingId, appId: item.applicationId },
      {
        body: {
          board_decision_id: decision === '' ? Number.NaN : decision,
          reasons,
          conditions: conditional ? conditions : null,
          return_due_date: conditional ? returnDueDate : null,
          industries: item.industries.map((industry) => ({ application_industry_id: industry.id, granted: granted[industry.id] ?? false })),
        },
      },
    );
  return (
    <Box component="form" aria-labelledby={id('title')} onSubmit={(event) => { event.preventDefault(); void submit(); }} sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
      <Typography id={id('title')} variant="subtitle2" component="h4">
        {translate('decide.formTitle')}
      </Typography>
      {save.error && Object.keys(errors).length === 0 && <Alert severity="error">{save.error}</Alert>}
      <TextField
        select
        size="small"
        label={translate('decide.decision')}
        value={decision}
        onChange={(event) => setDecision(Number(event.target.value))}
        error={Boolean(errors.boardDecisionId)}
        helperText={errors.boardDecisionId ?? ' '}
        sx={{ maxWidth: 360 }}
      >
        {(decisions.data ?? []).map((entry) => (
          <MenuItem key={entry.id} value={entry.id}>
            {entry.shortDescription}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={translate('decide.reasons')} value={reasons} onChange={(event) => setReasons(event.target.value)} error={Boolean(errors.reasons)} helperText={errors.reasons ?? ' '} multiline minRows={2} />
      {conditional && (
        <>
          <TextField label={translate('decide.conditions')} value={conditions} onChange={(event) => setConditions(event.target.value)} error={Boolean(errors.conditions)} helperText={errors.conditions ?? ' '} multiline minRows={2} />
          <TextField
            type="date"
            label={translate('decide.returnDueDate')}
            value={returnDueDate}
            onChange={(event) => setReturnDueDate(event.target.value)}
            error={Boolean(errors.returnDueDate)}
            helperText={errors.returnDueDate ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 240 }}
          />
        </>
      )}
      {item.industries.length > 0 && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
            {translate('decide.grantedIndustries')}
          </Typography>
          {item.industries.map((industry) => (
            <FormControlLabel
              key={industry.id}
              sx={{ display: 'flex' }}
              control={<Checkbox checked={granted[industry.id] ?? false} onChange={(event) => setGranted({ ...granted, [industry.id]: event.target.checked })} />}
              label={`${industry.symbolicNumber} ${industry.name}`}
            />
          ))}
          {errors.industries && <FormHelperText error>{errors.industries}</FormHelperText>}
        </Box>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={save.pending}>
          {translate('decide.save')}
        </Button>
      </Box>
    </Box>
  );
}

function DecisionShown({ item }: { item: AgendaItem }) {
  const translate = useTranslate();
  const decisions = useLookup('board-decisions');
  const decision = item.decision;
  if (!decision) return <Typography variant="body2">{translate('decide.noDecision')}</Typography>;
  const name = decisions.data?.find((entry) => entry.id === decision.boardDecisionId)?.shortDescription ?? '';
  const granted = item.industries.filter((industry) => decision.industries.some((entry) => entry.applicationIndustryId === industry.id && entry.granted));
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2">
        <strong>{translate('decide.decision')}:</strong> {name}
      </Typography>
      {decision.reasons && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{translate('decide.reasonsShown', { text: decision.reasons })}</Typography>}
      {decision.conditions && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {translate('decide.conditionsShown', { text: decision.conditions, date: decision.returnDueDate ? formatDate(decision.returnDueDate) : '–' })}
        </Typography>
      )}
      {item.industries.length > 0 && (
        <Typography variant="body2">{translate('decide.grantedShown', { list: granted.length ? granted.map((industry) => `${industry.symbolicNumber} ${industry.name}`).join(', ') : '–' })}</Typography>
      )}
    </Box>
  );
}

export function ItemHandling({ item }: { item: AgendaItem }) {
  const translate = useTranslate();
  const meeting = useRecordContext<BoardMeeting>();
  const { member, leads, personId } = useItemRole(meeting);
  const [declaring, setDeclaring] = useState(false);
  const withdraw = useAction(setItemConflict, { success: 'decide.conflictWithdrawn', failure: 'pateva.errors.server', refreshOnError: true });
  if (!meeting) return null;
  const open = meeting.endedAt === null && meeting.archivedAt === null;
  const running = open && meeting.startedAt !== null;
  const own = item.conflicts.find((conflict) => conflict.personId === personId);
  const { quorum } = item;
  return (
    <Box component="section" aria-label={translate('decide.handling', { name: item.companyName })} sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {translate('decide.handlingTitle')}
      </Typography>
      {running && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" color={quorum.met ? 'success' : 'default'} label={translate(quorum.met ? 'decide.quorumMet' : 'decide.quorumNotMet')} />
          <Typography variant="body2">{translate('decide.quorumDetail', { present: quorum.present, active: quorum.activeMembers, required: quorum.required })}</Typography>
        </Stack>
      )}
      {item.conflicts.length === 0 ? (
        <Typography variant="body2">{translate('decide.noConflicts')}</Typography>
      ) : (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('decide.conflicts')}
          </Typography>
          <Box component="ul" sx={{ mt: 0, pl: 2.5 }}>
            {item.conflicts.map((conflict) => (
              <li key={conflict.boardMemberId}>
                <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {conflict.name}
                  {conflict.reason ? `: ${conflict.reason}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {withdraw.error && <Alert severity="error">{withdraw.error}</Alert>}
      {member && open && !own && (
        <Box>
          <Button size="small" variant="outlined" onClick={() => setDeclaring(true)} aria-label={translate('decide.declareLabel', { name: item.companyName })}>
            {translate('decide.declareOpen')}
          </Button>
        </Box>
      )}
      {member && open && own && !own.automatic && (
        <Box>
          <Button size="small" disabled={withdraw.pending} onClick={() => withdraw.run({ id: meeting.id, appId: item.applicationId }, { body: { has_conflict: false, reason: null } })}>
            {translate('decide.withdraw')}
          </Button>
        </Box>
      )}
      {(running || meeting.endedAt !== null) && <DecisionShown item={item} />}
      {running && leads && !own && <DecisionForm key={item.decision?.decidedAt ?? 'new'} meetingId={meeting.id} item={item} />}
      {declaring && <ConflictDialog meetingId={meeting.id} item={item} onClose={() => setDeclaring(false)} />}
    </Box>
  );
}
