/** The agreements in force: product, version, signing date, and "Irtisano" when terminating is offered. */
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/formats';
import type { CompanyAgreement } from '../../../domain/entities/agreement';

interface Props {
  agreements: CompanyAgreement[];
  onTerminate?: (agreement: CompanyAgreement) => void;
}

export function AgreementsTable({ agreements, onTerminate }: Props) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('agreements.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('agreements.product')}</TableCell>
          <TableCell>{translate('agreements.version')}</TableCell>
          <TableCell>{translate('agreements.signedAt')}</TableCell>
          {onTerminate && <TableCell align="right">{translate('agreements.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {agreements.map((agreement) => (
          <TableRow key={agreement.id}>
            <TableCell>{agreement.product.name}</TableCell>
            <TableCell>{agreement.productAgreement.version}</TableCell>
            <TableCell>{formatDate(agreement.signedAt)}</TableCell>
            {onTerminate && (
              <TableCell align="right">
                <Button
                  color="error"
                  aria-label={translate('agreements.terminateLabel', { name: agreement.product.name })}
                  onClick={() => onTerminate(agreement)}
                >
                  {translate('agreements.terminate')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
