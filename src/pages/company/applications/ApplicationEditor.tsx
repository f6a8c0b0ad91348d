/**
 * editing: the application's draft (what the page changes before "Tallenna"), saved with PUT
 * (multipart with `_method=PUT` when it has area codes, SPEC §5). A refused save keeps the draft
 * and shows the server's messages beside their fields; a save, an upload or a removed file reads
 * the application and its checklist again. Beside the form: the checklist, the status actions and
 * the history.
 */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { errorMessage, httpFieldErrors } from '../../../components/form/httpErrorFields';
import type { PatevaDataProvider } from '../../../dataProvider';
import { applicationSchema, type Application } from '../../../domain/api/applications';
import { applicationType, companyCanEdit } from '../../../domain/applications';
import { applicationBody, draftChanged, draftOf, type ApplicationDraft } from '../../../domain/applicationForm';
import { ApplicationActions } from './ApplicationActions';
import { ApplicationChecklist, failures } from './ApplicationChecklist';
import { ApplicationFiles, fileTypesShown } from './ApplicationFiles';
import { CertificateFields } from './CertificateFields';
import { AgreementsField, ContactPersonField } from './CommonFields';
import { groupFieldErrors, type FormPart } from './fieldErrors';
import { LeaveWarning } from './LeaveWarning';
import { applicationKeys, useApplicationValidation, useRefreshApplications } from './queries';
import { QualificationFields } from './QualificationFields';
import { StatusHistory } from './StatusHistory';

interface Props {
  companyId: number;
  application: Application;
  canChange: boolean;
}

export function ApplicationEditor({ companyId, application, canChange }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const refresh = useRefreshApplications(companyId);
  const editable = canChange && companyCanEdit(application.applicationStatusId);
  const saved = draftOf(application);
  const [draft, setDraft] = useState<ApplicationDraft>(saved);
  const [errors, setErrors] = useState<Partial<Record<FormPart, string[]>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const lastSaved = useRef(saved);

  // A newer application from the server (a save, an upload elsewhere on the page) replaces the
  // draft only when the company has not changed it since: typed changes are never overwritten.
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    const next = JSON.parse(savedKey) as ApplicationDraft;
    setDraft((current) => (draftChanged(lastSaved.current, current) ? current : next));
    lastSaved.current = next;
  }, [savedKey]);

  const dirty = editable && draftChanged(saved, draft);
  const validation = useApplicationValidation(companyId, application.id, companyCanEdit(application.applicationStatusId));
  const checklistPasses = !!validation.data && failures(validation.data) === 0;
  const set = (change: Partial<ApplicationDraft>) => setDraft((current) => ({ ...current, ...change }));
  const family = applicationType(application.applicationTypeId)?.family ?? 'certificate';

  const save = async () => {
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const answer = await dataProvider.updateApplication(companyId, application.id, applicationBody(application.applicationTypeId, draft));
      const parsed = applicationSchema.safeParse(answer);
      // The draft that was saved is what the page now compares against.
      lastSaved.current = draft;
      if (parsed.success) queryClient.setQueryData(applicationKeys.one(companyId, application.id), parsed.data);
      toast('success', 'applications.page.saved');
      await refresh();
    } catch (error) {
      const grouped = groupFieldErrors(httpFieldErrors(error));
      setErrors(grouped);
      setFailure(Object.keys(grouped).length ? translate('applications.page.saveFailed') : errorMessage(error, 'applications.page.saveFailed'));
    }
    setSaving(false);
  };

  const showChecklist = companyCanEdit(application.applicationStatusId);
  return (
    // On a phone: the checklist and the actions, the form, then the history; on a wide screen the
    // form on the left, the rest beside it (the second row takes what height the form leaves).
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, gridTemplateRows: { md: 'auto 1fr' }, alignItems: 'start' }}>
      <Stack spacing={2} sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 }, minWidth: 0 }}>
        {showChecklist && <ApplicationChecklist validation={validation.data} isPending={validation.isPending} error={validation.error} />}
        <ApplicationActions companyId={companyId} application={application} canChange={canChange} checklistPasses={checklistPasses} dirty={dirty} />
      </Stack>
      <Stack spacing={3} sx={{ gridColumn: { md: 1 }, gridRow: { md: '1 / span 2' }, minWidth: 0 }}>
        <Stack
          component="form"
          id="application-form"
          aria-label={application.target.name}
          spacing={3}
          onSubmit={(event) => {
            event.preventDefault();
            if (editable && !saving) void save();
          }}
          noValidate
        >
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
              {errors.other?.length ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {errors.other.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </Box>
              ) : null}
            </Alert>
          )}
          {family === 'qualification' ? (
            <QualificationFields companyId={companyId} application={application} draft={draft} set={set} editable={editable} errors={errors} />
          ) : (
            <CertificateFields draft={draft} set={set} editable={editable} errors={errors} />
          )}
          <ContactPersonField companyId={companyId} draft={draft} set={set} editable={editable} errors={errors} />
          <AgreementsField draft={draft} set={set} editable={editable} errors={errors} />
          {editable && (
            // With unsaved changes the save stays in reach at the bottom of the screen while scrolling.
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', py: 1, ...(dirty ? { position: 'sticky', bottom: 0, zIndex: 1, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' } : {}) }}
            >
              <Button type="submit" variant="contained" disabled={saving || !dirty}>
                {translate(saving ? 'applications.page.saving' : 'applications.page.save')}
              </Button>
              {dirty && <Typography variant="body2">{translate('applications.page.unsaved')}</Typography>}
            </Stack>
          )}
        </Stack>
        {fileTypesShown(application).length > 0 && <ApplicationFiles companyId={companyId} application={application} editable={editable} errors={errors.files} />}
      </Stack>
      <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 2 }, minWidth: 0 }}>
        <StatusHistory history={application.history} />
      </Box>
      <LeaveWarning when={dirty && !saving} />
    </Box>
  );
}
