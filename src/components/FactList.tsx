/**
 * Labelled facts as a description list (<dl>): each label beside its value in a grid. The quiet look
 * has the label in the secondary colour; `strongLabels`, the label in bold (a record's own page, a
 * board's papers). `stackOnPhone`: the value under its label on a narrow screen. A fact left out
 * (false, null) is not shown, so a caller lists the optional ones in place.
 */
import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type Fact = readonly [label: string, value: ReactNode];

interface FactListProps {
  facts: ReadonlyArray<Fact | false | null | undefined>;
  sx?: BoxProps['sx'];
  strongValues?: boolean;
  strongLabels?: boolean;
  stackOnPhone?: boolean;
  /** Keeps the value's line breaks (texts the company or the board wrote). */
  preWrap?: boolean;
  'aria-label'?: string;
}

export function FactList({ facts, sx, strongValues = false, strongLabels = false, stackOnPhone = false, preWrap = false, 'aria-label': ariaLabel }: FactListProps) {
  const columns = stackOnPhone ? { xs: '1fr', sm: 'max-content 1fr' } : 'auto 1fr';
  return (
    <Box component="dl" aria-label={ariaLabel} sx={[{ display: 'grid', gridTemplateColumns: columns, columnGap: 2, rowGap: 0.5, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {facts
        .filter((fact): fact is Fact => !!fact)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color={strongLabels ? 'text.primary' : 'text.secondary'} sx={strongLabels ? { fontWeight: 600 } : undefined}>
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, overflowWrap: 'anywhere', ...(preWrap ? { whiteSpace: 'pre-wrap' } : {}), ...(strongValues ? { fontWeight: 600 } : {}) }}
            >
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
