/**
 * "Uusi hakemus": what the company may apply for now (GET …/application-targets), qualifications
 * first, then certificates; a renewal or an extension says it copies the last granted application.
 * Starting one creates the draft (POST …/applications { application_target_id }) and opens it.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { LoadingLine } from '../../../components/LoadingLine';
import { errorMessage } from '../../../components/form/httpErrorFields';
import type { ApplicationTarget } from '../../../domain/api/applications';
import { createApplication } from '../../../domain/api/applicationActions';
import { useActionMutation } from '../../../components/actions/useAction';
import { useApplicationTargets } from './queries';

interface Props {
  companyId: number;
  onClose: () => void;
  onCreated: (applicationId: number) => void;
}

export function NewApplicationDialog({ companyId, onClose, onCreated }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const create = useActionMutation(createApplication);
  const { data: targets, isPending, error } = useApplicationTargets(companyId, true);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    if (chosen === null) return;
    setBusy(true);
    setFailure(null);
    try {
      const created = await create.mutateAsync({ params: { id: companyId }, input: { body: { application_target_id: chosen } } });
      toast('success', 'applications.targets.created');
      onCreated(created.id);
    } catch (caught) {
      setFailure(errorMessage(caught, 'applications.targets.createFailed'));
      setBusy(false);
    }
  };

  const group = (family: ApplicationTarget['family']) => (targets ?? []).filter((target) => target.family === family);
  const option = (target: ApplicationTarget) => (
    <FormControlLabel
      key={target.id}
      value={String(target.id)}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
      label={
        <>
          <Typography component="span" sx={{ display: 'block', pt: 0.75 }}>{target.name}</Typography>
          {target.role !== 'new' && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {translate(target.sourceApplicationId === null ? 'applications.targets.startsEmpty' : 'applications.targets.copies')}
            </Typography>
          )}
        </>
      }
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{translate('applications.targets.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate('applications.targets.intro')}</Typography>
        {isPending && <LoadingLine text={translate('applications.targets.loading')} />}
        {error && <Alert severity="error">{translate('applications.targets.loadFailed')}</Alert>}
        {targets && targets.length === 0 && <Alert severity="info">{translate('applications.targets.none')}</Alert>}
        {targets && targets.length > 0 && (
          <RadioGroup aria-labelledby={titleId} value={chosen === null ? '' : String(chosen)} onChange={(event) => setChosen(Number(event.target.value))}>
            {(['qualification', 'certificate'] as const).map((family) =>
              group(family).length ? (
                <fieldset key={family} style={{ border: 0, padding: 0, margin: '0 0 8px', display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
                  <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
                    {translate(`applications.targets.${family}`)}
                  </Typography>
                  {group(family).map(option)}
                </fieldset>
              ) : null,
            )}
          </RadioGroup>
        )}
        {failure && <Alert severity="error" sx={{ mt: 1 }}>{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('applications.targets.cancel')}</Button>
        <Button variant="contained" onClick={() => void start()} disabled={chosen === null || busy}>
          {translate('applications.targets.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
