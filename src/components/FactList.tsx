/**
 * Labelled facts as a description list (<dl>): each label beside its value in a grid, the label in
 * the secondary colour. The caller sets the grid's columns (e.g. one column on a phone).
 */
import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type Fact = readonly [label: string, value: ReactNode];

export function FactList({ facts, sx, strongValues = false }: { facts: readonly Fact[]; sx?: BoxProps['sx']; strongValues?: boolean }) {
  return (
    <Box component="dl" sx={[{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', ...(strongValues ? { fontWeight: 600 } : {}) }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
