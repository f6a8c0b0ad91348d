/**
 * "Käytä aiemmin ladattua": the files on the company's other applications, any type, newest first;
 * the one chosen is linked to this application with the type being filled
 * (POST …/files { duplicate_file_id, file_type_id }), without uploading it again.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { LoadingLine } from '../../../components/LoadingLine';
import { errorMessage } from '../../../components/form/httpErrorFields';
import type { PatevaDataProvider } from '../../../dataProvider';
import type { Application, ApplicationFile } from '../../../domain/api/applications';
import { formatDate } from '../../../domain/formats';
import { addApplicationFile, companyApplication } from '../../../domain/api/applicationActions';
import { useActionMutation } from '../../../components/actions/useAction';
import { useApplications } from './queries';

interface Props {
  companyId: number;
  application: Application;
  fileTypeId: number;
  typeName: string;
  onClose: () => void;
}

export function ReuseFileDialog({ companyId, application, fileTypeId, typeName, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const toast = useToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const list = useApplications(companyId);
  const others = (list.data?.data ?? []).filter((row) => row.id !== application.id);
  // The list rows carry no files: each other application is read (a company has a handful).
  const details = useQueries({
    queries: others.map((row) => ({
      queryKey: companyApplication.key({ id: companyId, appId: row.id }),
      queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.action(companyApplication, { id: companyId, appId: row.id }, { signal }),
    })),
  });
  const pending = list.isPending || details.some((query) => query.isPending);
  const own = new Set(application.files.map((file) => file.storedFileId));
  const seen = new Set<number>();
  const choices: Array<{ file: ApplicationFile; from: Application }> = [];
  for (const query of details) {
    for (const file of query.data?.files ?? []) {
      // The same stored file on several applications is offered once; one already here not at all.
      if (own.has(file.storedFileId) || seen.has(file.storedFileId)) continue;
      seen.add(file.storedFileId);
      choices.push({ file, from: query.data as Application });
    }
  }
  choices.sort((a, b) => b.file.createdAt.localeCompare(a.file.createdAt));
  const [busy, setBusy] = useState(false);
  const add = useActionMutation(addApplicationFile);

  const reuse = async (file: ApplicationFile) => {
    setBusy(true);
    try {
      await add.mutateAsync({ params: { id: companyId, appId: application.id }, input: { body: { duplicate_file_id: file.storedFileId, file_type_id: fileTypeId } } });
      toast('success', 'applications.files.reused');
      onClose();
    } catch (error) {
      toast('error', errorMessage(error, 'applications.files.reuseFailed'));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{translate('applications.files.reuseTitle', { type: typeName })}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 1 }}>{translate('applications.files.reuseIntro')}</Alert>
        {pending && <LoadingLine text={translate('applications.loading')} />}
        {!pending && choices.length === 0 && <Alert severity="info">{translate('applications.files.reuseNone')}</Alert>}
        <List>
          {choices.map(({ file, from }) => (
            <ListItem key={file.storedFileId} divider secondaryAction={null} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={file.name}
                secondary={translate('applications.files.reuseFrom', { application: from.target.name, date: formatDate(file.createdAt) })}
                sx={{ flex: '1 1 14rem', overflowWrap: 'anywhere' }}
              />
              <Stack direction="row">
                <Button size="small" variant="outlined" disabled={busy} onClick={() => void reuse(file)} aria-label={`${translate('applications.files.reuseChoose')}: ${file.name}`}>
                  {translate('applications.files.reuseChoose')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('applications.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
