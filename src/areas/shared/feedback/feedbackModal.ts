/**
 * The feedback modal's state, shared by the user-menu entry that opens it and the
 * dialog in the app bar (the user menu unmounts its entries when it closes).
 * Transitions are the pure reducer of src/domain/modals.ts.
 */
import { useSyncExternalStore } from 'react';
import { blankFeedbackForm, initialModalState, modalReducer, type FeedbackForm, type ModalAction, type ModalState } from '../../../domain/modals';

const reduce = modalReducer(blankFeedbackForm);
let state: ModalState<FeedbackForm> = initialModalState(blankFeedbackForm);
const listeners = new Set<() => void>();

export function dispatchFeedback(action: ModalAction<FeedbackForm>): void {
  const next = reduce(state, action);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useFeedbackModal(): ModalState<FeedbackForm> {
  return useSyncExternalStore(subscribe, () => state);
}

/** The company of the page the user is on (/companies/:id/…), whose contact persons may also receive feedback. */
export function companyIdOfPath(pathname: string): number | null {
  const match = /^\/companies\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : null;
}
