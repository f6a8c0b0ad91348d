/** A company's agreements in force (SPEC §4), signing a new one and terminating one with a reason. */
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/formats';
import type { CompanyAgreement } from '../../../domain/api/agreements';
import { agreementsApi } from './api';
import { SignAgreement } from './SignAgreement';
import { TerminateDialog } from './TerminateDialog';

interface Props {
  companyId: number;
  canChange: boolean;
}

export function AgreementsPanel({ companyId, canChange }: Props) {
  const translate = useTranslate();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'loaded'; list: CompanyAgreement[] } | { status: 'failed' }>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [terminating, setTerminating] = useState<CompanyAgreement | null>(null);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    agreementsApi.list(companyId).then(
      (list) => live && setState({ status: 'loaded', list }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [companyId, version]);

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('agreements.title')}</Typography>
      {state.status === 'loading' && <Typography color="text.secondary">{translate('agreements.loading')}</Typography>}
      {state.status === 'failed' && <Alert severity="error">{translate('agreements.loadFailed')}</Alert>}
      {state.status === 'loaded' && state.list.length === 0 && <Typography color="text.secondary">{translate('agreements.empty')}</Typography>}
      {state.status === 'loaded' && state.list.length > 0 && (
        <Table size="small" aria-label={translate('agreements.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('agreements.product')}</TableCell>
              <TableCell>{translate('agreements.version')}</TableCell>
              <TableCell>{translate('agreements.signedAt')}</TableCell>
              {canChange && <TableCell align="right">{translate('agreements.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {state.list.map((agreement) => (
              <TableRow key={agreement.id}>
                <TableCell>{agreement.product.name}</TableCell>
                <TableCell>{agreement.productAgreement.version}</TableCell>
                <TableCell>{formatDate(agreement.signedAt)}</TableCell>
                {canChange && (
                  <TableCell align="right">
                    <Button
                      color="error"
                      aria-label={translate('agreements.terminateLabel', { name: agreement.product.name })}
                      onClick={() => setTerminating(agreement)}
                    >
                      {translate('agreements.terminate')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {canChange && state.status === 'loaded' && (
        <SignAgreement companyId={companyId} signedProductIds={state.list.map((a) => a.product.id)} onSigned={reload} />
      )}
      {canChange && (
        <TerminateDialog
          companyId={companyId}
          agreement={terminating}
          onClose={() => setTerminating(null)}
          onTerminated={() => {
            setTerminating(null);
            reload();
          }}
        />
      )}
    </Box>
  );
}
