/**
 * /rekisteri?q=…: search companies by name or business ID; each shows its qualifications (with
 * industries) and certificates with their validity and status, each a link to its own page. A
 * certificate's number can be checked directly. The query is in the address, so a search is a link.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, apiFetch } from '../../dataProvider/httpClient';
import { formatDate } from '../../domain/formats';
import type { PublicCompany, PublicCertificateSummary } from '../../domain/publicRegistry';
import { interpolate } from '../../i18n/lightTranslate';
import { fiRegistry as t } from '../../i18n/fiRegistry';
import { AuthCard } from '../auth/AuthCard';
import { StatusText } from './StatusText';

/** publicCertificatePath (src/domain/certificateStatus.ts), written out for the reason fiRegistry's statusText says. */
const publicCertificatePath = (number: string) => `/rekisteri/todistus/${encodeURIComponent(number)}`;

type Search = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; companies: PublicCompany[] };

const messageOf = (error: unknown) => (error instanceof ApiError ? error.body?.message : undefined) ?? t.failed;

function CertificateLine({ certificate }: { certificate: PublicCertificateSummary }) {
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Link component={RouterLink} to={publicCertificatePath(certificate.number)} sx={{ fontWeight: 600 }}>
          {certificate.name} {certificate.number}
        </Link>
        <StatusText status={certificate.status} />
      </Box>
      {(certificate.validFrom || certificate.validUntil) && (
        <Typography variant="body2">{interpolate(t.validity, { from: certificate.validFrom ? formatDate(certificate.validFrom) : '', until: certificate.validUntil ? formatDate(certificate.validUntil) : '' })}</Typography>
      )}
      {certificate.scope && <Typography variant="body2">{certificate.scope}</Typography>}
      {certificate.industries.length > 0 && (
        <Typography variant="body2">
          {t.industries}: {certificate.industries.map((industry) => `${industry.symbolicNumber} ${industry.description}`).join(', ')}
        </Typography>
      )}
    </Box>
  );
}

function CompanyResult({ company }: { company: PublicCompany }) {
  return (
    <Box component="section" aria-label={company.name} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
        {company.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[interpolate(t.businessId, { id: company.businessId }), company.location].filter(Boolean).join(' · ')}
      </Typography>
      {company.mergedInto && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {interpolate(t.mergedInto, { date: formatDate(company.mergedInto.mergedAt) })}{' '}
          <Link component={RouterLink} to={`/rekisteri?q=${encodeURIComponent(company.mergedInto.businessId)}`}>
            {company.mergedInto.name} ({company.mergedInto.businessId})
          </Link>
          .
        </Alert>
      )}
      {company.stopped && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t.stopped}
        </Alert>
      )}
      {company.certificates.length === 0 ? (
        <Typography variant="body2">{t.noCertificates}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {company.certificates.map((certificate) => (
            <CertificateLine key={certificate.number} certificate={certificate} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export function RegistrySearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [number, setNumber] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [search, setSearch] = useState<Search>({ state: 'idle' });

  useEffect(() => {
    setText(q);
    if (q.trim().length < 2) {
      setSearch({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setSearch({ state: 'loading' });
    apiFetch<{ data: PublicCompany[] }>('/public/companies', { query: { q }, signal: controller.signal }).then(
      (answer) => setSearch({ state: 'done', companies: answer.data }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setSearch({ state: 'failed', message: messageOf(failure) });
      },
    );
    return () => controller.abort();
  }, [q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 2) {
      setInputError(t.queryTooShort);
      return;
    }
    setInputError(null);
    setParams({ q: text.trim() });
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (number.trim()) navigate(publicCertificatePath(number.trim().toUpperCase()));
  };

  return (
    <AuthCard title={t.title} wide>
      <Typography sx={{ mb: 2 }}>{t.intro}</Typography>
      <Box component="form" role="search" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={t.searchLabel}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setInputError(null);
          }}
          error={!!inputError}
          helperText={inputError ?? undefined}
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          {t.search}
        </Button>
      </Box>
      <Box aria-live="polite">
        {search.state === 'loading' && <Typography role="status" sx={{ mt: 2 }}>{t.searching}</Typography>}
        {search.state === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {search.message}
          </Alert>
        )}
        {search.state === 'done' && (
          <>
            <Typography sx={{ mt: 2 }} role="status">
              {search.companies.length === 0 ? t.noResults : search.companies.length === 1 ? t.resultOne : interpolate(t.resultCount, { count: search.companies.length })}
            </Typography>
            {search.companies.map((company) => (
              <CompanyResult key={company.businessId} company={company} />
            ))}
          </>
        )}
      </Box>
      <Box component="form" onSubmit={check} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mt: 4 }}>
        <TextField label={t.numberLabel} helperText={t.numberHint} value={number} onChange={(event) => setNumber(event.target.value)} sx={{ flex: '1 1 240px' }} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
          {t.check}
        </Button>
      </Box>
    </AuthCard>
  );
}
