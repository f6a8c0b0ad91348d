/**
 * /rekisteri/todistus/{number}: a certificate as anyone may verify it, always its current status:
 * the status first, then the company, the scope or industries, the dates, the issuer and the days
 * of its events. Printable (the buttons do not print). An unknown number says plainly that the
 * registry has no such certificate.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError, apiFetch } from '../../dataProvider/httpClient';
import type { CertificateStatus } from '../../domain/certificateStatus';
import { formatDate } from '../../domain/formats';
import type { PublicCertificate } from '../../domain/publicRegistry';
import { interpolate } from '../../i18n/lightTranslate';
import { fiRegistry as t } from '../../i18n/fiRegistry';
import { AuthCard } from '../auth/AuthCard';
import { StatusText } from './StatusText';

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'ready'; certificate: PublicCertificate };

const SEVERITY: Record<CertificateStatus, 'success' | 'info' | 'warning' | 'error'> = {
  valid: 'success',
  notYetValid: 'info',
  expired: 'warning',
  suspended: 'warning',
  withdrawn: 'error',
};

/** PUBLIC_REGISTRY_PATH (src/domain/certificateStatus.ts), written out for the reason fiRegistry's statusText says. */
const REGISTRY = '/rekisteri';

const day = (value: string | null) => (value ? formatDate(value) : '');

function Details({ certificate }: { certificate: PublicCertificate }) {
  const rows: Array<[string, string | null]> = [
    [t.certificate, certificate.name],
    [t.company, [certificate.company.name, interpolate(t.businessId, { id: certificate.company.businessId }), certificate.company.location].filter(Boolean).join(', ')],
    // A stopped company (issue 22 §1) is said so beside its name, in words.
    [t.companyStatus, certificate.company.stopped ? t.stopped : null],
    [t.scope, certificate.scope],
    [t.industries, certificate.industries.length ? certificate.industries.map((industry) => `${industry.symbolicNumber} ${industry.description}`).join('\n') : null],
    [t.decidedAt, certificate.decidedAt ? formatDate(certificate.decidedAt) : null],
    [t.validPeriod, `${day(certificate.validFrom)} – ${day(certificate.validUntil)}`],
    [t.issuer, certificate.issuer],
  ];
  return (
    <Box component="dl" sx={{ '& dt': { fontWeight: 600, mt: 1.5 }, '& dd': { m: 0, whiteSpace: 'pre-line', wordBreak: 'break-word' } }}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
    </Box>
  );
}

export function RegistryCertificatePage() {
  const { number = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    apiFetch<PublicCertificate>(`/public/certificates/${encodeURIComponent(number)}`, { signal: controller.signal }).then(
      (certificate) => setLoad({ state: 'ready', certificate }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 404) setLoad({ state: 'missing' });
        else setLoad({ state: 'failed', message: (failure instanceof ApiError ? failure.body?.message : undefined) ?? t.failed });
      },
    );
    return () => controller.abort();
  }, [number]);

  return (
    <AuthCard title={interpolate(t.certificateTitle, { number })} wide>
      {load.state === 'loading' && <Typography role="status">{t.loading}</Typography>}
      {load.state === 'missing' && (
        <Alert severity="error" role="alert">
          {interpolate(t.notFound, { number })}
        </Alert>
      )}
      {load.state === 'failed' && (
        <Alert severity="error" role="alert">
          {load.message}
        </Alert>
      )}
      {load.state === 'ready' && (
        <>
          <Alert severity={SEVERITY[load.certificate.status]} icon={false} role="status" sx={{ mb: 2 }}>
            <Typography component="p" sx={{ fontSize: '1.25rem' }}>
              {interpolate(t.statusNow, { status: '' })}
              <StatusText status={load.certificate.status} />
            </Typography>
            <Typography component="p">{t.statusExplained[load.certificate.status]}</Typography>
          </Alert>
          <Details certificate={load.certificate} />
          {load.certificate.history.length > 0 && (
            <>
              <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
                {t.history}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
                {load.certificate.history.map((entry, index) => (
                  <li key={index}>
                    {formatDate(entry.date)} {t.events[entry.event]}
                  </li>
                ))}
              </Box>
            </>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t.statusText[load.certificate.status]} · {formatDate(new Date())}
          </Typography>
        </>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mt: 3, displayPrint: 'none' }}>
        {load.state === 'ready' && (
          <Button variant="outlined" onClick={() => window.print()}>
            {t.print}
          </Button>
        )}
        <Link component={RouterLink} to={REGISTRY}>
          {t.back}
        </Link>
      </Box>
    </AuthCard>
  );
}
