/**
 * What an agenda item shows beyond the office's review (issue 20 "references and files"; issue 21's
 * audit summary): the references the application leans on, with their client, dates and the
 * industries they back; the application's files to download (a board member may open them while
 * the item is on their board's agenda); and a certificate application's audit — kind, auditors,
 * report status, finish and deviations.
 */
import { Box, Chip, Link, Typography } from '@mui/material';
import { FactList } from '../../components/FactList';
import { useTranslate } from 'react-admin';
import { useLookup } from '../../components/entity/useLookup';
import type { AgendaAudit, AgendaItem, AgendaReference } from '../../domain/api/boards';
import { formatDate, formatDateTime } from '../../domain/formats';
import { API_BASE } from '../../dataProvider/httpClient';

function useNames(lookup: string): (id: number | null) => string {
  const list = useLookup(lookup);
  return (id) => list.data?.find((entry) => entry.id === id)?.shortDescription ?? '';
}

const listSx = { mt: 0, pl: 2.5, '& > li': { mb: 0.5 } } as const;
const textSx = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h4">
      {children}
    </Typography>
  );
}

function ReferenceLine({ reference }: { reference: AgendaReference }) {
  const translate = useTranslate();
  const dates =
    reference.workStartDate || reference.workEndDate
      ? `${formatDate(reference.workStartDate)} – ${reference.workEndDate ? formatDate(reference.workEndDate) : translate('agendaDetails.ongoing')}`
      : null;
  const parts = [
    reference.clientName ? `${translate('agendaDetails.client')}: ${reference.clientName}` : null,
    dates ? `${translate('agendaDetails.dates')}: ${dates}` : null,
    reference.industries.length ? `${translate('agendaDetails.backs')}: ${reference.industries.map((industry) => `${industry.symbolicNumber} ${industry.name}`).join(', ')}` : null,
  ].filter(Boolean);
  return (
    <li>
      <Typography variant="body2" component="span" sx={textSx}>
        <strong>{reference.title}</strong>
        {parts.length ? ` – ${parts.join('; ')}` : ''}
      </Typography>
    </li>
  );
}

function AuditSummary({ audit }: { audit: AgendaAudit }) {
  const translate = useTranslate();
  const kindName = useNames('audit-kinds');
  const reportName = useNames('report-statuses');
  const severityName = useNames('deviation-severities');
  const deviationStatus = useNames('deviation-statuses');
  return (
    <Box>
      <FactList
        facts={[
          [translate('agendaDetails.auditKind'), kindName(audit.auditKindId)],
          [translate('agendaDetails.auditors'), audit.auditors.length ? audit.auditors.join(', ') : translate('agendaDetails.noAuditors')],
          [translate('agendaDetails.reportStatus'), audit.reportStatusId === null ? translate('agendaDetails.noReport') : reportName(audit.reportStatusId)],
          [translate('agendaDetails.finishedAt'), audit.finishedAt ? formatDateTime(audit.finishedAt) : translate('agendaDetails.notFinished')],
        ]}
        strongLabels
        stackOnPhone
        sx={{ my: 0.5 }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('agendaDetails.deviations')}
      </Typography>
      {audit.deviations.length === 0 ? (
        <Typography variant="body2">{translate('agendaDetails.noDeviations')}</Typography>
      ) : (
        <Box component="ul" sx={listSx}>
          {audit.deviations.map((deviation) => (
            <li key={deviation.id}>
              <Typography variant="body2" component="span" sx={textSx}>
                <Chip size="small" variant="outlined" color={deviation.severityId === 2 ? 'error' : 'default'} label={severityName(deviation.severityId)} sx={{ mr: 1 }} />
                {deviation.description} ({deviationStatus(deviation.statusId)})
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function ItemDetails({ item }: { item: AgendaItem }) {
  const translate = useTranslate();
  const fileType = useNames('company-document-types');
  return (
    <>
      <Heading>{translate('agendaDetails.references')}</Heading>
      {item.references.length === 0 ? (
        <Typography variant="body2">{translate('agendaDetails.noReferences')}</Typography>
      ) : (
        <Box component="ul" sx={listSx}>
          {item.references.map((reference) => (
            <ReferenceLine key={reference.id} reference={reference} />
          ))}
        </Box>
      )}
      <Heading>{translate('agendaDetails.files')}</Heading>
      {item.files.length === 0 ? (
        <Typography variant="body2">{translate('agendaDetails.noFiles')}</Typography>
      ) : (
        <Box component="ul" sx={listSx}>
          {item.files.map((file) => (
            <li key={file.id}>
              <Typography variant="body2" component="span" sx={textSx}>
                <Link href={`${API_BASE}/companies/${item.companyId}/applications/${item.applicationId}/files/${file.id}`} download={file.name} aria-label={translate('agendaDetails.download', { name: file.name })}>
                  {file.name}
                </Link>
                {fileType(file.fileTypeId) ? ` (${fileType(file.fileTypeId)})` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {item.audits.map((audit) => (
        <Box key={audit.id} component="section" aria-label={`${translate('agendaDetails.audit')}: ${item.companyName}`}>
          <Heading>{translate('agendaDetails.audit')}</Heading>
          <AuditSummary audit={audit} />
        </Box>
      ))}
    </>
  );
}
