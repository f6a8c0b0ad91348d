/**
 * A company's agreements in force (SPEC §4), signing a new one and terminating one with a reason.
 * Read and changed through react-admin, so every view of the agreements refreshes after a change.
 * An agreement opened has its address (`…/agreements/31`, its termination `…/31/terminate`; in the
 * office's tab `?record=31&mode=terminate`).
 */
import { Box, Typography } from '@mui/material';
import { ListBase, useGetOne, useListContext, useTranslate } from 'react-admin';
import { ListState } from '../../../components/entity/ListState';
import { useRecordRoute } from '../../../components/records/useRecordRoute';
import { agreement, type CompanyAgreement } from '../../../domain/entities/agreement';
import { AGREEMENT_TERMINATE_MODE, type RecordView } from '../../../domain/recordRoutes';
import { MAX_PAGE_SIZE } from '../../../domain/schemas/list';
import { AgreementDialog } from './AgreementDialog';
import { AgreementsTable } from './AgreementsTable';
import { SignAgreement } from './SignAgreement';
import { TerminateDialog } from './TerminateDialog';

/** SPEC §2-style states of an agreement: showing (`…/31`) and terminating (`…/31/terminate`). */
const TERMINATE = AGREEMENT_TERMINATE_MODE;
const showing = (id: number): RecordView => ({ kind: 'record', id, mode: null, tab: null });
const terminating = (id: number): RecordView => ({ kind: 'record', id, mode: TERMINATE, tab: null });

interface Props {
  companyId: number;
  canChange: boolean;
}

interface OpenedProps extends Props {
  view: { id: number; mode: string | null };
  opened: CompanyAgreement | undefined;
  failed: boolean;
  onClose: () => void;
  onTerminate: () => void;
}

/** The agreement of the address: its termination for those who may terminate one in force, else the agreement shown. */
function OpenedAgreement({ companyId, canChange, view, opened, failed, onClose, onTerminate }: OpenedProps) {
  const mayTerminate = canChange && !!opened && !opened.terminatedAt;
  if (view.mode === TERMINATE && mayTerminate) return <TerminateDialog companyId={companyId} agreement={opened} onClose={onClose} />;
  // A termination address waits for its agreement before choosing; any other mode shows the agreement.
  if (view.mode === TERMINATE && canChange && !opened && !failed) return null;
  return <AgreementDialog agreement={opened} failed={failed} onClose={onClose} onTerminate={canChange ? onTerminate : undefined} />;
}

function Agreements({ companyId, canChange }: Props) {
  const { data = [] } = useListContext<CompanyAgreement>();
  const route = useRecordRoute();
  const view = route.view?.kind === 'record' ? route.view : null;
  // An agreement in force is in the list already; a terminated one (a link to it) is read by itself.
  const listed = view ? data.find((row) => row.id === view.id) : undefined;
  const one = useGetOne<CompanyAgreement>(agreement.resource, { id: view?.id ?? 0, meta: { companyId } }, { enabled: !!view && !listed, retry: false });
  const opened = listed ?? one.data;
  return (
    <>
      <AgreementsTable link={(row) => route.link(showing(row.id))} onTerminate={canChange ? (row) => route.go(terminating(row.id)) : undefined} />
      {canChange && <SignAgreement companyId={companyId} signedProductIds={data.map((a) => a.product.id)} />}
      {view && <OpenedAgreement companyId={companyId} canChange={canChange} view={view} opened={opened} failed={!!one.error} onClose={route.close} onTerminate={() => route.go(terminating(view.id))} />}
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
