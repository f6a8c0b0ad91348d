/**
 * Creating or editing one record in a dialog (SPEC §4 generic edit form): a
 * react-admin form whose inputs and browser validation come from the declaration;
 * the server's field errors show beside their inputs; nothing typed is lost on error.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactElement } from 'react';
import { CreateBase, EditBase, Form, SaveButton, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { checkedTogether, type Entity } from '../../domain/entities/entity';
import { EntityInputs } from './EntityInputs';
import { useEntityResolver } from './useEntityResolver';

interface Props {
  entity: Entity;
  /** The parent ids of the entity's path, e.g. { companyId }. */
  parent: Record<string, Identifier>;
  /** null: creating with empty data. */
  editingId: Identifier | null;
  /** Initial values while creating. */
  data?: Record<string, unknown>;
  title: string;
  onClose: () => void;
  onSaved: (record: RaRecord) => void;
  inputs?: Partial<Record<string, ReactElement | null>>;
}

function FormBody({ entity, title, onClose, inputs, titleId }: Pick<Props, 'entity' | 'title' | 'onClose' | 'inputs'> & { titleId: string }) {
  const translate = useTranslate();
  const resolver = useEntityResolver(entity);
  return (
    // Errors show beside their inputs; a toast about them would hold back the next one (react-admin queues toasts).
    <Form resolver={resolver} noValidate disableInvalidFormNotification>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <EntityInputs entity={entity} overrides={inputs} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('pateva.entity.cancel')}</Button>
        <SaveButton label="pateva.entity.save" alwaysEnable />
      </DialogActions>
    </Form>
  );
}

export function EntityFormDialog({ entity, parent, editingId, data, title, onClose, onSaved, inputs }: Props) {
  const titleId = useId();
  const body = <FormBody entity={entity} title={title} onClose={onClose} inputs={inputs} titleId={titleId} />;
  const mutationOptions = { meta: { ...parent, alwaysSend: checkedTogether(entity) }, onSuccess: onSaved };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {editingId === null ? (
        <CreateBase resource={entity.resource} record={{ ...data }} redirect={false} mutationOptions={mutationOptions}>
          {body}
        </CreateBase>
      ) : (
        <EditBase
          resource={entity.resource}
          id={editingId}
          redirect={false}
          mutationMode="pessimistic"
          queryOptions={{ meta: parent }}
          mutationOptions={mutationOptions}
        >
          {body}
        </EditBase>
      )}
    </Dialog>
  );
}
