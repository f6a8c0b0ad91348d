/**
 * One industry of a qualification application (the industry sub-state): its requirements, the
 * references attached to it with each one's age against maxReferenceAge, and the count and billing
 * sum against minReferenceCount and minTotalBilling. "Liitä referenssejä" opens the reference
 * sub-state (ReferencePickerDialog).
 */
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ApplicationRequirement } from '../../../domain/api/applications';
import { industryProgress, type ReferenceLike } from '../../../domain/applicationIndustryProgress';
import { formatMoney } from '../../../domain/formats';
import { ReferencePickerDialog, type PickableReference } from './ReferencePickerDialog';
import { referenceDetails } from './referenceDetails';

export interface AttachedReference extends ReferenceLike {
  title: string;
  /** False when a renewal copied it from the application it renews. */
  isNew: boolean;
}

interface Props {
  companyId: number;
  industryId: number;
  name: string;
  requirements: readonly ApplicationRequirement[] | null;
  references: readonly AttachedReference[];
  companyReferences: readonly PickableReference[];
  referencesPending: boolean;
  editable: boolean;
  onChange: (referenceIds: number[]) => void;
}

export function IndustryReferences({ companyId, industryId, name, requirements, references, companyReferences, referencesPending, editable, onChange }: Props) {
  const translate = useTranslate();
  const [picking, setPicking] = useState(false);
  const progress = industryProgress(requirements ?? [], references);
  const countMet = progress.needCount === null || progress.count >= progress.needCount;
  const billingMet = progress.needBilling === null || progress.billing >= progress.needBilling;
  const headingId = `industry-${industryId}-heading`;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>{name}</Typography>
      {requirements === null ? (
        <Typography variant="body2" color="text.secondary">{translate('applications.industries.notSaved')}</Typography>
      ) : requirements.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{translate('applications.industries.noRequirements')}</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }} aria-label={translate('applications.industries.requirements')}>
          {progress.needCount !== null && <Chip size="small" variant="outlined" label={translate('applications.industries.minReferenceCount', { count: progress.needCount })} />}
          {progress.needBilling !== null && <Chip size="small" variant="outlined" label={translate('applications.industries.minTotalBilling', { amount: formatMoney(progress.needBilling) })} />}
          {progress.maxReferenceAge !== null && <Chip size="small" variant="outlined" label={translate('applications.industries.maxReferenceAge', { months: progress.maxReferenceAge })} />}
        </Stack>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, color: countMet ? 'success.dark' : 'error.main' }}>
          {progress.needCount === null
            ? translate('applications.industries.countsNoNeed', { count: progress.count })
            : translate('applications.industries.counts', { count: progress.count, need: progress.needCount })}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, color: billingMet ? 'success.dark' : 'error.main' }}>
          {progress.needBilling === null
            ? translate('applications.industries.billingNoNeed', { sum: formatMoney(progress.billing) })
            : translate('applications.industries.billing', { sum: formatMoney(progress.billing), need: formatMoney(progress.needBilling) })}
        </Typography>
      </Stack>
      {references.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{translate('applications.industries.noReferences')}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {references.map((reference) => {
            const fit = progress.fits.get(reference.referenceId);
            return (
              <Box component="li" key={reference.referenceId} sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {reference.title}
                    {!reference.isNew && <Typography component="span" variant="body2" color="text.secondary"> ({translate('applications.industries.copied')})</Typography>}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {referenceDetails(translate, reference, fit, progress.maxReferenceAge)}
                  </Typography>
                  {fit && !fit.counts && (
                    <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 500 }}>
                      {fit.months === null ? translate('applications.industries.notEnded') : translate('applications.industries.tooOld', { months: progress.maxReferenceAge ?? 0 })}
                    </Typography>
                  )}
                </Box>
                {editable && (
                  <IconButton
                    aria-label={translate('applications.industries.remove', { name: reference.title })}
                    onClick={() => onChange(references.filter((other) => other.referenceId !== reference.referenceId).map((other) => other.referenceId))}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {editable && (
        <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setPicking(true)}>
          {translate('applications.industries.attach')}
        </Button>
      )}
      {picking && (
        <ReferencePickerDialog
          companyId={companyId}
          industryId={industryId}
          industryName={name}
          maxReferenceAge={progress.maxReferenceAge}
          references={companyReferences}
          pending={referencesPending}
          value={references.map((reference) => reference.referenceId)}
          onClose={() => setPicking(false)}
          onChange={(ids) => {
            onChange(ids);
            setPicking(false);
          }}
        />
      )}
    </Paper>
  );
}
