/**
 * editing: the application as a react-admin form — its values the declaration's form values
 * (entities/application.ts), checked in the browser with the server's own rules before anything
 * is sent — saved with PUT (multipart with `_method=PUT` when it has area codes, SPEC §5). A
 * refused save keeps what was typed and shows each message beside its field; a save, an upload or
 * a removed file reads the application and its checklist again, and a newer application replaces
 * only what the company has not changed since (followSaved): the form is made once and typing goes
 * on while a save is on its way. Beside the form: the checklist, the status actions and the history.
 */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Form, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useToast } from '../../../areas/shared/notify';
import { errorMessage, httpFieldErrors } from '../../../components/form/httpErrorFields';
import type { PatevaDataProvider } from '../../../dataProvider';
import { applicationSchema, type Application } from '../../../domain/api/applications';
import { applicationType, companyCanEdit } from '../../../domain/applications';
import { applicationBody, checkDraft, draftChanged, draftOf, followSaved, type ApplicationDraft } from '../../../domain/applicationForm';
import { FAMILY_FORM_FIELDS } from '../../../domain/entities/application';
import { updateApplication } from '../../../domain/api/applicationActions';
import { ApplicationActions } from './ApplicationActions';
import { ApplicationChecklist, failures } from './ApplicationChecklist';
import { ApplicationFiles, fileTypesShown } from './ApplicationFiles';
import { CertificateFields } from './CertificateFields';
import { AgreementsField, ContactPersonField } from './CommonFields';
import { groupFieldErrors, serverFormErrors, type FormErrors } from './fieldErrors';
import { LeaveWarning } from './LeaveWarning';
import { applicationKeys, useApplicationValidation, useRefreshApplications } from './queries';
import { QualificationFields } from './QualificationFields';
import { StatusHistory } from './StatusHistory';

interface Props {
  companyId: number;
  application: Application;
  canChange: boolean;
}

/** The parts of the form the page has inputs for: the family's, and the files below it. */
const shownParts = (applicationTypeId: number) => [...FAMILY_FORM_FIELDS[applicationType(applicationTypeId)?.family ?? 'certificate'], 'files'];

export function ApplicationEditor({ companyId, application, canChange }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const refresh = useRefreshApplications(companyId);
  const editable = canChange && companyCanEdit(application.applicationStatusId);
  const saved = draftOf(application);
  // The form starts from the version first shown and is never reset (react-admin resets a Form whose record
  // changes): newer versions come in through followSaved, which keeps what was typed meanwhile.
  const [record] = useState(() => ({ id: application.id, ...saved }));
  // What the form's values are told apart from when a newer version comes: the version shown, or what a save sent.
  const base = useRef<ApplicationDraft>(saved);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const shown = shownParts(application.applicationTypeId);

  const validation = useApplicationValidation(companyId, application.id, companyCanEdit(application.applicationStatusId));
  const checklistPasses = !!validation.data && failures(validation.data) === 0;
  const family = applicationType(application.applicationTypeId)?.family ?? 'certificate';

  const save = async (draft: ApplicationDraft) => {
    setErrors({});
    setFailure(null);
    // The server's rules, here first: nothing is sent that the server would refuse by them.
    const checked = checkDraft(application.applicationTypeId, draft);
    if (!checked.success) {
      const grouped = groupFieldErrors(checked.errors, shown);
      setErrors(grouped);
      setFailure(translate('applications.page.saveFailed'));
      return;
    }
    setSaving(true);
    try {
      const answer = await dataProvider.action(updateApplication, { id: companyId, appId: application.id }, { body: applicationBody(application.applicationTypeId, draft) });
      // What was sent is stored now: a part still as sent takes the saved version, one typed since stays.
      base.current = draft;
      const parsed = applicationSchema.safeParse(answer);
      if (parsed.success) queryClient.setQueryData(applicationKeys.one(companyId, application.id), parsed.data);
      toast('success', 'applications.page.saved');
      await refresh();
    } catch (error) {
      const grouped = groupFieldErrors(serverFormErrors(httpFieldErrors(error)), shown);
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
        <ApplicationActions companyId={companyId} application={application} canChange={canChange} checklistPasses={checklistPasses} dirty={editable && dirty} />
      </Stack>
      <Stack spacing={3} sx={{ gridColumn: { md: 1 }, gridRow: { md: '1 / span 2' }, minWidth: 0 }}>
        <Form
          id="application-form"
          record={record}
          noValidate
          onSubmit={({ id: _id, ...values }: FieldValues) => {
            if (editable && !saving) void save(values as ApplicationDraft);
          }}
        >
          <Stack role="group" aria-label={application.target.name} spacing={3}>
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
            <FollowSaved saved={saved} base={base} />
            <DraftFields companyId={companyId} application={application} family={family} editable={editable} errors={errors} saved={saved} onDirty={setDirty} />
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
        </Form>
        {fileTypesShown(application).length > 0 && <ApplicationFiles companyId={companyId} application={application} editable={editable} errors={errors.files} />}
      </Stack>
      <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 2 }, minWidth: 0 }}>
        <StatusHistory history={application.history} />
      </Box>
      <LeaveWarning when={editable && dirty && !saving} />
    </Box>
  );
}

/** A newer saved version into the open form: only the parts not changed since `base` follow it. */
function FollowSaved({ saved, base }: { saved: ApplicationDraft; base: RefObject<ApplicationDraft> }) {
  const { getValues, setValue } = useFormContext();
  const savedKey = JSON.stringify(saved);
  const latest = useRef(saved);
  latest.current = saved;
  useEffect(() => {
    const { id: _id, ...current } = getValues() as ApplicationDraft & { id?: unknown };
    for (const [key, value] of Object.entries(followSaved(current, base.current, latest.current))) setValue(key, value);
    base.current = latest.current;
  }, [savedKey, base, getValues, setValue]);
  return null;
}

interface FieldsProps {
  companyId: number;
  application: Application;
  family: 'qualification' | 'certificate';
  editable: boolean;
  errors: FormErrors;
  saved: ApplicationDraft;
  onDirty: (dirty: boolean) => void;
}

/** The family's inputs over the form's values; tells the page whether they differ from what was saved. */
function DraftFields({ companyId, application, family, editable, errors, saved, onDirty }: FieldsProps) {
  const { setValue } = useFormContext();
  // The form's record carries the application's id beside the draft; the draft is the rest.
  const { id: _id, ...draft } = useWatch() as ApplicationDraft & { id?: unknown };
  const set = (change: Partial<ApplicationDraft>) => {
    for (const [key, value] of Object.entries(change)) setValue(key, value, { shouldDirty: true });
  };
  const dirty = draftChanged(saved, draft);
  const reported = useRef<boolean | null>(null);
  useEffect(() => {
    if (reported.current !== dirty) onDirty((reported.current = dirty));
  }, [dirty, onDirty]);
  // Before react-admin has given the form its values, there is nothing to show.
  if (!draft.industries) return null;
  return (
    <>
      {family === 'qualification' ? (
        <QualificationFields companyId={companyId} application={application} draft={draft} set={set} editable={editable} errors={errors} />
      ) : (
        <CertificateFields draft={draft} set={set} editable={editable} errors={errors} />
      )}
      <ContactPersonField companyId={companyId} draft={draft} set={set} editable={editable} errors={errors} />
      <AgreementsField family={family} draft={draft} set={set} editable={editable} errors={errors} />
    </>
  );
}
