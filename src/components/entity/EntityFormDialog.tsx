/**
 * Creating or editing one record in a dialog (SPEC §4 generic edit form): a
 * react-admin form whose inputs and browser validation come from the declaration;
 * the server's field errors show beside their inputs; nothing typed is lost on error.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useRef, type ReactElement } from 'react';
import { CreateBase, EditBase, Form, SaveButton, useEditContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { checkedTogether, type Entity } from '../../domain/entities/entity';
import { EntityInputs } from './EntityInputs';
import { useFocusFirstField } from '../form/useFocusFirstField';
import { useEntityResolver } from './useEntityResolver';


export interface EntityFormProps {
  entity: Entity;
  /** The parent ids of the entity's path, e.g. { companyId }. */
  parent: Record<string, Identifier>;
  /** null: creating, with `data` as the initial values (SPEC §4: empty data). */
  editingId: Identifier | null;
  data?: Record<string, unknown>;
  title: string;
  titleId?: string;
  /** The button that leaves the form without saving ("Peruuta", or "Takaisin" to a modal's list). */
  cancelLabel?: string;
  onCancel: () => void;
  onSaved: (record: RaRecord) => void;
  inputs?: Partial<Record<string, ReactElement | null>>;
  /** Fields an update sends even unchanged, besides those a check reads together (the company's PUT needs its name). */
  alwaysSend?: readonly string[];
}

function FormBody({ entity, title, titleId, cancelLabel = 'pateva.entity.cancel', onCancel, inputs }: EntityFormProps) {
  const translate = useTranslate();
  const resolver = useEntityResolver(entity);
  const fields = useRef<HTMLDivElement>(null);
  useFocusFirstField(fields);
  return (
    // Errors show beside their inputs; a toast about them would hold back the next one (react-admin queues toasts).
    <Form resolver={resolver} noValidate disableInvalidFormNotification>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }} ref={fields}>
          <EntityInputs entity={entity} overrides={inputs} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate(cancelLabel)}</Button>
        <SaveButton label="pateva.entity.save" alwaysEnable />
      </DialogActions>
    </Form>
  );
}

/** Editing a record that is not there (an old link, a mistyped address) says so instead of an empty form. */
function EditBody(props: EntityFormProps) {
  const translate = useTranslate();
  const { error } = useEditContext();
  if (!error) return <FormBody {...props} />;
  return (
    <>
      <DialogTitle id={props.titleId}>{translate(props.title)}</DialogTitle>
      <DialogContent>
        <Alert severity="error">{translate('pateva.entity.notFound')}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{translate('pateva.entity.close')}</Button>
      </DialogActions>
    </>
  );
}

/** The generic edit form's creating and editing states (SPEC §4), for a dialog's content. */
export function EntityForm(props: EntityFormProps) {
  const { entity, parent, editingId, data, onSaved, alwaysSend = [] } = props;
  const mutationOptions = { meta: { ...parent, alwaysSend: [...checkedTogether(entity), ...alwaysSend] }, onSuccess: onSaved };
  return editingId === null ? (
    <CreateBase resource={entity.resource} record={{ ...data }} redirect={false} mutationOptions={mutationOptions}>
      <FormBody {...props} />
    </CreateBase>
  ) : (
    <EditBase
      resource={entity.resource}
      id={editingId}
      redirect={false}
      redirectOnError={false}
      mutationMode="pessimistic"
      queryOptions={{ meta: parent }}
      mutationOptions={mutationOptions}
    >
      <EditBody {...props} />
    </EditBase>
  );
}

/** Creating or editing one record in a dialog of its own. */
export function EntityFormDialog(props: Omit<EntityFormProps, 'titleId'>) {
  const titleId = useId();
  return (
    <Dialog open onClose={props.onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <EntityForm {...props} titleId={titleId} />
    </Dialog>
  );
}
