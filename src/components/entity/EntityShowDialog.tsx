/** One record with every field its declaration shows (SPEC §4 showing), read afresh through the data provider. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { ShowBase, SimpleShowLayout, useShowContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { Entity } from '../../domain/entities/entity';
import { entityFields } from './entityFields';

interface Props {
  entity: Entity;
  parent: Record<string, Identifier>;
  id: Identifier;
  title: string;
  onClose: () => void;
  /** The record's "Muokkaa", when the person may edit it. */
  onEdit?: (record: RaRecord) => (() => void) | undefined;
}

function ShowBody({ entity, onClose, onEdit }: Pick<Props, 'entity' | 'onClose' | 'onEdit'>) {
  const translate = useTranslate();
  const { record, error, isPending } = useShowContext();
  const edit = record ? onEdit?.(record) : undefined;
  return (
    <>
      <DialogContent>
        {/* An address of a record that is not there (removed, or mistyped) says so instead of an empty view. */}
        {error ? <Alert severity="error">{translate('pateva.entity.notFound')}</Alert> : !isPending && <SimpleShowLayout sx={{ p: 0 }}>{entityFields(entity, 'show')}</SimpleShowLayout>}
      </DialogContent>
      <DialogActions>
        {edit && <Button onClick={edit}>{translate('pateva.entity.edit')}</Button>}
        <Button onClick={onClose}>{translate('pateva.entity.close')}</Button>
      </DialogActions>
    </>
  );
}

export function EntityShowDialog({ entity, parent, id, title, onClose, onEdit }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      {/* The dialog stays where its address is: no redirect to a list route this area may not have. */}
      <ShowBase resource={entity.resource} id={id} queryOptions={{ meta: parent }} redirectOnError={false}>
        <ShowBody entity={entity} onClose={onClose} onEdit={onEdit} />
      </ShowBase>
    </Dialog>
  );
}
