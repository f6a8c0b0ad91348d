/**
 * A certificate's page in the office: its details, the actions on it (suspend, withdraw,
 * reinstate), its events with who and why, and the expiry reminders sent and when; links to its
 * public page and its PDF.
 */
import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { ShowBase, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { entityFields } from '../../components/entity/entityFields';
import { certificateHistory } from '../../domain/api/certificateActions';
import { labelKey } from '../../domain/entities/entity';
import { officeCertificate, type OfficeCertificateRecord } from '../../domain/entities/officeCertificate';
import { formatDate, formatDateTime } from '../../domain/formats';
import { CERTIFICATE_EVENT_LABELS, CERTIFICATE_STATUS_LABELS, publicCertificatePath } from '../../domain/certificateStatus';
import { HoldActions } from './HoldActions';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function History({ certificate }: { certificate: OfficeCertificateRecord }) {
  const translate = useTranslate();
  const history = useActionQuery(certificateHistory, { certId: certificate.id });
  const events = history.data?.events ?? [];
  const reminders = history.data?.reminders ?? [];
  return (
    <>
      <Section title={translate('officeCertificates.history')}>
        {events.length === 0 ? (
          <Typography variant="body2">{translate('officeCertificates.noHistory')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
            {events.map((event) => (
              <li key={event.id}>
                {formatDateTime(event.createdAt)} {CERTIFICATE_EVENT_LABELS[event.event]} ({event.userName ?? translate('officeCertificates.system')}){event.reason ? `: ${event.reason}` : ''}
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title={translate('officeCertificates.reminders')}>
        {reminders.length === 0 ? (
          <Typography variant="body2">{translate('officeCertificates.noReminders')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
            {reminders.map((reminder) => (
              <li key={`${reminder.validUntil}-${reminder.stageDays}`}>
                {translate('officeCertificates.reminderLine', {
                  days: reminder.stageDays,
                  until: formatDate(reminder.validUntil),
                  sentAt: formatDateTime(reminder.sentAt),
                  to: reminder.recipients.join(', ') || translate('officeCertificates.nobody'),
                })}
              </li>
            ))}
          </Box>
        )}
      </Section>
    </>
  );
}

function CertificateView() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const record = useRecordContext<OfficeCertificateRecord>();
  if (!record) return null;
  const fields = entityFields(officeCertificate, 'show', {
    company: null,
    status: null,
    industries: null,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        {record.certificateName} {record.certificateNumber}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        <MuiLink component={Link} to={`${createPath({ resource: 'companies', type: 'show', id: record.company.id })}/certificates`}>
          {record.company.name}
        </MuiLink>{' '}
        ({record.company.registrationNumber}) · <strong>{CERTIFICATE_STATUS_LABELS[record.status]}</strong>
      </Typography>
      <Section title={translate('officeCertificates.details')}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 2, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}>
          {fields.map((field) => (
            <Box key={field.key} sx={{ display: 'contents' }}>
              <dt>{translate(String((field.props as { label?: string }).label ?? ''))}</dt>
              <dd>{field}</dd>
            </Box>
          ))}
          {record.industries.length > 0 && (
            <>
              <dt>{translate(labelKey(officeCertificate, 'industries'))}</dt>
              <dd>{record.industries.map((industry) => `${industry.symbolicNumber} ${industry.description}`).join(', ')}</dd>
            </>
          )}
        </Box>
        {record.issuedByAssociation && record.certificateNumber && (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
            <MuiLink href={publicCertificatePath(record.certificateNumber)} target="_blank" rel="noopener">
              {translate('officeCertificates.publicPage')}
            </MuiLink>
            <MuiLink href={`/api/companies/${record.company.id}/certificates/${record.id}/pdf`}>{translate('officeCertificates.pdf')}</MuiLink>
          </Box>
        )}
      </Section>
      <Section title={translate('officeCertificates.actions.title')}>
        <HoldActions certificate={record} />
      </Section>
      <History certificate={record} />
    </Box>
  );
}

export function CertificateShow() {
  return (
    <ShowBase>
      <CertificateView />
    </ShowBase>
  );
}
