/**
 * Poikkeamat (issue 21): the company's audit deviations — the list with status and due date
 * (overdue ones marked in words, not colour only) and, at `…/deviations/12`, the deviation dialog
 * of SPEC §2 (DeviationDialog). The company's admins answer; its members read.
 */
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useActionQuery } from '../../../components/actions/useActionQuery';
import { LookupName } from '../../../resources/deviations/DeviationParts';
import { useRecordRoute } from '../../../components/records/useRecordRoute';
import { companyDeviations } from '../../../domain/api/deviationActions';
import { formatDate } from '../../../domain/formats';
import { useCanChange, useCompany } from '../CompanyContext';
import { DeviationDialog } from './DeviationDialog';

export function DeviationsSection() {
  const translate = useTranslate();
  const { company } = useCompany();
  const canAnswer = useCanChange('admin');
  const route = useRecordRoute();
  const { data, isPending, isError } = useActionQuery(companyDeviations, { id: company.id });
  const openId = route.view?.kind === 'record' ? route.view.id : null;
  const open = openId === null ? null : (data?.find((deviation) => deviation.id === openId) ?? null);

  return (
    <Stack spacing={2}>
      <Typography>{translate('deviations.intro')}</Typography>
      {isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <span>{translate('deviations.loading')}</span>
        </Stack>
      )}
      {isError && <Alert severity="error">{translate('deviations.loadFailed')}</Alert>}
      {data && data.length === 0 && <Typography>{translate('deviations.empty')}</Typography>}
      {data && data.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((deviation) => (
            <Stack
              component="li"
              key={deviation.id}
              spacing={0.5}
              sx={{ border: 1, borderColor: deviation.overdue ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Link component={RouterLink} {...route.link({ kind: 'record', id: deviation.id, mode: null, tab: null })} sx={{ overflowWrap: 'anywhere' }}>
                {deviation.description}
              </Link>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}>
                <Typography variant="body2">
                  {translate('deviations.columns.severity')}: <LookupName lookup="deviation-severities" value={deviation.severityId} />
                </Typography>
                <Typography variant="body2">
                  {translate('deviations.columns.status')}: <LookupName lookup="deviation-statuses" value={deviation.statusId} />
                </Typography>
                <Typography variant="body2" color={deviation.overdue ? 'error' : undefined}>
                  {translate('deviations.columns.due')}: {formatDate(deviation.toBeFixedByDate)}
                </Typography>
                {deviation.overdue && <Chip size="small" color="error" label={translate('deviations.overdue')} />}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      {openId !== null && data && !open && <Alert severity="warning">{translate('deviations.notFound')}</Alert>}
      {open && <DeviationDialog companyId={company.id} deviation={open} canAnswer={canAnswer} onClose={route.close} />}
    </Stack>
  );
}
