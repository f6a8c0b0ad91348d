/**
 * A certificate application's own parts (types 4–11): the scopes as free text rows and the area
 * codes (Finland's regions, the 'area-codes' lookup) as a group of checkboxes.
 */
import { Box, Button, Checkbox, FormControlLabel, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useLookup } from '../../../components/entity/useLookup';
import type { ApplicationDraft } from '../../../domain/applicationForm';
import { FieldErrors } from './FieldErrors';
import type { FormErrors } from './fieldErrors';

interface Props {
  draft: ApplicationDraft;
  set: (change: Partial<ApplicationDraft>) => void;
  editable: boolean;
  errors: FormErrors;
}

export function CertificateFields(props: Props) {
  return (
    <>
      <ScopesSection {...props} />
      <AreaCodesSection {...props} />
    </>
  );
}

function ScopesSection({ draft, set, editable, errors }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  // An empty application starts with one row to type in.
  const rows = draft.scopes.length ? draft.scopes : editable ? [{ description: '' }] : [];
  const change = (index: number, text: string) => set({ scopes: rows.map((row, at) => (at === index ? { ...row, description: text } : row)) });
  return (
    <Stack id="scopes" component="section" aria-labelledby={headingId} spacing={1} sx={{ scrollMarginTop: 80 }}>
      <Typography id={headingId} component="h3" variant="h6">{translate('applications.fields.scopes')}</Typography>
      <Typography variant="body2">{translate('applications.fields.scopesIntro')}</Typography>
      {rows.map((row, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={translate('applications.fields.scope', { number: index + 1 })}
            value={row.description ?? ''}
            onChange={(event) => change(index, event.target.value)}
            disabled={!editable}
            fullWidth
            multiline
          />
          {editable && (
            <IconButton aria-label={translate('applications.fields.removeScope', { number: index + 1 })} onClick={() => set({ scopes: rows.filter((_, at) => at !== index) })} sx={{ mt: 1 }}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      {editable && (
        <Box>
          <Button size="small" variant="outlined" onClick={() => set({ scopes: [...rows, { description: '' }] })}>{translate('applications.fields.addScope')}</Button>
        </Box>
      )}
      <FieldErrors messages={errors.scopes} />
    </Stack>
  );
}

function AreaCodesSection({ draft, set, editable, errors }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  const { data: areas = [] } = useLookup('area-codes');
  return (
    <Stack id="area-codes" component="section" aria-labelledby={headingId} sx={{ scrollMarginTop: 80 }}>
      <Typography id={headingId} component="h3" variant="h6">{translate('applications.fields.areaCodes')}</Typography>
      <Typography variant="body2">{translate('applications.fields.areaCodesHint')}</Typography>
      <Box role="group" aria-labelledby={headingId} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, columnGap: 1 }}>
        {areas.map((area) => (
          <FormControlLabel
            key={area.id}
            disabled={!editable}
            label={area.shortDescription}
            control={
              <Checkbox
                checked={draft.areaCodes.includes(area.id)}
                onChange={(event) => set({ areaCodes: event.target.checked ? [...draft.areaCodes, area.id] : draft.areaCodes.filter((id) => id !== area.id) })}
              />
            }
          />
        ))}
      </Box>
      <FieldErrors messages={errors.areaCodes} />
    </Stack>
  );
}
