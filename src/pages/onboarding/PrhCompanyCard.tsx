/**
 * What the trade register (PRH) says about a company that is not in the portal
 * yet. Situations such as bankruptcy or liquidation stand out so that nobody
 * brings such a company in by mistake.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../domain/formats';
import { ErrorMessage } from '../../components/form/ErrorMessage';
import { addressLines } from '../../domain/addresses';
import { DetailRow } from './DetailRow';
import type { PrhCompany } from '../../domain/api/prh';

interface Props {
  company: PrhCompany;
  creating: boolean;
  createError: unknown;
  onCreate: () => void;
}

export function PrhCompanyCard({ company, creating, createError, onCreate }: Props) {
  const translate = useTranslate();
  return (
    <section aria-label={company.name}>
      <Typography variant="h6" component="h3">{company.name}</Typography>
      <Typography color="text.secondary" gutterBottom>{translate('onboarding.prh.source')}</Typography>
      {company.situations.length > 0 && (
        <Alert severity="warning" sx={{ my: 2 }}>
          <AlertTitle>{translate('onboarding.prh.situations')}</AlertTitle>
          {company.situations.map((situation) => (
            <div key={situation}>{situation}</div>
          ))}
        </Alert>
      )}
      <dl>
        <DetailRow label={translate('onboarding.fields.registrationNumber')} value={company.registrationNumber} />
        <DetailRow label={translate('onboarding.fields.companyForm')} value={company.companyForm} />
        <DetailRow label={translate('onboarding.fields.mainBusinessLine')} value={company.mainBusinessLine} />
        <DetailRow label={translate('onboarding.fields.registrationDate')} value={formatDate(company.registrationDate)} />
        <DetailRow label={translate('onboarding.fields.website')} value={company.website} />
        {company.addresses.map((address) => (
          <DetailRow
            key={`${address.addressTypeId}-${address.street ?? address.poBox ?? ''}`}
            label={translate(`pateva.address.types.${address.addressTypeId}`)}
            value={addressLines(address, translate).map((line) => line.text).join(', ')}
          />
        ))}
      </dl>
      <Typography sx={{ my: 1 }}>{translate('onboarding.create.explain')}</Typography>
      <Button variant="contained" onClick={onCreate} loading={creating} disabled={creating}>
        {translate('onboarding.create.submit')}
      </Button>
      <ErrorMessage error={createError} />
    </section>
  );
}
