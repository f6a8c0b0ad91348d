/**
 * A company's records of one entity (offices, memberships, history …): the list from
 * the declaration's list fields, and — for those who may change them — add and edit in
 * the generic edit form (SPEC §4) and removal after confirmation. Showing, creating and
 * editing are addresses (`…/projects/5`, `…/new`, `…/5/edit`; src/domain/recordRoutes.ts)
 * whose dialogs open over the list, so a reload or a link opens the same one. Company sections and
 * the office's company tabs both use it; everything goes through the data provider,
 * so react-query refreshes every view of the resource after a change.
 */
import { Button, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { createContext, useContext, useMemo, useState, type ReactElement } from 'react';
import {
  Confirm,
  Datagrid,
  FunctionField,
  ListBase,
  Pagination,
  useDelete,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import type { RecordView } from '../../domain/recordRoutes';
import type { Entity } from '../../domain/entities/entity';
import { PanelHeading } from '../PanelHeading';
import { entityExporter } from './entityExporter';
import { entityFields } from './entityFields';
import { EntityFormDialog } from './EntityFormDialog';
import { EntityShowDialog } from './EntityShowDialog';
import { ListExportButton } from './ListExportButton';
import { ListState } from './ListState';
import { RecordCards } from './RecordCards';
import { useRecordRoute } from '../records/useRecordRoute';

interface PanelContextValue {
  parent: Record<string, Identifier>;
  mayChange: (record: RaRecord) => boolean;
}
const PanelContext = createContext<PanelContextValue>({ parent: {}, mayChange: () => false });
/** Whether a record of the panel may be changed, for a column that changes one (a certificate's file). */
export const useCanChangeRecord = (record: RaRecord) => useContext(PanelContext).mayChange(record);
/** The panel's parent ids (`{ companyId }`), for an input that reads the parent's other records. */
export const usePanelParent = () => useContext(PanelContext).parent;

export interface EntityPanelTexts {
  /** i18n key prefix: `<prefix>.title`, `.add`, `.empty`, `.loading`, `.loadFailed`, `.editLabel`, `.removeLabel`, `.dialog.addTitle`, `.dialog.editTitle`, `.confirm.title`, `.confirm.body`. */
  prefix: string;
  /** SPEC §8 toasts (or i18n keys). */
  created: string;
  updated: string;
  deleted: string;
}

export interface EntityPanelProps {
  entity: Entity;
  parent: Record<string, Identifier>;
  canChange: boolean;
  texts: EntityPanelTexts;
  /** A record's name in labels and the removal question. */
  recordName: (record: RaRecord) => string;
  sort?: SortPayload;
  /** Office lists: CSV export of the list. */
  exportable?: boolean;
  columns?: Partial<Record<string, ReactElement | null>>;
  /** Columns after the declared ones (e.g. an address put together from its parts). */
  extraColumns?: ReactElement[];
  inputs?: Partial<Record<string, ReactElement | null>>;
  /** Records cannot be edited, only added and removed (e.g. memberships). */
  noEdit?: boolean;
  /** A "Näytä" button per record: every field the declaration shows (the office's show view). */
  showable?: boolean;
  /** Whether one record may be changed by whoever may change the list (e.g. a certificate the association issued is not); `lockedNote` says why. */
  canChangeRecord?: (record: RaRecord) => boolean;
  lockedNote?: string;
  /** false: another view on the page opens these records from the address (the office's references tab), this list only lists. */
  opensRecords?: boolean;
  /** A new record's starting values (SPEC §3: a history entry starts today), made when the form opens. */
  defaults?: () => Record<string, unknown>;
  /** A line under the heading that says what the records are for (an i18n key); `introFor: 'changers'` shows it only to those who may change them. */
  intro?: string;
  introFor?: 'everyone' | 'changers';
  perPage?: number;
  /** A fixed filter of the list's query (the office's product versions: `all`, those not yet in force too). */
  filter?: Record<string, unknown>;
}

export function EntityPanel(props: EntityPanelProps) {
  const { entity, parent, canChange, texts, recordName, sort, exportable, columns, extraColumns = [], inputs, noEdit, showable, canChangeRecord, lockedNote, opensRecords = true, defaults, intro, introFor = 'everyone', perPage = 25, filter } = props;
  const translate = useTranslate();
  const toast = useToast();
  // A section without a showing state (showable false) closes its forms to the list.
  const route = useRecordRoute({ showing: !!showable });
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  const [remove, { isPending: removing }] = useDelete();
  const { prefix } = texts;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const record = (id: number, mode: string | null = null): RecordView => ({ kind: 'record', id, mode, tab: null });
  const view = opensRecords ? route.view : null;
  const creating = canChange && view?.kind === 'create';
  // An edit address for someone who may not edit (or of a list without editing) shows the record.
  const editingId = canChange && !noEdit && view?.kind === 'record' && view.mode === 'edit' ? view.id : null;
  // Made once per opening: a form whose starting values changed on every render would start again.
  const startingValues = useMemo(() => (creating ? defaults?.() : undefined), [creating, defaults]);
  const showingId = view?.kind === 'record' && editingId === null ? view.id : null;
  const mayChange = (row: RaRecord) => canChange && (canChangeRecord?.(row) ?? true);
  const mayEdit = (shown: RaRecord) => !noEdit && mayChange(shown);
  const panelContext = { parent, mayChange };

  const actions = (row: RaRecord) => {
    const changeable = mayChange(row);
    return (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        {canChange && !changeable && lockedNote && (
          <Typography variant="body2" color="text.secondary">
            {translate(lockedNote)}
          </Typography>
        )}
        {showable && (
          <Button size="small" aria-label={translate(`${prefix}.showLabel`, { name: recordName(row) })} onClick={() => route.go(record(Number(row.id)))}>
            {translate('pateva.entity.show')}
          </Button>
        )}
        {changeable && !noEdit && (
          <Button size="small" aria-label={translate(`${prefix}.editLabel`, { name: recordName(row) })} onClick={() => route.go(record(Number(row.id), 'edit'))}>
            {translate('pateva.entity.edit')}
          </Button>
        )}
        {changeable && (
          <Button size="small" color="error" aria-label={translate(`${prefix}.removeLabel`, { name: recordName(row) })} onClick={() => setDeleting(row)}>
            {translate('pateva.entity.remove')}
          </Button>
        )}
      </Stack>
    );
  };

  const saved = () => {
    toast('success', editingId !== null ? texts.updated : texts.created);
    route.close();
  };

  const confirmRemoval = (row: RaRecord) =>
    remove(
      entity.resource,
      { id: row.id, previousData: row, meta: parent },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast('success', texts.deleted);
          setDeleting(null);
        },
        onError: (error) => {
          toast('error', error instanceof Error && error.message ? error.message : `${prefix}.toasts.removeFailed`);
          setDeleting(null);
        },
      },
    );

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <PanelContext.Provider value={panelContext}>
        <ListBase resource={entity.resource} queryOptions={{ meta: parent }} disableSyncWithLocation perPage={perPage} sort={sort} filter={filter}>
          <PanelHeading title={`${prefix}.title`} addLabel={`${prefix}.add`} onAdd={canChange ? () => route.go({ kind: 'create', tab: null }) : undefined} />
          {intro && (introFor === 'everyone' || canChange) && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate(intro)}
            </Typography>
          )}
          {exportable && (
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
              <ListExportButton meta={parent} label="pateva.entity.export" exporter={entityExporter(entity)} />
            </Stack>
          )}
          <ListState loadingText={`${prefix}.loading`} failedText={`${prefix}.loadFailed`}>
            {phone ? (
              <RecordCards fields={[...entityFields(entity, 'list', columns), ...extraColumns]} emptyText={`${prefix}.empty`} actions={canChange || showable ? actions : undefined} />
            ) : (
              <Datagrid
                bulkActionButtons={false}
                rowClick={false}
                aria-label={translate(`${prefix}.title`)}
                empty={<Typography sx={{ py: 2 }}>{translate(`${prefix}.empty`)}</Typography>}
                sx={{ overflowX: 'auto' }}
              >
                {entityFields(entity, 'list', columns)}
                {extraColumns}
                {(canChange || showable) && <FunctionField label="pateva.entity.actions" textAlign="right" render={actions} />}
              </Datagrid>
            )}
            <Pagination rowsPerPageOptions={[]} />
          </ListState>
          {(creating || editingId !== null) && (
            <EntityFormDialog
              entity={entity}
              parent={parent}
              editingId={editingId}
              data={editingId === null ? startingValues : undefined}
              title={editingId !== null ? `${prefix}.dialog.editTitle` : `${prefix}.dialog.addTitle`}
              onCancel={route.close}
              onSaved={saved}
              inputs={inputs}
            />
          )}
          {showingId !== null && (
            <EntityShowDialog
              entity={entity}
              parent={parent}
              id={showingId}
              title={`${prefix}.dialog.showTitle`}
              onClose={route.close}
              onEdit={(shown) => (mayEdit(shown) ? () => route.go(record(showingId, 'edit')) : undefined)}
            />
          )}
          <Confirm
            isOpen={!!deleting}
            loading={removing}
            title={`${prefix}.confirm.title`}
            content={`${prefix}.confirm.body`}
            translateOptions={{ name: deleting ? recordName(deleting) : '' }}
            confirm="pateva.entity.remove"
            confirmColor="warning"
            cancel="pateva.entity.cancel"
            onConfirm={() => deleting && confirmRemoval(deleting)}
            onClose={() => setDeleting(null)}
          />
        </ListBase>
      </PanelContext.Provider>
    </Paper>
  );
}
