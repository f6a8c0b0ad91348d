/** A certificate's status as text with a colour beside it (the colour never carries the meaning alone). */
import Box from '@mui/material/Box';
import type { CertificateStatus } from '../../domain/certificateStatus';
import { fiRegistry as t } from '../../i18n/fiRegistry';

const COLOURS: Record<CertificateStatus, string> = {
  valid: 'success.main',
  notYetValid: 'info.main',
  expired: 'text.secondary',
  suspended: 'warning.main',
  withdrawn: 'error.main',
};

export function StatusText({ status }: { status: CertificateStatus }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: COLOURS[status], flexShrink: 0 }} />
      {t.statusText[status]}
    </Box>
  );
}
