/** One record with every field its declaration shows (SPEC §4 showing), read afresh through the data provider. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { ShowBase, SimpleShowLayout, useTranslate, type Identifier } from 'react-admin';
import type { Entity } from '../../domain/entities/entity';
import { entityFields } from './entityFields';

interface Props {
  entity: Entity;
  parent: Record<string, Identifier>;
  id: Identifier;
  title: string;
  onClose: () => void;
}

export function EntityShowDialog({ entity, parent, id, title, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        <ShowBase resource={entity.resource} id={id} queryOptions={{ meta: parent }}>
          <SimpleShowLayout sx={{ p: 0 }}>{entityFields(entity, 'show')}</SimpleShowLayout>
        </ShowBase>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('pateva.entity.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
