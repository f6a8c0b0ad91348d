/**
 * The agreements in force of the list context: product, version, signing date, and "Irtisano" when
 * terminating is offered. Newest signing first at first; the product and date headers sort.
 */
import { Button, Typography } from '@mui/material';
import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/formats';
import type { CompanyAgreement } from '../../../domain/entities/agreement';

interface Props {
  onTerminate?: (agreement: CompanyAgreement) => void;
}

export function AgreementsTable({ onTerminate }: Props) {
  const translate = useTranslate();
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      aria-label={translate('agreements.title')}
      empty={<Typography sx={{ py: 2 }}>{translate('agreements.empty')}</Typography>}
      sx={{ overflowX: 'auto' }}
    >
      <FunctionField<CompanyAgreement> source="product" label="agreements.product" render={(agreement) => agreement.product.name} />
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
