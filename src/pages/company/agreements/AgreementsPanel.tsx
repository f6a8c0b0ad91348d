/** A company's agreements in force (SPEC §4), signing a new one and terminating one with a reason. */
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadState } from '../../../components/data/LoadState';
import { useApiList } from '../../../components/data/useApiResource';
import type { CompanyAgreement } from '../../../domain/api/agreements';
import { AgreementsTable } from './AgreementsTable';
import { SignAgreement } from './SignAgreement';
import { TerminateDialog } from './TerminateDialog';

interface Props {
  companyId: number;
  canChange: boolean;
}

export function AgreementsPanel({ companyId, canChange }: Props) {
  const translate = useTranslate();
  const agreements = useApiList<CompanyAgreement>(`/companies/${companyId}/agreements`);
  const [terminating, setTerminating] = useState<CompanyAgreement | null>(null);

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('agreements.title')}</Typography>
      <LoadState state={agreements} loadingText="agreements.loading" failedText="agreements.loadFailed" emptyText="agreements.empty">
        {(list) => <AgreementsTable agreements={list} onTerminate={canChange ? setTerminating : undefined} />}
      </LoadState>
      {canChange && agreements.status === 'loaded' && (
        <SignAgreement companyId={companyId} signedProductIds={agreements.data.map((a) => a.product.id)} onSigned={agreements.reload} />
      )}
      {canChange && (
        <TerminateDialog
          companyId={companyId}
          agreement={terminating}
          onClose={() => setTerminating(null)}
          onTerminated={() => {
            setTerminating(null);
            agreements.reload();
          }}
        />
      )}
    </Box>
  );
}
