/**
 * Company offer packs (SPEC §2 modal screen, default state 'listing'): the packs with their PDF
 * downloads, and for those with 'references_projects' a form (SPEC §3 Company offer pack form:
 * name, referenceIds) to add or change one. Closing — or going back — returns the modal to
 * 'listing' and resets its form data and errors (SPEC §4, src/domain/modals.ts). The references
 * are picked from the company's own, in the order chosen (the PDF's order).
 */
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useReducer, useState } from 'react';
import { Confirm, useCreate, useDelete, useGetList, useTranslate, useUpdate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { httpFieldErrors, serverMessage } from '../../../components/form/httpErrorFields';
import { API_BASE } from '../../../dataProvider/httpClient';
import { blankOfferPackForm, offerPack, OFFER_PACK_NO_REFERENCES, type OfferPack, type OfferPackForm } from '../../../domain/entities/offerPack';
import { initialModalState, modalReducer, type ModalAction, type ModalState } from '../../../domain/modals';

const reducer = modalReducer<OfferPackForm>(blankOfferPackForm);
export const initialOfferPacksState = () => initialModalState(blankOfferPackForm);
export type OfferPacksState = ModalState<OfferPackForm>;
export type OfferPacksAction = ModalAction<OfferPackForm>;

interface ReferenceOption {
  id: number;
  title: string;
  clientName?: string | null;
}

export const offerPackPdfPath = (companyId: number, packId: number) => `${API_BASE}/companies/${companyId}/offer-packs/${packId}/pdf`;

interface Props {
  companyId: number;
  canChange: boolean;
  /** The modal's state lives with its opener, so the opener's button opens it ('open'). */
  state: OfferPacksState;
  dispatch: (action: OfferPacksAction) => void;
}

/** The modal's state and its reducer, for the button (or section) that opens it. */
export function useOfferPacksModal() {
  return useReducer(reducer, undefined, initialOfferPacksState);
}

export function OfferPacksModal({ companyId, canChange, state, dispatch }: Props) {
  const translate = useTranslate();
  const close = useCallback(() => dispatch({ type: 'close' }), [dispatch]);
  return (
    <Dialog open={state.open} onClose={close} fullWidth maxWidth="md" aria-labelledby="offer-packs-title">
      {state.open && state.screen === 'listing' && <Listing companyId={companyId} canChange={canChange} dispatch={dispatch} onClose={close} />}
      {state.open && state.screen !== 'listing' && <PackForm companyId={companyId} state={state} dispatch={dispatch} />}
      {!state.open && <DialogTitle id="offer-packs-title">{translate('offerPacks.title')}</DialogTitle>}
    </Dialog>
  );
}

function Listing({ companyId, canChange, dispatch, onClose }: { companyId: number; canChange: boolean; dispatch: Props['dispatch']; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const { data, isPending, isError, refetch } = useGetList<OfferPack>(offerPack.resource, { meta: { companyId }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const [deleting, setDeleting] = useState<OfferPack | null>(null);
  const [remove, { isPending: removing }] = useDelete<OfferPack>();
  const confirmRemoval = () => {
    if (!deleting) return;
    remove(
      offerPack.resource,
      { id: deleting.id, previousData: deleting, meta: { companyId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast('success', 'offerPacks.toasts.deleted'),
        onError: (error) => toast('error', serverMessage(error) ?? 'offerPacks.toasts.removeFailed'),
        onSettled: () => setDeleting(null),
      },
    );
  };
  return (
    <>
      <DialogTitle id="offer-packs-title">{translate('offerPacks.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('offerPacks.intro')}
        </Typography>
        {canChange && (
          <Button variant="contained" onClick={() => dispatch({ type: 'create' })} sx={{ mb: 2 }}>
            {translate('offerPacks.add')}
          </Button>
        )}
        {isPending && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>{translate('offerPacks.loading')}</Typography>
          </Stack>
        )}
        {isError && (
          <Alert severity="error" action={<Button onClick={() => refetch()}>{translate('pateva.entity.retry')}</Button>}>
            {translate('offerPacks.loadFailed')}
          </Alert>
        )}
        {data && data.length === 0 && <Typography>{translate('offerPacks.empty')}</Typography>}
        {data && data.length > 0 && (
          <List>
            {data.map((pack) => (
              <ListItem key={pack.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText primary={pack.name} secondary={translate('offerPacks.referenceCount', { smart_count: pack.referenceIds.length })} />
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Link href={offerPackPdfPath(companyId, pack.id)} aria-label={translate('offerPacks.downloadLabel', { name: pack.name })}>
                    {translate('offerPacks.download')}
                  </Link>
                  {canChange && (
                    <>
                      <Button
                        size="small"
                        aria-label={translate('offerPacks.editLabel', { name: pack.name })}
                        onClick={() => dispatch({ type: 'edit', id: pack.id, form: { name: pack.name, referenceIds: pack.referenceIds } })}
                      >
                        {translate('pateva.entity.edit')}
                      </Button>
                      <Button size="small" color="error" aria-label={translate('offerPacks.removeLabel', { name: pack.name })} onClick={() => setDeleting(pack)}>
                        {translate('pateva.entity.remove')}
                      </Button>
                    </>
                  )}
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('pateva.entity.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={deleting !== null}
        loading={removing}
        title="offerPacks.confirm.title"
        content="offerPacks.confirm.body"
        translateOptions={{ name: deleting?.name ?? '' }}
        confirm="pateva.entity.remove"
        confirmColor="warning"
        cancel="pateva.entity.cancel"
        onConfirm={confirmRemoval}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function PackForm({ companyId, state, dispatch }: { companyId: number; state: OfferPacksState; dispatch: Props['dispatch'] }) {
  const translate = useTranslate();
  const toast = useToast();
  const references = useGetList<ReferenceOption>('references', { meta: { companyId }, pagination: { page: 1, perPage: 200 }, sort: { field: 'title', order: 'ASC' } });
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [general, setGeneral] = useState<string | null>(null);
  const { form, errors } = state;

  const toggle = (id: number) => {
    const chosen = form.referenceIds.includes(id) ? form.referenceIds.filter((other) => other !== id) : [...form.referenceIds, id];
    dispatch({ type: 'setField', name: 'referenceIds', value: chosen });
  };

  const save = () => {
    const found: Record<string, string> = {};
    if (!form.name.trim()) found.name = translate('offerPacks.errors.name');
    if (form.referenceIds.length === 0) found.referenceIds = OFFER_PACK_NO_REFERENCES;
    if (Object.keys(found).length) {
      dispatch({ type: 'setErrors', errors: found });
      return;
    }
    setGeneral(null);
    const options = {
      onSuccess: () => {
        toast('success', state.editingId === null ? 'offerPacks.toasts.created' : 'offerPacks.toasts.updated');
        dispatch({ type: 'toListing' });
      },
      onError: (error: unknown) => {
        const fields = httpFieldErrors(error);
        if (Object.keys(fields).length) dispatch({ type: 'setErrors', errors: fields });
        else setGeneral(serverMessage(error) ?? translate('offerPacks.toasts.saveFailed'));
      },
    };
    const data = { name: form.name.trim(), referenceIds: form.referenceIds };
    if (state.editingId === null) create(offerPack.resource, { data, meta: { companyId } }, options);
    else update(offerPack.resource, { id: state.editingId, data, previousData: { id: state.editingId }, meta: { companyId } }, { ...options, mutationMode: 'pessimistic' });
  };

  return (
    <>
      <DialogTitle id="offer-packs-title">{translate(state.editingId === null ? 'offerPacks.createTitle' : 'offerPacks.editTitle')}</DialogTitle>
      <DialogContent>
        <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); save(); }} sx={{ pt: 1 }}>
          <TextField
            label={translate('resources.offer-packs.fields.name')}
            value={form.name}
            onChange={(event) => dispatch({ type: 'setField', name: 'name', value: event.target.value })}
            error={!!errors.name}
            helperText={errors.name}
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }} id="offer-pack-references">
            {translate('resources.offer-packs.fields.referenceIds')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('offerPacks.orderHint')}
          </Typography>
          {references.isPending && <Typography role="status">{translate('offerPacks.referencesLoading')}</Typography>}
          {references.isError && <Alert severity="error">{translate('offerPacks.referencesFailed')}</Alert>}
          {references.data && references.data.length === 0 && <Typography>{translate('offerPacks.noReferences')}</Typography>}
          <Stack role="group" aria-labelledby="offer-pack-references">
            {references.data?.map((reference) => {
              const position = form.referenceIds.indexOf(reference.id);
              return (
                <FormControlLabel
                  key={reference.id}
                  control={<Checkbox checked={position >= 0} onChange={() => toggle(reference.id)} />}
                  label={`${position >= 0 ? `${position + 1}. ` : ''}${reference.title}${reference.clientName ? ` – ${reference.clientName}` : ''}`}
                />
              );
            })}
          </Stack>
          {errors.referenceIds && <FormHelperText error>{errors.referenceIds}</FormHelperText>}
          {general && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {general}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch({ type: 'toListing' })}>{translate('offerPacks.back')}</Button>
        <Button variant="contained" onClick={save} disabled={creating || updating}>
          {translate('pateva.entity.save')}
        </Button>
      </DialogActions>
    </>
  );
}
