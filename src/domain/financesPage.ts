/**
 * SPEC §2 Finances page states: listing, creating, editing_* — editing_figures (the year's figures)
 * and editing_files (its documents) — and deleting (a year, after confirmation). Pure.
 */
export type FinancesPageState =
  | { mode: 'listing' }
  | { mode: 'creating' }
  | { mode: 'editing_figures'; yearId: number }
  | { mode: 'editing_files'; yearId: number }
  | { mode: 'deleting'; yearId: number };

export type FinancesPageAction =
  | { type: 'list' }
  | { type: 'create' }
  | { type: 'editFigures'; yearId: number }
  | { type: 'editFiles'; yearId: number }
  | { type: 'delete'; yearId: number };

export const FINANCES_LISTING: FinancesPageState = { mode: 'listing' };

export function financesPageReducer(state: FinancesPageState, action: FinancesPageAction): FinancesPageState {
  switch (action.type) {
    case 'list':
      return FINANCES_LISTING;
    case 'create':
      return { mode: 'creating' };
    case 'editFigures':
      return { mode: 'editing_figures', yearId: action.yearId };
    case 'editFiles':
      return { mode: 'editing_files', yearId: action.yearId };
    case 'delete':
      // Removal is asked from the list only, not over an open form.
      return state.mode === 'listing' ? { mode: 'deleting', yearId: action.yearId } : state;
  }
}
