/**
 * A reference attached to an application, opened from the office's application page: the
 * company's reference view (images, industries with their age, the client's confirmation), read only.
 */
import { Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ReferenceShow } from '../../pages/company/references/ReferencesPanel';

const nothing = () => undefined;

export function ReferenceDialog({ companyId, referenceId, onClose }: { companyId: number; referenceId: number; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    // Named by the reference's heading once it has loaded.
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogContent>
        <ReferenceShow companyId={companyId} id={referenceId} canChange={false} onEdit={nothing} onDelete={nothing} titleId={titleId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('applicationReview.references.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
