/**
 * The company restructuring wizard (SPEC §2, §3 "Company restructuring selection", §4): from
 * 'selectCompany' to 'success' in a small reducer (src/domain/companyRestructuring.ts); the lists and
 * the preview are the server's dry run, the run itself one call after a confirmation dialog.
 */
import { useEffect, useReducer, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useActionMutation } from '../../components/actions/useAction';
import { FileUpload, PDF_TYPES } from '../../components/files/FileUpload';
import { httpFieldErrors, serverMessage } from '../../components/form/httpErrorFields';
import { runRestructuring, uploadMergerDocument, type RestructuringLists, type RestructuringResult } from '../../domain/api/companyRestructuringActions';
import {
  companiesChosen,
  initialRestructuringState,
  reachable,
  restructuringBody,
  restructuringReducer,
  RESTRUCTURING_STEPS,
  type RestructuringStep,
} from '../../domain/companyRestructuring';
import { useToast } from '../shared/notify';
import { CompanyPicker } from './CompanyPicker';
import { SelectionLists, selectionGroups, type ListKey } from './SelectionLists';

const WIZARD_STEPS = RESTRUCTURING_STEPS.filter((step) => step !== 'success');

/** The server's refusal in words: its message and each field's. */
function refusalText(error: unknown, fallback: string): string[] {
  const fields = Object.values(httpFieldErrors(error));
  return [serverMessage(error) ?? fallback, ...fields];
}

function Refusal({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {refusalText(error, fallback).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
}

function MovingSummary({ lists }: { lists: RestructuringLists }) {
  const translate = useTranslate();
  const rows: Array<[string, number]> = [
    ['references', lists.references.length],
    ['projects', lists.projects.length],
    ['people', lists.people.length],
    ['certificates', lists.certificates.length],
    ['applications', lists.applications.length],
    ['industries', lists.industries.length],
  ];
  return (
    <Box component="ul" sx={{ pl: 3, my: 1 }}>
      {rows.map(([key, count]) => (
        <li key={key}>
          {translate(`companyRestructuring.lists.${key}`)}: {translate('companyRestructuring.preview.count', { count })}
        </li>
      ))}
    </Box>
  );
}

export function RestructuringWizard() {
  const translate = useTranslate();
  const toast = useToast();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [state, dispatch] = useReducer(restructuringReducer, undefined, initialRestructuringState);
  const { step, selection } = state;
  const [available, setAvailable] = useState<{ pair: string; lists: RestructuringLists } | null>(null);
  const [preview, setPreview] = useState<RestructuringResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const lists = useActionMutation(runRestructuring);
  const dryRun = useActionMutation(runRestructuring);
  const run = useActionMutation(runRestructuring);
  const upload = useActionMutation(uploadMergerDocument);
  const pair = `${selection.companyIdToMoveFrom}-${selection.companyIdToBeMoved}`;

  // The old company's records, once per pair of companies: everything is selected at first (a merger moves all).
  useEffect(() => {
    if (step !== 'selectContent' || available?.pair === pair || lists.isPending) return;
    const empty = { ...selection, selectedIndustries: [], mergeData: { ...selection.mergeData, referenceIds: [], personIds: [], certificateIds: [], applicationIds: [] } };
    lists.mutate(
      { params: {}, input: { body: restructuringBody(empty, true) } },
      {
        onSuccess: (answer) => {
          setAvailable({ pair, lists: answer.available });
          for (const group of selectionGroups(answer.available, translate)) dispatch({ type: 'setList', list: group.key, ids: group.items.map((item) => item.id) });
        },
      },
    );
    // Runs when the step or the pair changes; the mutation itself is stable enough for this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, pair]);

  // The preview: the dry run of exactly this selection.
  useEffect(() => {
    if (step !== 'preview') return;
    setPreview(null);
    dryRun.mutate({ params: {}, input: { body: restructuringBody(selection, true) } }, { onSuccess: (answer) => setPreview(answer) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const index = WIZARD_STEPS.indexOf(step as (typeof WIZARD_STEPS)[number]);
  const go = (to: RestructuringStep) => dispatch({ type: 'goTo', step: to });
  const blocked = preview?.clashes.some((clash) => clash.blocking) ?? true;
  const canGoOn: Record<RestructuringStep, boolean> = {
    selectCompany: companiesChosen(selection),
    selectContent: available?.pair === pair,
    preview: preview !== null && !blocked,
    document: selection.mergeData.mergerDocument !== null,
    confirm: false,
    success: false,
  };
  const onToggle = (key: ListKey, id: number) => dispatch({ type: 'toggle', list: key, id });
  const onSet = (key: ListKey, ids: number[]) => dispatch({ type: 'setList', list: key, ids });

  const runForReal = () => {
    run.mutate(
      { params: {}, input: { body: restructuringBody(selection, false) } },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setAvailable(null);
          setPreview(null);
          toast('success', 'companyRestructuring.toasts.done');
          dispatch({ type: 'success', id: answer.id ?? 0 });
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const clear = () => {
    setAvailable(null);
    setPreview(null);
    lists.reset();
    dryRun.reset();
    run.reset();
    dispatch({ type: 'clear' });
  };

  return (
    <Card component="section" aria-labelledby="restructuring-wizard-title" sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography id="restructuring-wizard-title" variant="h6" component="h2">
            {translate('companyRestructuring.wizardTitle')}
          </Typography>
          <Button onClick={clear} color="inherit" variant="outlined">
            {translate('companyRestructuring.clear')}
          </Button>
        </Box>
        <Stepper
          activeStep={step === 'success' ? WIZARD_STEPS.length : index}
          orientation={phone ? 'vertical' : 'horizontal'}
          aria-label={translate('companyRestructuring.stepsLabel')}
          sx={{ my: 2 }}
        >
          {WIZARD_STEPS.map((name) => (
            <Step key={name} completed={step === 'success' || WIZARD_STEPS.indexOf(name) < index}>
              <StepLabel>{translate(`companyRestructuring.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>

        <Box role="region" aria-live="polite" aria-label={translate(`companyRestructuring.steps.${step}`)}>
          {step === 'selectCompany' && (
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3 }}>
              <CompanyPicker
                side="moveFrom"
                search={selection.searchCompanyToMoveFrom}
                chosenId={selection.companyIdToMoveFrom}
                chosenName={selection.companyNameToMoveFrom}
                otherId={selection.companyIdToBeMoved}
                onSearch={(text) => dispatch({ type: 'search', side: 'moveFrom', text })}
                onPick={(id, name) => dispatch({ type: 'pick', side: 'moveFrom', id, name })}
              />
              <CompanyPicker
                side="beMoved"
                search={selection.searchCompanyToBeMoved}
                chosenId={selection.companyIdToBeMoved}
                chosenName={selection.companyNameToBeMoved}
                otherId={selection.companyIdToMoveFrom}
                onSearch={(text) => dispatch({ type: 'search', side: 'beMoved', text })}
                onPick={(id, name) => dispatch({ type: 'pick', side: 'beMoved', id, name })}
              />
            </Box>
          )}

          {step === 'selectContent' && (
            <>
              {lists.isPending && <Typography role="status">{translate('companyRestructuring.loadingLists')}</Typography>}
              {lists.isError && <Refusal error={lists.error} fallback={translate('companyRestructuring.listsFailed')} />}
              {available?.pair === pair && <SelectionLists lists={available.lists} selection={selection} onToggle={onToggle} onSet={onSet} />}
            </>
          )}

          {step === 'preview' && (
            <>
              {dryRun.isPending && <Typography role="status">{translate('companyRestructuring.preview.loading')}</Typography>}
              {dryRun.isError && <Refusal error={dryRun.error} fallback={translate('companyRestructuring.listsFailed')} />}
              {preview && (
                <>
                  <Typography sx={{ fontWeight: 600 }}>
                    {translate('companyRestructuring.confirm.summary', { from: preview.moveFrom.name, to: preview.beMoved.name })}
                  </Typography>
                  <MovingSummary lists={preview.moving} />
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
                    {translate('companyRestructuring.preview.clashesTitle')}
                  </Typography>
                  {preview.clashes.length === 0 ? (
                    <Alert severity="success">{translate('companyRestructuring.preview.noClashes')}</Alert>
                  ) : (
                    <Box sx={{ display: 'grid', gap: 1 }}>
                      {preview.clashes.map((clash) => (
                        <Alert key={`${clash.kind}-${clash.id}`} severity={clash.blocking ? 'error' : 'warning'}>
                          <strong>{translate(clash.blocking ? 'companyRestructuring.preview.blocking' : 'companyRestructuring.preview.notice')}:</strong> {clash.message}
                        </Alert>
                      ))}
                    </Box>
                  )}
                  {blocked && (
                    <Typography color="error" sx={{ mt: 1 }}>
                      {translate('companyRestructuring.preview.blocked')}
                    </Typography>
                  )}
                </>
              )}
            </>
          )}

          {step === 'document' && (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('companyRestructuring.document.hint')}
              </Typography>
              {selection.mergeData.mergerDocument ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ wordBreak: 'break-word' }}>{translate('companyRestructuring.document.attached', { name: selection.mergeData.mergerDocument.name })}</Typography>
                  <Button onClick={() => dispatch({ type: 'document', document: null })}>{translate('companyRestructuring.document.remove')}</Button>
                </Box>
              ) : (
                <FileUpload
                  label={translate('companyRestructuring.document.label')}
                  accept={PDF_TYPES}
                  upload={(file, options) => upload.mutateAsync({ params: {}, input: { fields: {}, files: { file }, ...options } })}
                  onUploaded={(answer) => {
                    toast('success', 'companyRestructuring.toasts.documentAttached');
                    dispatch({ type: 'document', document: { id: answer.id, name: answer.name } });
                  }}
                />
              )}
            </>
          )}

          {step === 'confirm' && (
            <>
              <Typography sx={{ fontWeight: 600 }}>
                {translate('companyRestructuring.confirm.summary', { from: selection.companyNameToMoveFrom, to: selection.companyNameToBeMoved })}
              </Typography>
              {preview && <MovingSummary lists={preview.moving} />}
              {selection.mergeData.mergerDocument && <Typography>{translate('companyRestructuring.document.attached', { name: selection.mergeData.mergerDocument.name })}</Typography>}
              {run.isError && <Refusal error={run.error} fallback={translate('pateva.errors.server')} />}
              <Button variant="contained" color="primary" sx={{ mt: 2 }} onClick={() => setConfirming(true)} disabled={run.isPending}>
                {translate('companyRestructuring.confirm.run')}
              </Button>
              <Dialog open={confirming} onClose={() => (run.isPending ? undefined : setConfirming(false))} aria-labelledby="restructuring-confirm-title">
                <DialogTitle id="restructuring-confirm-title">{translate('companyRestructuring.confirm.dialogTitle')}</DialogTitle>
                <DialogContent>
                  <DialogContentText>
                    {translate('companyRestructuring.confirm.dialogBody', { from: selection.companyNameToMoveFrom, to: selection.companyNameToBeMoved })}
                  </DialogContentText>
                </DialogContent>
                <DialogActions>
                  <Button onClick={() => setConfirming(false)} disabled={run.isPending}>
                    {translate('ra.action.cancel')}
                  </Button>
                  <Button onClick={runForReal} variant="contained" disabled={run.isPending} autoFocus>
                    {run.isPending ? translate('companyRestructuring.confirm.running') : translate('companyRestructuring.confirm.run')}
                  </Button>
                </DialogActions>
              </Dialog>
            </>
          )}

          {step === 'success' && state.done && (
            <Alert severity="success" role="status">
              <Typography variant="h6" component="h3">
                {translate('companyRestructuring.success.title')}
              </Typography>
              <Typography>{translate('companyRestructuring.success.body', { from: state.done.from, to: state.done.to })}</Typography>
            </Alert>
          )}
        </Box>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
          {index > 0 && (
            <Button onClick={() => go(WIZARD_STEPS[index - 1] ?? 'selectCompany')} disabled={run.isPending}>
              {translate('companyRestructuring.back')}
            </Button>
          )}
          {index >= 0 && index < WIZARD_STEPS.length - 1 && (
            <Button
              variant="contained"
              onClick={() => go(WIZARD_STEPS[index + 1] ?? step)}
              disabled={!canGoOn[step] || !reachable(WIZARD_STEPS[index + 1] ?? step, { ...selection })}
            >
              {translate('companyRestructuring.next')}
            </Button>
          )}
          {step === 'success' && (
            <Button variant="contained" onClick={clear}>
              {translate('companyRestructuring.success.again')}
            </Button>
          )}
        </Box>
        {step === 'selectCompany' && selection.companyIdToMoveFrom !== null && selection.companyIdToMoveFrom === selection.companyIdToBeMoved && (
          <Typography color="error">{translate('companyRestructuring.sameCompany')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
