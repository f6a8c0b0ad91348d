/** A case's status as a chip, and "Myöhässä" in words (not colour only) when it is overdue. */
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CaseStatus } from '../../../domain/entities/companyCase';

const COLOUR: Record<CaseStatus, 'warning' | 'info' | 'success' | 'default'> = { open: 'warning', answered: 'info', closed: 'success', board: 'default' };

export function CaseStatusChip({ status, overdue }: { status: CaseStatus; overdue: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={COLOUR[status]} label={translate(`companyCases.statuses.${status}`)} />
      {overdue && <Chip size="small" color="error" label={translate('companyCases.overdue')} />}
    </Stack>
  );
}
