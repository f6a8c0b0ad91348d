/**
 * A company's history: the entries, and for those who may change them a modal
 * whose default state is 'listing' (SPEC §2): its list → the generic edit form to
 * add or edit. Closing the modal returns it to 'listing' and resets the form, its
 * errors and the edited id (SPEC §4, src/domain/modals.ts); a new entry starts today.
 * Everything goes through the data provider, so the page's list refreshes after a change.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Typography } from '@mui/material';
import { useCallback, useReducer, useState } from 'react';
import { Confirm, ListBase, useDelete, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { EntityForm } from '../../../components/entity/EntityFormDialog';
import { historyEntry, type HistoryEntry } from '../../../domain/entities/historyEntry';
import { formatIsoDate } from '../../../domain/formats';
import { blankHistoryForm, initialModalState, modalReducer, type HistoryForm } from '../../../domain/modals';
import { HistoryList } from './HistoryList';

const blank = () => blankHistoryForm(formatIsoDate(new Date()));
const reducer = modalReducer<HistoryForm>(blank);

const toForm = (entry: HistoryEntry): HistoryForm => ({
  validFrom: entry.validFrom,
  validTo: entry.validTo ?? '',
  content: entry.content,
  companyHistoryEntryTypeId: entry.companyHistoryEntryTypeId,
});

/** The modal's form keeps '' for "not chosen"; the record starts without those fields. */
const withoutBlanks = (form: HistoryForm) => Object.fromEntries(Object.entries(form).filter(([, value]) => value !== ''));

interface Props {
  companyId: number;
  canChange: boolean;
}

export function HistoryPanel({ companyId, canChange }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const parent = { companyId };
  const [state, dispatch] = useReducer(reducer, undefined, () => initialModalState(blank));
  const [deleting, setDeleting] = useState<HistoryEntry | null>(null);
  const [remove, { isPending: removing }] = useDelete<HistoryEntry>();
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  const confirmRemoval = () => {
    if (!deleting) return;
    remove(
      historyEntry.resource,
      { id: deleting.id, previousData: deleting, meta: parent },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast('success', 'history.deleted'),
        onError: (error) => toast('error', error instanceof Error && error.message ? error.message : 'pateva.errors.server'),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListBase resource={historyEntry.resource} queryOptions={{ meta: parent }} disableSyncWithLocation perPage={100}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">{translate('history.title')}</Typography>
          {canChange && (
            <Button variant="outlined" onClick={() => dispatch({ type: 'open' })}>
              {translate('history.manage')}
            </Button>
          )}
        </Box>
        <HistoryList />
        {canChange && (
          <Dialog open={state.open} onClose={close} fullWidth maxWidth="md" aria-labelledby="history-modal-title">
            {state.open && state.screen === 'listing' && (
              <>
                <DialogTitle id="history-modal-title">{translate('history.title')}</DialogTitle>
                <DialogContent>
                  <Button variant="contained" onClick={() => dispatch({ type: 'create' })} sx={{ mb: 2 }}>
                    {translate('history.add')}
                  </Button>
                  <HistoryList onEdit={(entry) => dispatch({ type: 'edit', id: entry.id, form: toForm(entry) })} onDelete={setDeleting} />
                </DialogContent>
                <DialogActions>
                  <Button onClick={close}>{translate('history.close')}</Button>
                </DialogActions>
              </>
            )}
            {state.open && state.screen !== 'listing' && (
              <EntityForm
                key={`${state.screen}-${state.editingId ?? 'new'}`}
                entity={historyEntry}
                parent={parent}
                editingId={state.editingId}
                data={withoutBlanks(state.form)}
                title={state.editingId === null ? 'history.createTitle' : 'history.editTitle'}
                titleId="history-modal-title"
                cancelLabel="history.back"
                onCancel={() => dispatch({ type: 'toListing' })}
                onSaved={() => {
                  toast('success', 'history.saved');
                  dispatch({ type: 'toListing' });
                }}
              />
            )}
          </Dialog>
        )}
        <Confirm
          isOpen={deleting !== null}
          loading={removing}
          title="history.confirmDelete.title"
          content="history.confirmDelete.content"
          translateOptions={{ content: deleting?.content ?? '' }}
          confirm="history.delete"
          onConfirm={confirmRemoval}
          onClose={() => setDeleting(null)}
        />
      </ListBase>
    </Paper>
  );
}
