/**
 * One agreement shown by its address (`…/agreements/31`; in the office's tab `?record=31`): the
 * product, the version signed, when, and — once terminated — when and why, so a link to it keeps
 * working after a reload or a termination. "Irtisano" opens its termination (`…/31/terminate`).
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/formats';
import type { CompanyAgreement } from '../../../domain/entities/agreement';

interface Props {
  agreement: CompanyAgreement | undefined;
  failed: boolean;
  onClose: () => void;
  /** "Irtisano", when the person may terminate it. */
  onTerminate?: () => void;
}

export function AgreementDialog({ agreement: shown, failed, onClose, onTerminate }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const rows: Array<[string, string]> = shown
    ? [
        ['agreements.product', shown.product.name],
        ['agreements.version', String(shown.productAgreement.version)],
        ['agreements.signedAt', formatDate(shown.signedAt)],
        ...(shown.terminatedAt
          ? ([
              ['agreements.terminatedAt', formatDate(shown.terminatedAt)],
              ['agreements.terminateReason', shown.terminatedReason ?? ''],
            ] as Array<[string, string]>)
          : []),
      ]
    : [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('agreements.show.title')}</DialogTitle>
      <DialogContent>
        {failed && <Alert severity="error">{translate('agreements.show.notFound')}</Alert>}
        {shown && (
          <Table size="small">
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">{translate(label)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        {onTerminate && shown && !shown.terminatedAt && (
          <Button color="error" onClick={onTerminate}>
            {translate('agreements.terminate')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('pateva.entity.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
