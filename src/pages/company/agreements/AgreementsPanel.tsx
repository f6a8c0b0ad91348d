/**
 * A company's agreements in force (SPEC §4), signing a new one and terminating one with a reason.
 * Read and changed through react-admin, so every view of the agreements refreshes after a change.
 */
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { ListState } from '../../../components/entity/ListState';
import { agreement, type CompanyAgreement } from '../../../domain/entities/agreement';
import { MAX_PAGE_SIZE } from '../../../domain/schemas/list';
import { AgreementsTable } from './AgreementsTable';
import { SignAgreement } from './SignAgreement';
import { TerminateDialog } from './TerminateDialog';

interface Props {
  companyId: number;
  canChange: boolean;
}

function Agreements({ companyId, canChange }: Props) {
  const { data = [] } = useListContext<CompanyAgreement>();
  const [terminating, setTerminating] = useState<CompanyAgreement | null>(null);
  return (
    <>
      <AgreementsTable onTerminate={canChange ? setTerminating : undefined} />
      {canChange && <SignAgreement companyId={companyId} signedProductIds={data.map((a) => a.product.id)} />}
      {canChange && <TerminateDialog companyId={companyId} agreement={terminating} onClose={() => setTerminating(null)} />}
    </>
  );
}

export function AgreementsPanel({ companyId, canChange }: Props) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('agreements.title')}</Typography>
      {/* A company has an agreement per product at most: one page holds them all. */}
      <ListBase resource={agreement.resource} queryOptions={{ meta: { companyId } }} disableSyncWithLocation
        perPage={MAX_PAGE_SIZE}
        sort={{ field: 'signedAt', order: 'DESC' }}
      >
        <ListState loadingText="agreements.loading" failedText="agreements.loadFailed">
          <Agreements companyId={companyId} canChange={canChange} />
        </ListState>
      </ListBase>
    </Box>
  );
}
