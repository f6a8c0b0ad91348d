/**
 * Picked classification industries as chips with a button that opens the industries modal:
 * what a form (e.g. a reference's expertises) shows for `value: number[]`.
 */
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IndustryPicker } from './IndustryPicker';
import { useIndustryTree } from './useIndustryTree';

interface Props {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  label?: string;
  disabled?: boolean;
}

export function IndustriesInput({ value, onChange, label, disabled }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { byId } = useIndustryTree();
  const picked = [...value].sort((a, b) => (byId.get(a)?.sortNumber ?? 0) - (byId.get(b)?.sortNumber ?? 0));
  return (
    <Box>
      {label && (
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {translate(label)}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {picked.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('industries.picker.none')}
          </Typography>
        )}
        {picked.map((id) => {
          const industry = byId.get(id);
          const name = industry ? `${industry.symbolicNumber} ${industry.shortDescription}` : `#${id}`;
          return (
            <Chip
              key={id}
              label={name}
              onDelete={disabled ? undefined : () => onChange(value.filter((other) => other !== id))}
              sx={{ maxWidth: '100%' }}
            />
          );
        })}
        <Button size="small" variant="outlined" onClick={() => setOpen(true)} disabled={disabled}>
          {translate('industries.picker.open')}
        </Button>
      </Stack>
      <IndustryPicker value={value} onChange={onChange} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
