/**
 * The reference sub-state of an application industry: the company's references with their end
 * date, age against the industry's maxReferenceAge and billing, to tick for the industry. The
 * references that name the industry among their expertises come first; a switch shows the rest.
 * Picks are a draft until "Valmis".
 */
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Link, Stack, Switch, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingLine } from '../../../components/LoadingLine';
import { referenceFit } from '../../../domain/applicationIndustryProgress';
import { referenceDetails } from './referenceDetails';

export interface PickableReference {
  id: number;
  title: string;
  workEndDate: string | null;
  totalBilling: number | null;
  expertises: number[];
}

interface Props {
  companyId: number;
  industryId: number;
  industryName: string;
  maxReferenceAge: number | null;
  references: readonly PickableReference[];
  pending: boolean;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onClose: () => void;
}

export function ReferencePickerDialog({ companyId, industryId, industryName, maxReferenceAge, references, pending, value, onChange, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [picked, setPicked] = useState<number[]>([...value]);
  const [onlyIndustry, setOnlyIndustry] = useState(true);
  const matching = references.filter((reference) => reference.expertises.includes(industryId));
  // Without any matching reference the filter would show nothing: then all are shown.
  const shown = onlyIndustry && matching.length > 0 ? references.filter((reference) => reference.expertises.includes(industryId) || picked.includes(reference.id)) : references;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{translate('applications.industries.attachTitle', { name: industryName })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>{translate('applications.industries.attachIntro')}</Typography>
        {pending && <LoadingLine text={translate('applications.industries.attachLoading')} />}
        {!pending && references.length === 0 && (
          <Alert severity="info">
            {translate('applications.industries.attachNone')}{' '}
            <Link component={RouterLink} to={`/companies/${companyId}/references`}>{translate('applications.industries.toReferences')}</Link>
          </Alert>
        )}
        {matching.length > 0 && matching.length < references.length && (
          <FormControlLabel control={<Switch checked={onlyIndustry} onChange={(event) => setOnlyIndustry(event.target.checked)} />} label={translate('applications.industries.onlyThisIndustry')} />
        )}
        <Stack>
          {shown.map((reference) => {
            const fit = referenceFit(reference.workEndDate, maxReferenceAge);
            const problem = fit.counts ? null : fit.months === null ? translate('applications.industries.notEnded') : translate('applications.industries.tooOld', { months: maxReferenceAge ?? 0 });
            const details = [referenceDetails(translate, reference, fit, maxReferenceAge), problem].filter(Boolean);
            return (
              <FormControlLabel
                key={reference.id}
                sx={{ alignItems: 'flex-start', py: 0.5 }}
                control={
                  <Checkbox
                    checked={picked.includes(reference.id)}
                    onChange={(event) => setPicked((all) => (event.target.checked ? [...all, reference.id] : all.filter((id) => id !== reference.id)))}
                  />
                }
                label={
                  <>
                    <Typography component="span" sx={{ display: 'block', pt: 1, overflowWrap: 'anywhere' }}>{reference.title}</Typography>
                    <Typography component="span" variant="body2" sx={{ display: 'block', color: problem ? 'error.main' : 'text.secondary' }}>{details.join(' · ')}</Typography>
                  </>
                }
              />
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('applications.actions.close')}</Button>
        <Button variant="contained" onClick={() => onChange(picked)}>{translate('applications.industries.attachDone')}</Button>
      </DialogActions>
    </Dialog>
  );
}
