/**
 * Laskutusperuste (issue 22 §3): the office picks a period, reviews the rows to bill per company with
 * totals, downloads them as CSV or Finvoice, and marks them invoiced after a confirmation.
 */
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { DateInput } from '../../components/form/DateInput';
import { apiFetch } from '../../dataProvider/httpClient';
import { formatDate } from '../../domain/formats';
import { basisExportPath, type InvoicingBasis, type MarkInvoicedResult } from '../../domain/invoicing';

const euro = (value: number) => `${value.toLocaleString('fi-FI', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/** The previous and the current month at first: what is still to bill, without rows of the future months. */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

export function InvoicingBasisPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(lastMonth);
  const [period, setPeriod] = useState(draft);
  const [confirming, setConfirming] = useState(false);
  const basis = useQuery({
    queryKey: ['invoicing-basis', period.from, period.to],
    queryFn: ({ signal }) => apiFetch<InvoicingBasis>('/invoicing/basis', { query: { from: period.from, to: period.to }, signal }),
  });
  const keys = basis.data?.companies.flatMap((company) => company.rows.map((row) => row.key)) ?? [];
  const mark = useMutation({
    mutationFn: () => apiFetch<MarkInvoicedResult>('/invoicing/basis/invoiced', { method: 'POST', body: { from: period.from, to: period.to, row_keys: keys } }),
    onSuccess: (result) => {
      notify('invoicing.basis.marked', { type: 'success', messageArgs: { count: result.invoiced } });
      void queryClient.invalidateQueries({ queryKey: ['invoicing-basis'] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('invoicing.basis.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('invoicing.basis.title')}
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          setPeriod(draft);
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
      >
        <DateInput label={translate('invoicing.basis.from')} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
        <DateInput label={translate('invoicing.basis.to')} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        <Button type="submit" variant="outlined">
          {translate('invoicing.basis.show')}
        </Button>
      </Box>
      {basis.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <span>{translate('invoicing.basis.loading')}</span>
        </Stack>
      ) : basis.isError ? (
        <Alert severity="error">{basis.error.message || translate('invoicing.basis.failed')}</Alert>
      ) : basis.data.rowCount === 0 ? (
        <Alert severity="info">{translate('invoicing.basis.empty')}</Alert>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" href={basisExportPath(period.from, period.to, 'csv')} download>
              {translate('invoicing.basis.csv')}
            </Button>
            <Button variant="outlined" href={basisExportPath(period.from, period.to, 'finvoice')} download>
              {translate('invoicing.basis.finvoice')}
            </Button>
            <Button variant="contained" onClick={() => setConfirming(true)} disabled={mark.isPending}>
              {translate('invoicing.basis.mark')}
            </Button>
          </Stack>
          <Typography component="p" sx={{ mb: 2 }}>
            {translate('invoicing.basis.totals')}: {translate('invoicing.basis.net')} {euro(basis.data.totals.net)}, {translate('invoicing.basis.vat')} {euro(basis.data.totals.vat)},{' '}
            {translate('invoicing.basis.gross')} {euro(basis.data.totals.gross)}
          </Typography>
          {basis.data.companies.map((company) => (
            <Box key={company.companyId} component="section" sx={{ mb: 3 }} aria-label={company.companyName}>
              <Typography variant="h6" component="h2">
                {company.companyName} ({company.registrationNumber})
              </Typography>
              <Typography variant="body2" component="p">
                {company.einvoiceAddress ? `${translate('invoicing.basis.einvoice')}: ${company.einvoiceAddress} ${company.operatorName ?? ''} ${company.operatorId ?? ''}` : translate('invoicing.basis.noEinvoice')}
              </Typography>
              {/* On a phone the table scrolls sideways: by keyboard too, so the box takes focus (axe: scrollable-region-focusable). */}
              <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={`${translate('invoicing.basis.rowsOf')} ${company.companyName}`}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('invoicing.basis.description')}</TableCell>
                      <TableCell>{translate('invoicing.basis.date')}</TableCell>
                      <TableCell align="right">{translate('invoicing.basis.quantity')}</TableCell>
                      <TableCell align="right">{translate('invoicing.basis.net')}</TableCell>
                      <TableCell align="right">{translate('invoicing.basis.vat')}</TableCell>
                      <TableCell align="right">{translate('invoicing.basis.gross')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {company.rows.map((row) => (
                      <TableRow key={row.key}>
                        <TableCell>{row.description}</TableCell>
                        <TableCell>{formatDate(row.billingDate)}</TableCell>
                        <TableCell align="right">{`${row.quantity.toLocaleString('fi-FI')} ${row.unit}`}</TableCell>
                        <TableCell align="right">{euro(row.net)}</TableCell>
                        <TableCell align="right">{`${euro(row.vat)} (${row.vatPercentage.toLocaleString('fi-FI')} %)`}</TableCell>
                        <TableCell align="right">{euro(row.gross)}</TableCell>
                      </TableRow>
                    ))}
                    <TableRow>
                      <TableCell colSpan={3}>{translate('invoicing.basis.totals')}</TableCell>
                      <TableCell align="right">{euro(company.totals.net)}</TableCell>
                      <TableCell align="right">{euro(company.totals.vat)}</TableCell>
                      <TableCell align="right">{euro(company.totals.gross)}</TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
              </Box>
            </Box>
          ))}
        </>
      )}
      <Confirm
        isOpen={confirming}
        title="invoicing.basis.confirmTitle"
        content="invoicing.basis.confirmBody"
        translateOptions={{ count: keys.length }}
        onConfirm={() => {
          setConfirming(false);
          mark.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
