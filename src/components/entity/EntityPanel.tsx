/**
 * A company's records of one entity (offices, memberships, history …): the list from
 * the declaration's list fields, and — for those who may change them — add and edit in
 * the generic edit form (SPEC §4) and removal after confirmation. Company sections and
 * the office's company tabs both use it; everything goes through the data provider,
 * so react-query refreshes every view of the resource after a change.
 */
import { Button, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useReducer, useState, type ReactElement } from 'react';
import {
  Confirm,
  Datagrid,
  FunctionField,
  ListBase,
  Pagination,
  useDelete,
  useListContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import { editFormReducer, SHOWING, type EditFormState } from '../../domain/editForm';
import type { Entity } from '../../domain/entities/entity';
import { PanelHeading } from '../PanelHeading';
import { entityExporter } from './entityExporter';
import { entityFields } from './entityFields';
import { EntityFormDialog } from './EntityFormDialog';
import { EntityShowDialog } from './EntityShowDialog';
import { ListExportButton } from './ListExportButton';
import { ListState } from './ListState';
import { RecordCards } from './RecordCards';

export interface EntityPanelTexts {
  /** i18n key prefix: `<prefix>.title`, `.add`, `.empty`, `.loading`, `.loadFailed`, `.editLabel`, `.removeLabel`, `.dialog.addTitle`, `.dialog.editTitle`, `.confirm.title`, `.confirm.body`. */
  prefix: string;
  /** SPEC §8 toasts (or i18n keys). */
  created: string;
  updated: string;
  deleted: string;
}

interface Props {
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
}

export function EntityPanel({ entity, parent, canChange, texts, recordName, sort, exportable, columns, extraColumns = [], inputs, noEdit, showable, canChangeRecord, lockedNote }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [state, dispatch] = useReducer(editFormReducer<Identifier>, SHOWING as EditFormState<Identifier>);
  const [remove, { isPending: removing }] = useDelete();
  const { prefix } = texts;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const [showing, setShowing] = useState<RaRecord | null>(null);

  const actions = (record: RaRecord) => {
    const changeable = canChange && (canChangeRecord?.(record) ?? true);
    return (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        {canChange && !changeable && lockedNote && (
          <Typography variant="body2" color="text.secondary">
            {translate(lockedNote)}
          </Typography>
        )}
        {showable && (
          <Button size="small" aria-label={translate(`${prefix}.showLabel`, { name: recordName(record) })} onClick={() => setShowing(record)}>
            {translate('pateva.entity.show')}
          </Button>
        )}
        {changeable && !noEdit && (
          <Button size="small" aria-label={translate(`${prefix}.editLabel`, { name: recordName(record) })} onClick={() => dispatch({ type: 'edit', id: record.id, data: record })}>
            {translate('pateva.entity.edit')}
          </Button>
        )}
        {changeable && (
          <Button size="small" color="error" aria-label={translate(`${prefix}.removeLabel`, { name: recordName(record) })} onClick={() => dispatch({ type: 'delete', id: record.id })}>
            {translate('pateva.entity.remove')}
          </Button>
        )}
      </Stack>
    );
  };

  const saved = () => {
    toast('success', state.mode === 'editing' ? texts.updated : texts.created);
    dispatch({ type: 'show' });
  };

  const confirmRemoval = (record: RaRecord) =>
    remove(
      entity.resource,
      { id: record.id, previousData: record, meta: parent },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast('success', texts.deleted);
          dispatch({ type: 'show' });
        },
        onError: (error) => {
          toast('error', error instanceof Error && error.message ? error.message : `${prefix}.toasts.removeFailed`);
          dispatch({ type: 'show' });
        },
      },
    );

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListBase resource={entity.resource} queryOptions={{ meta: parent }} disableSyncWithLocation perPage={25} sort={sort}>
        <PanelHeading title={`${prefix}.title`} addLabel={`${prefix}.add`} onAdd={canChange ? () => dispatch({ type: 'create' }) : undefined} />
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
        {(state.mode === 'creating' || state.mode === 'editing') && (
          <EntityFormDialog
            entity={entity}
            parent={parent}
            editingId={state.mode === 'editing' ? state.id : null}
            data={state.mode === 'creating' ? state.data : undefined}
            title={state.mode === 'editing' ? `${prefix}.dialog.editTitle` : `${prefix}.dialog.addTitle`}
            onCancel={() => dispatch({ type: 'show' })}
            onSaved={saved}
            inputs={inputs}
          />
        )}
        {showing && (
          <EntityShowDialog entity={entity} parent={parent} id={showing.id} title={`${prefix}.dialog.showTitle`} onClose={() => setShowing(null)} />
        )}
        <RemovalQuestion
          state={state}
          prefix={prefix}
          recordName={recordName}
          removing={removing}
          onCancel={() => dispatch({ type: 'show' })}
          onConfirm={confirmRemoval}
        />
      </ListBase>
    </Paper>
  );
}

interface RemovalProps {
  state: EditFormState<Identifier>;
  prefix: string;
  recordName: (record: RaRecord) => string;
  removing: boolean;
  onCancel: () => void;
  onConfirm: (record: RaRecord) => void;
}

/** "Are you sure?" for the record being deleted, found in the loaded list. */
function RemovalQuestion({ state, prefix, recordName, removing, onCancel, onConfirm }: RemovalProps) {
  const { data } = useListContext();
  const record = state.mode === 'deleting' ? data?.find((row) => row.id === state.id) : undefined;
  return (
    <Confirm
      isOpen={!!record}
      loading={removing}
      title={`${prefix}.confirm.title`}
      content={`${prefix}.confirm.body`}
      translateOptions={{ name: record ? recordName(record) : '' }}
      confirm="pateva.entity.remove"
      confirmColor="warning"
      cancel="pateva.entity.cancel"
      onConfirm={() => record && onConfirm(record)}
      onClose={onCancel}
    />
  );
}
