/**
 * The office's marks on the parts of an application: per industry granted and audited, per office
 * granted, per file its document readiness, and the review tasks (not done, done, not required).
 * Each change is saved at once (a select or a checkbox), and the page refreshes. What is reviewed
 * opens from here: a reference in a dialog, a file downloads (issue 18).
 */
import { Alert, Box, Checkbox, FormControlLabel, Link, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLookup } from '../../components/entity/useLookup';
import { API_BASE } from '../../dataProvider/httpClient';
import type { OfficeApplication } from '../../domain/api/applicationReview';
import { formatDate } from '../../domain/formats';
import { DOCUMENT_READINESS_IDS, TASK_STATUS_IDS } from '../../domain/applicationReview';
import { ReferenceDialog } from './ReferenceDialog';
import { useAction } from '../../components/actions/useAction';
import { markApplicationFile, markApplicationIndustry, markApplicationOffice, setReviewTask } from '../../domain/api/applicationReviewActions';

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const triState = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');
const fromTriState = (value: string) => (value === '' ? null : value === 'yes');

function GrantedSelect({ id, label, value, onChange, disabled }: { id: string; label: string; value: boolean | null; onChange: (value: boolean | null) => void; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" id={id} label={label} value={triState(value)} onChange={(event) => onChange(fromTriState(event.target.value))} disabled={disabled} sx={{ minWidth: 160 }}>
      <MenuItem value="">{translate('applicationReview.industries.undecided')}</MenuItem>
      <MenuItem value="yes">{translate('applicationReview.industries.yes')}</MenuItem>
      <MenuItem value="no">{translate('applicationReview.industries.no')}</MenuItem>
    </TextField>
  );
}

/** A select of one lookup list's entries (document readiness, task statuses), saved as it changes. */
function LookupSelect({ id, lookup, label, value, onChange, disabled }: { id: string; lookup: string; label: string; value: number; onChange: (value: number) => void; disabled: boolean }) {
  const entries = useLookup(lookup);
  return (
    <TextField select size="small" id={id} label={label} value={value} onChange={(event) => onChange(Number(event.target.value))} disabled={disabled} sx={{ minWidth: 200 }}>
      {(entries.data ?? []).map((entry) => (
        <MenuItem key={entry.id} value={entry.id}>
          {entry.shortDescription}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A lookup's id that the action takes (the list shows only those; the server refuses any other). */
const isOneOf = <T extends number>(ids: readonly T[], value: number): value is T => (ids as readonly number[]).includes(value);

const rowSx = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' } as const;

export function IndustriesPanel({ application, editable }: { application: OfficeApplication; editable: boolean }) {
  const translate = useTranslate();
  const action = useAction(markApplicationIndustry, { failure: 'applicationReview.saveFailed' });
  const [opened, setOpened] = useState<number | null>(null);
  const put = (partId: number, body: { granted?: boolean | null; audited?: boolean }) => action.run({ appId: application.id, partId }, { body });
  return (
    <Panel id="industries" title={translate('applicationReview.industries.title')}>
      {action.error && <Alert severity="error">{action.error}</Alert>}
      {application.industries.length === 0 && <Typography variant="body2">{translate('applicationReview.industries.empty')}</Typography>}
      {application.industries.map((industry) => (
        <Box key={industry.id} sx={rowSx}>
          <Typography variant="body2" sx={{ flex: '1 1 240px' }}>
            <strong>{industry.symbolicNumber}</strong> {industry.shortDescription} ({translate('applicationReview.industries.references', { smart_count: industry.references.length })})
          </Typography>
          <GrantedSelect id={`industry-${industry.id}-granted`} label={`${translate('applicationReview.industries.granted')}: ${industry.symbolicNumber}`} value={industry.granted} onChange={(granted) => put(industry.id, { granted })} disabled={!editable || action.pending} />
          <FormControlLabel
            control={<Checkbox checked={industry.audited} onChange={(event) => put(industry.id, { audited: event.target.checked })} disabled={!editable || action.pending} />}
            label={`${translate('applicationReview.industries.audited')}: ${industry.symbolicNumber}`}
          />
          {industry.references.length > 0 && (
            <Box component="ul" aria-label={`${translate('applicationReview.references.title')}: ${industry.symbolicNumber}`} sx={{ flexBasis: '100%', m: 0, pl: 2.5 }}>
              {industry.references.map((reference) => (
                <li key={reference.referenceId}>
                  <Link component="button" type="button" variant="body2" onClick={() => setOpened(reference.referenceId)} sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}>
                    {reference.title}
                  </Link>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    {reference.workEndDate ? translate('applicationReview.references.ended', { date: formatDate(reference.workEndDate) }) : translate('applicationReview.references.notEnded')}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
      {opened !== null && <ReferenceDialog companyId={application.companyId} referenceId={opened} onClose={() => setOpened(null)} />}
    </Panel>
  );
}

export function OfficesPanel({ application, editable }: { application: OfficeApplication; editable: boolean }) {
  const translate = useTranslate();
  const action = useAction(markApplicationOffice, { failure: 'applicationReview.saveFailed' });
  return (
    <Panel id="offices" title={translate('applicationReview.offices.title')}>
      {action.error && <Alert severity="error">{action.error}</Alert>}
      {application.companyOffices.length === 0 && <Typography variant="body2">{translate('applicationReview.offices.empty')}</Typography>}
      {application.companyOffices.map((office) => {
        const name = office.address ?? office.description ?? translate('applicationReview.offices.unnamed');
        return (
          <Box key={office.id} sx={rowSx}>
            <Typography variant="body2" sx={{ flex: '1 1 240px' }}>
              {name}
            </Typography>
            <GrantedSelect
              id={`office-${office.id}-granted`}
              label={`${translate('applicationReview.industries.granted')}: ${name}`}
              value={office.isGranted}
              onChange={(isGranted) => action.run({ appId: application.id, partId: office.id }, { body: { is_granted: isGranted } })}
              disabled={!editable || action.pending}
            />
          </Box>
        );
      })}
    </Panel>
  );
}

export function FilesPanel({ application, editable }: { application: OfficeApplication; editable: boolean }) {
  const translate = useTranslate();
  const types = useLookup('company-document-types');
  const action = useAction(markApplicationFile, { failure: 'applicationReview.saveFailed' });
  const typeName = new Map((types.data ?? []).map((entry) => [entry.id, entry.shortDescription]));
  return (
    <Panel id="files" title={translate('applicationReview.files.title')}>
      {action.error && <Alert severity="error">{action.error}</Alert>}
      {application.files.length === 0 && <Typography variant="body2">{translate('applicationReview.files.empty')}</Typography>}
      {application.files.map((file) => (
        <Box key={file.id} sx={rowSx}>
          <Typography variant="body2" sx={{ flex: '1 1 240px', overflowWrap: 'anywhere' }}>
            <Link href={`${API_BASE}/companies/${application.companyId}/applications/${application.id}/files/${file.id}`} download={file.name}>
              {file.name}
            </Link>{' '}
            {typeName.get(file.fileTypeId) ? `(${typeName.get(file.fileTypeId)})` : ''}
          </Typography>
          <LookupSelect
            id={`file-${file.id}-readiness`}
            lookup="document-readiness"
            label={`${translate('applicationReview.files.readiness')}: ${file.name}`}
            value={file.documentReadinessId}
            onChange={(readiness) => isOneOf(DOCUMENT_READINESS_IDS, readiness) && action.run({ appId: application.id, partId: file.id }, { body: { document_readiness_id: readiness } })}
            disabled={!editable || action.pending}
          />
        </Box>
      ))}
    </Panel>
  );
}

export function TasksPanel({ application, editable }: { application: OfficeApplication; editable: boolean }) {
  const translate = useTranslate();
  const action = useAction(setReviewTask, { failure: 'applicationReview.saveFailed' });
  return (
    <Panel id="tasks" title={translate('applicationReview.tasks.title')}>
      {action.error && <Alert severity="error">{action.error}</Alert>}
      {application.review.tasks.map((task) => (
        <Box key={task.task} sx={rowSx}>
          <Typography variant="body2" sx={{ flex: '1 1 240px' }}>
            {task.title}
            {task.updatedBy ? ` · ${task.updatedBy}` : ''}
          </Typography>
          <LookupSelect
            id={`task-${task.task}`}
            lookup="task-statuses"
            label={`${translate('applicationReview.tasks.status')}: ${task.title}`}
            value={task.taskStatusId}
            onChange={(status) => isOneOf(TASK_STATUS_IDS, status) && action.run({ appId: application.id, task: task.task }, { body: { task_status_id: status } })}
            disabled={!editable || action.pending}
          />
        </Box>
      ))}
    </Panel>
  );
}
