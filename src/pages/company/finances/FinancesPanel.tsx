/**
 * Finances (SPEC §2 listing, creating, editing_*): the company's financial years with their key
 * ratios and documents; adding a year and editing its figures in the generic form, its documents in
 * their own dialog (editing_files); each state an address (src/domain/financesPage.ts); what the statements lack as danger toasts and on the page. The
 * company section and the office tab (CSV export, show view) share it.
 */
import { Button, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Datagrid, FunctionField, ListBase, NumberField, Pagination, TextField, useDelete, useTranslate, type RaRecord } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { EntityFormDialog } from '../../../components/entity/EntityFormDialog';
import { EntityShowDialog } from '../../../components/entity/EntityShowDialog';
import { entityExporter } from '../../../components/entity/entityExporter';
import { ListExportButton } from '../../../components/entity/ListExportButton';
import { ListState } from '../../../components/entity/ListState';
import { RecordCards } from '../../../components/entity/RecordCards';
import { PanelHeading } from '../../../components/PanelHeading';
import { financialYear, type FinancialYear } from '../../../domain/entities/financialYear';
import { FINANCES_EDIT_MODES, financesPageStatus } from '../../../domain/financesPage';
import type { RecordView } from '../../../domain/recordRoutes';
import { useRecordRoute } from '../../../components/records/useRecordRoute';
import { formatDate, formatMoney } from '../../../domain/formats';
import { FinanceValidation, financeValidationKey } from './FinanceValidation';
import { FinancialYearFiles } from './FinancialYearFiles';

interface Props {
  companyId: number;
  canChange: boolean;
  exportable?: boolean;
  showable?: boolean;
}

const L = 'resources.financial-years.fields';
const percent = (value: number | null) => (value === null ? '–' : `${String(value).replace('.', ',')} %`);

export function FinancesPanel({ companyId, canChange, exportable, showable }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const route = useRecordRoute();
  const { view } = route;
  const status = view ? financesPageStatus(view) : null;
  const yearId = view?.kind === 'record' ? view.id : null;
  const year = (id: number, mode: string | null = null): RecordView => ({ kind: 'record', id, mode, tab: null });
  // The removal question is asked over the list; it has no address.
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  const [remove, { isPending: removing }] = useDelete();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const parent = { companyId };
  const revalidate = () => void queryClient.invalidateQueries({ queryKey: financeValidationKey(companyId) });
  const name = (record: RaRecord) => String(record.year);

  const columns = [
    <TextField key="year" source="year" label={`${L}.year`} sortable />,
    <FunctionField key="period" label="finances.period" render={(r: FinancialYear) => `${formatDate(r.periodStart)}–${formatDate(r.periodEnd)}`} />,
    <FunctionField key="turnover" label={`${L}.turnover`} textAlign="right" render={(r: FinancialYear) => (r.turnover === null ? '–' : formatMoney(r.turnover))} />,
    <FunctionField key="netResult" label={`${L}.netResult`} textAlign="right" render={(r: FinancialYear) => (r.netResult === null ? '–' : formatMoney(r.netResult))} />,
    <FunctionField key="equityRatio" label={`${L}.equityRatio`} textAlign="right" render={(r: FinancialYear) => percent(r.equityRatio)} />,
    <NumberField key="personnelCount" source="personnelCount" label={`${L}.personnelCount`} emptyText="–" />,
    <FunctionField key="files" label="finances.documents" render={(r: FinancialYear) => (r.files.length ? r.files.map((f) => f.name).join(', ') : translate('finances.noDocuments'))} />,
  ];

  const actions = (record: RaRecord) => (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {showable && (
        <Button size="small" aria-label={translate('finances.showLabel', { name: name(record) })} onClick={() => route.go(year(Number(record.id)))}>
          {translate('pateva.entity.show')}
        </Button>
      )}
      {canChange && (
        <Button size="small" aria-label={translate('finances.editLabel', { name: name(record) })} onClick={() => route.go(year(Number(record.id), FINANCES_EDIT_MODES.editing_figures))}>
          {translate('finances.editFigures')}
        </Button>
      )}
      <Button size="small" aria-label={translate('finances.filesLabel', { name: name(record) })} onClick={() => route.go(year(Number(record.id), FINANCES_EDIT_MODES.editing_files))}>
        {translate('finances.editFiles')}
      </Button>
      {canChange && (
        <Button size="small" color="error" aria-label={translate('finances.removeLabel', { name: name(record) })} onClick={() => setDeleting(record)}>
          {translate('pateva.entity.remove')}
        </Button>
      )}
    </Stack>
  );

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListBase resource={financialYear.resource} queryOptions={{ meta: parent }} disableSyncWithLocation perPage={25} sort={{ field: 'year', order: 'DESC' }}>
        <PanelHeading title="finances.title" addLabel="finances.add" onAdd={canChange ? () => route.go({ kind: 'create', tab: null }) : undefined} />
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('finances.intro')}
        </Typography>
        <FinanceValidation companyId={companyId} />
        {exportable && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
            <ListExportButton meta={parent} label="pateva.entity.export" exporter={entityExporter(financialYear)} />
          </Stack>
        )}
        <ListState loadingText="finances.loading" failedText="finances.loadFailed">
          {phone ? (
            <RecordCards fields={columns} emptyText="finances.empty" actions={actions} />
          ) : (
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ py: 2 }}>{translate('finances.empty')}</Typography>} sx={{ overflowX: 'auto' }}>
              {columns}
              <FunctionField label="pateva.entity.actions" textAlign="right" render={actions} />
            </Datagrid>
          )}
          <Pagination rowsPerPageOptions={[]} />
        </ListState>
        {((canChange && status === 'creating') || (canChange && status === 'editing_figures' && yearId !== null)) && (
          <EntityFormDialog
            entity={financialYear}
            parent={parent}
            editingId={status === 'editing_figures' ? yearId : null}
            data={status === 'creating' ? {} : undefined}
            title={status === 'editing_figures' ? 'finances.dialog.editTitle' : 'finances.dialog.addTitle'}
            onCancel={route.close}
            onSaved={(record) => {
              toast('success', status === 'editing_figures' ? 'finances.toasts.updated' : 'finances.toasts.created');
              // A new year goes on to its documents (a year without them is what validation asks for);
              // what is missing is asked again when that dialog closes.
              if (status === 'creating' && record?.id) route.replace(year(Number(record.id), FINANCES_EDIT_MODES.editing_files));
              else {
                revalidate();
                route.close();
              }
            }}
          />
        )}
        {status === 'editing_files' && yearId !== null && (
          <FinancialYearFiles
            companyId={companyId}
            yearId={yearId}
            canChange={canChange}
            onClose={() => {
              revalidate();
              // Back to where the documents were opened from; a new year's go on to the list, not to the year alone.
              route.toList();
            }}
          />
        )}
        {/* A year's address shows it; an address of a form this person may not use shows the year too. */}
        {yearId !== null && (status === 'showing' || (!canChange && status === 'editing_figures')) && (
          <EntityShowDialog
            entity={financialYear}
            parent={parent}
            id={yearId}
            title="finances.dialog.showTitle"
            onClose={route.close}
            onEdit={() => (canChange ? () => route.go(year(yearId, FINANCES_EDIT_MODES.editing_figures)) : undefined)}
          />
        )}
        <Confirm
          isOpen={!!deleting}
          title="finances.confirm.title"
          content="finances.confirm.body"
          translateOptions={{ name: deleting ? name(deleting) : '' }}
          confirm="pateva.entity.remove"
          confirmColor="warning"
          loading={removing}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            if (!deleting) return;
            remove(
              financialYear.resource,
              { id: deleting.id, meta: parent },
              {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                  toast('success', 'finances.toasts.deleted');
                  revalidate();
                  setDeleting(null);
                },
                onError: (error) => {
                  toast('error', error instanceof Error && error.message ? error.message : 'finances.toasts.removeFailed');
                  setDeleting(null);
                },
              },
            );
          }}
        />
      </ListBase>
    </Paper>
  );
}
