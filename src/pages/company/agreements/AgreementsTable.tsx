/**
 * The agreements in force of the list context: product, version, signing date, and "Irtisano" when
 * terminating is offered. Newest signing first at first; the product and date headers sort.
 */
import { Button, Link, Typography } from '@mui/material';
import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RecordLink } from '../../../components/records/useRecordRoute';
import { formatDate } from '../../../domain/formats';
import type { CompanyAgreement } from '../../../domain/entities/agreement';

interface Props {
  /** The address of an agreement's own view. */
  link: (agreement: CompanyAgreement) => RecordLink;
  onTerminate?: (agreement: CompanyAgreement) => void;
}

export function AgreementsTable({ link, onTerminate }: Props) {
  const translate = useTranslate();
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      aria-label={translate('agreements.title')}
      empty={<Typography sx={{ py: 2 }}>{translate('agreements.empty')}</Typography>}
      sx={{ overflowX: 'auto' }}
    >
      <FunctionField<CompanyAgreement> source="product" label="agreements.product" render={(agreement) => (
          <Link component={RouterLink} {...link(agreement)} aria-label={translate('agreements.showLabel', { name: agreement.product.name })}>
            {agreement.product.name}
          </Link>
        )} />
      <FunctionField<CompanyAgreement> label="agreements.version" sortable={false} render={(agreement) => agreement.productAgreement.version} />
      <FunctionField<CompanyAgreement> source="signedAt" label="agreements.signedAt" render={(agreement) => formatDate(agreement.signedAt)} />
      {onTerminate && (
        <FunctionField<CompanyAgreement>
          label="agreements.actions"
          textAlign="right"
          render={(agreement) => (
            <Button color="error" aria-label={translate('agreements.terminateLabel', { name: agreement.product.name })} onClick={() => onTerminate(agreement)}>
              {translate('agreements.terminate')}
            </Button>
          )}
        />
      )}
    </Datagrid>
  );
}
