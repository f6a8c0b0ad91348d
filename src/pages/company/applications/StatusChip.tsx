/**
 * An application's status (SPEC §4) as a chip with the server's Finnish name. The tone is a
 * coloured outline around text in the page's own colour, so every tone keeps AA contrast.
 */
import Chip from '@mui/material/Chip';
import { ApplicationStatus as S } from '../../../domain/codes';

const TONE: Record<number, string> = {
  [S.inProgress]: 'grey.500',
  [S.sent]: 'primary.main',
  [S.inEvaluation]: 'primary.main',
  [S.returned]: 'warning.main',
  [S.auditDone]: 'success.main',
  [S.attachedToBoardMeeting]: 'primary.main',
  [S.auditPostponed]: 'warning.main',
  [S.discussedByBoard]: 'primary.main',
  [S.notified]: 'success.main',
  [S.archived]: 'grey.500',
  [S.canceled]: 'error.main',
};

export function StatusChip({ statusId, name }: { statusId: number; name: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={name}
      sx={{ borderColor: TONE[statusId] ?? 'grey.500', borderWidth: 2, color: 'text.primary', fontWeight: 500 }}
    />
  );
}
