/**
 * A certificate application's files: one row per file type SPEC names (liability insurance 10,
 * consulting insurance 11, quality manual 4, other quality manual 13) and per any other type the
 * application type requires; each shows what is attached (download, remove after confirmation),
 * uploads a PDF at once (FileUpload, POST …/files `file` + `file_type_id`) or reuses a file already
 * on another of the company's applications (`duplicate_file_id`).
 */
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { useLookup } from '../../../components/entity/useLookup';
import { FileUpload, IMAGE_TYPES, PDF_TYPES } from '../../../components/files/FileUpload';
import { errorMessage } from '../../../components/form/httpErrorFields';
import { API_BASE } from '../../../dataProvider/httpClient';
import type { Application, ApplicationFile } from '../../../domain/api/applications';
import { applicationType } from '../../../domain/applications';
import { DocumentType } from '../../../domain/codes';
import { addApplicationFile, removeApplicationFile } from '../../../domain/api/applicationActions';
import { useActionMutation } from '../../../components/actions/useAction';
import { FieldErrors } from './FieldErrors';
import { ReuseFileDialog } from './ReuseFileDialog';

/** SPEC §3 Application: the files a certificate application names, in this order. */
const NAMED_TYPES = [DocumentType.liabilityInsurance, DocumentType.consultingInsurance, DocumentType.qualityManual, DocumentType.otherQualityManual];

/** A PDF, or a photo of a paper document (a scanned certificate of insurance often is one). */
const ACCEPTED = [...PDF_TYPES, ...IMAGE_TYPES];

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kt` : `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mt`);

/**
 * The file types an application asks for: its type's (`requiredFileTypeIds`) and, for a
 * qualification, those its industries' requirements name (e.g. the liability insurance).
 */
export function requiredFileTypes(application: Application): number[] {
  const own = applicationType(application.applicationTypeId)?.requiredFileTypeIds ?? [];
  const ofIndustries = application.industries.flatMap((industry) => industry.requirements.flatMap((requirement) => (requirement.fileTypeId === null ? [] : [requirement.fileTypeId])));
  return [...new Set([...own, ...ofIndustries])];
}

/** The rows shown: a certificate application SPEC's named types first; any application what it requires and what it has. */
export function fileTypesShown(application: Application): number[] {
  const named = applicationType(application.applicationTypeId)?.family === 'certificate' ? NAMED_TYPES : [];
  return [...new Set([...named, ...requiredFileTypes(application), ...application.files.map((file) => file.fileTypeId)])];
}

interface Props {
  companyId: number;
  application: Application;
  editable: boolean;
  errors: readonly string[] | undefined;
}

export function ApplicationFiles({ companyId, application, editable, errors }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  const toast = useToast();
  const types = useLookup('company-document-types').data ?? [];
  const typeName = (id: number) => types.find((type) => type.id === id)?.shortDescription ?? String(id);
  const required = requiredFileTypes(application);
  const shownTypes = fileTypesShown(application);
  const [removing, setRemoving] = useState<ApplicationFile | null>(null);
  const [reusing, setReusing] = useState<number | null>(null);
  const base = `/companies/${companyId}/applications/${application.id}/files`;

  const params = { id: companyId, appId: application.id };
  const add = useActionMutation(addApplicationFile);
  // A refused removal (the application was sent meanwhile) means the page is out of date: it is read again.
  const removal = useActionMutation(removeApplicationFile, { refreshOnError: true });

  const remove = async (file: ApplicationFile) => {
    try {
      await removal.mutateAsync({ params: { ...params, fileId: file.id } });
      toast('success', 'applications.files.removed');
    } catch (error) {
      toast('error', errorMessage(error, 'applications.files.removeFailed'));
    }
    setRemoving(null);
  };

  return (
    <Stack id="files" component="section" aria-labelledby={headingId} spacing={1.5} sx={{ scrollMarginTop: 80 }}>
      <Typography id={headingId} component="h3" variant="h6">{translate('applications.files.title')}</Typography>
      <FieldErrors messages={errors} />
      {shownTypes.map((typeId) => {
        const files = application.files.filter((file) => file.fileTypeId === typeId);
        const name = typeName(typeId);
        const rowHeading = `files-${typeId}`;
        return (
          <Paper key={typeId} variant="outlined" component="section" aria-labelledby={rowHeading} sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography id={rowHeading} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>{name}</Typography>
              {required.includes(typeId) && <Chip size="small" variant="outlined" label={translate('applications.files.required')} />}
            </Stack>
            {files.length === 0 ? (
              <Typography variant="body2" color="text.secondary">{translate('applications.files.none')}</Typography>
            ) : (
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {files.map((file) => (
                  <Box component="li" key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Link href={`${API_BASE}${base}/${file.id}`} aria-label={translate('applications.files.download', { name: file.name })} sx={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
                      {file.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">{sizeText(file.byteSize)}</Typography>
                    {editable && (
                      <Button size="small" color="error" onClick={() => setRemoving(file)} aria-label={translate('applications.files.removeLabel', { name: file.name })}>
                        {translate('applications.files.remove')}
                      </Button>
                    )}
                  </Box>
                ))}
              </Stack>
            )}
            {editable && (
              <Stack spacing={1} sx={{ mt: 1 }}>
                <FileUpload
                  label={translate('applications.files.upload', { type: name.toLocaleLowerCase('fi') })}
                  accept={ACCEPTED}
                  upload={(file, options) => add.mutateAsync({ params, input: { body: { file_type_id: typeId }, files: { file }, ...options } })}
                  onUploaded={() => toast('success', 'applications.files.uploaded')}
                />
                <Box>
                  <Button size="small" onClick={() => setReusing(typeId)}>{translate('applications.files.reuse')}</Button>
                </Box>
              </Stack>
            )}
          </Paper>
        );
      })}
      {reusing !== null && (
        <ReuseFileDialog companyId={companyId} application={application} fileTypeId={reusing} typeName={typeName(reusing)} onClose={() => setReusing(null)} />
      )}
      <Confirm
        isOpen={removing !== null}
        title="applications.files.removeTitle"
        content="applications.files.removeBody"
        translateOptions={{ name: removing?.name ?? '' }}
        confirm="applications.files.remove"
        confirmColor="warning"
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
