/**
 * A company's history: the entries, and for those who may change them a modal
 * whose default state is 'listing' (SPEC §2): its list → a form to add or edit.
 * Closing the modal returns it to 'listing' and resets the form, its errors and
 * the edited id (SPEC §4, the reducer of src/domain/modals.ts).
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Typography } from '@mui/material';
import { useCallback, useReducer, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { LoadState } from '../../../components/data/LoadState';
import { useApiList } from '../../../components/data/useApiResource';
import { apiFetch } from '../../../dataProvider/httpClient';
import { formatIsoDate } from '../../../domain/formats';
import { blankHistoryForm, initialModalState, modalReducer, type HistoryForm } from '../../../domain/modals';
import { useToast } from '../../../areas/shared/notify';
import { HistoryEntryForm } from './HistoryEntryForm';
import { HistoryTable } from './HistoryTable';
import type { HistoryEntry } from '../../../domain/entities/historyEntry';

const blank = () => blankHistoryForm(formatIsoDate(new Date()));
const reducer = modalReducer<HistoryForm>(blank);

const toForm = (entry: HistoryEntry): HistoryForm => ({
  validFrom: entry.validFrom,
  validTo: entry.validTo ?? '',
  content: entry.content,
  companyHistoryEntryTypeId: entry.companyHistoryEntryTypeId ?? '',
});

interface Props {
  companyId: number;
  canChange: boolean;
}

export function HistoryPanel({ companyId, canChange }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const history = useApiList<HistoryEntry>(`/companies/${companyId}/history`, { paginate: false });
  const { reload } = history;
  const [state, dispatch] = useReducer(reducer, undefined, () => initialModalState(blank));
  const [deleting, setDeleting] = useState<HistoryEntry | null>(null);
  const [removing, setRemoving] = useState(false);
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  const remove = async () => {
    if (!deleting) return;
    setRemoving(true);
    try {
      await apiFetch(`/companies/${companyId}/history/${deleting.id}`, { method: 'DELETE' });
      toast('success', 'history.deleted');
      reload();
    } catch (caught) {
      toast('error', caught instanceof Error && caught.message ? caught.message : 'pateva.errors.server');
    } finally {
      setRemoving(false);
      setDeleting(null);
    }
  };

  const list = (withActions: boolean) => (
    <LoadState state={history} loadingText="history.loading" failedText="history.loadFailed" emptyText="history.empty">
      {(entries) =>
        withActions ? (
          <HistoryTable entries={entries} onEdit={(entry) => dispatch({ type: 'edit', id: entry.id, form: toForm(entry) })} onDelete={setDeleting} />
        ) : (
          <HistoryTable entries={entries} />
        )
      }
    </LoadState>
  );

  return (
    <Paper sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h6" component="h2">{translate('history.title')}</Typography>
        {canChange && (
          <Button variant="outlined" onClick={() => dispatch({ type: 'open' })}>
            {translate('history.manage')}
          </Button>
        )}
      </Box>
      {list(false)}
      {canChange && (
        <Dialog open={state.open} onClose={close} fullWidth maxWidth="md" aria-labelledby="history-modal-title">
          {state.open && state.screen === 'listing' && (
            <>
              <DialogTitle id="history-modal-title">{translate('history.title')}</DialogTitle>
              <DialogContent>
                <Button variant="contained" onClick={() => dispatch({ type: 'create' })} sx={{ mb: 2 }}>
                  {translate('history.add')}
                </Button>
                {list(true)}
              </DialogContent>
              <DialogActions>
                <Button onClick={close}>{translate('history.close')}</Button>
              </DialogActions>
            </>
          )}
          {state.open && state.screen !== 'listing' && (
            <HistoryEntryForm key={`${state.screen}-${state.editingId ?? 'new'}`} companyId={companyId} state={state} dispatch={dispatch} onSaved={reload} />
          )}
        </Dialog>
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={removing}
        title="history.confirmDelete.title"
        content="history.confirmDelete.content"
        contentTranslateOptions={{ content: deleting?.content ?? '' }}
        confirm="history.delete"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
