/** A case's status as a chip, and "Myöhässä" in words (not colour only) when it is overdue. */
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CaseStatus } from '../../../domain/entities/companyCase';

/**
 * White on MUI's orange (#ed6c02) and light blue (#0288d1) is 3.1:1 and 3.9:1, under WCAG AA's 4.5:1: those chips
 * carry dark text (6.7:1 and 5.4:1; MUI's dark mode does the same on its lighter shades).
 */
export const chipTextSx = (colour: string) => (colour === 'warning' || colour === 'info' ? { color: 'rgba(0, 0, 0, 0.87)' } : undefined);

const COLOUR: Record<CaseStatus, 'warning' | 'info' | 'success' | 'default'> = { open: 'warning', answered: 'info', closed: 'success', board: 'default' };

export function CaseStatusChip({ status, overdue }: { status: CaseStatus; overdue: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={COLOUR[status]} label={translate(`companyCases.statuses.${status}`)} sx={chipTextSx(COLOUR[status])} />
      {overdue && <Chip size="small" color="error" label={translate('companyCases.overdue')} />}
    </Stack>
  );
}
