/**
 * A certificate's PDF in its list row: a download link (the API answers with the certificate's
 * access rule) and, for those who may change the certificate, a dialog to attach or replace it
 * with the upload component (progress, cancel, drag and drop, the server's Finnish refusals).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../../areas/shared/notify';
import { FileUpload, PDF_TYPES } from '../../../components/files/FileUpload';
import { API_BASE } from '../../../dataProvider/httpClient';
import { useActionMutation } from '../../../components/actions/useAction';
import { attachCertificateFile } from '../../../domain/api/certificateActions';
import type { CompanyCertificate } from '../../../domain/entities/companyCertificate';
import { publicCertificatePath } from '../../../domain/certificateStatus';

export const certificateFilePath = (record: Pick<CompanyCertificate, 'companyId' | 'id'>) => `companies/${record.companyId}/certificates/${record.id}/file`;

export const certificatePdfPath = (record: Pick<CompanyCertificate, 'companyId' | 'id'>) => `companies/${record.companyId}/certificates/${record.id}/pdf`;

export function CertificateFile({ record, canChange, office = false }: { record: CompanyCertificate; canChange: boolean; office?: boolean }) {
  const translate = useTranslate();
  const toast = useToast();
  // The certificates refresh after an attach (the action's touches), so the row shows the file.
  const attach = useActionMutation(attachCertificateFile);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {record.issuedByAssociation && record.certificateNumber && (
        // The association's own certificate as a PDF made now, with a QR code to its public page (issue 20).
        <Link href={`${API_BASE}/${certificatePdfPath(record)}`} aria-label={translate('certificates.pdfLabel', { name: record.certificateName })}>
          {translate('certificates.pdf')}
        </Link>
      )}
      {record.issuedByAssociation && record.certificateNumber && (
        <Link href={publicCertificatePath(record.certificateNumber)} target="_blank" rel="noopener" aria-label={translate('certificates.publicLabel', { name: record.certificateName })}>
          {translate('certificates.public')}
        </Link>
      )}
      {office && record.issuedByAssociation && (
        // The office suspends, withdraws or reinstates it, and reads its history, on its own page.
        <Link component={RouterLink} to={`/office/certificates/${record.id}/show`} aria-label={translate('certificates.officePageLabel', { name: record.certificateName })}>
          {translate('certificates.officePage')}
        </Link>
      )}
      {record.filename ? (
        <Link href={`${API_BASE}/${certificateFilePath(record)}`} aria-label={translate('certificates.downloadLabel', { name: record.certificateName })} sx={{ wordBreak: 'break-word' }}>
          {record.filename}
        </Link>
      ) : record.issuedByAssociation && record.certificateNumber ? null : (
        <Typography variant="body2" color="text.secondary">
          {translate('certificates.noFile')}
        </Typography>
      )}
      {canChange && (
        <Button size="small" onClick={() => setOpen(true)} aria-label={translate('certificates.attachLabel', { name: record.certificateName })}>
          {translate(record.filename ? 'certificates.replaceFile' : 'certificates.attachFile')}
        </Button>
      )}
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
          <DialogTitle id={titleId}>{translate('certificates.fileDialogTitle', { name: record.certificateName })}</DialogTitle>
          <DialogContent>
            <FileUpload
              label={translate('certificates.fileLabel')}
              accept={PDF_TYPES}
              upload={(file, options) => attach.mutateAsync({ params: { id: record.companyId, certId: record.id }, input: { fields: {}, files: { file }, ...options } })}
              onUploaded={() => {
                toast('success', 'certificates.toasts.fileAttached');
                setOpen(false);
              }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('pateva.entity.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
