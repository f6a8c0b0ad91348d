/**
 * SPEC §2 Finances page states as addresses (src/domain/recordRoutes.ts): listing `…/finances`,
 * creating `…/finances/new`, editing_figures `…/finances/3/figures` (the year's figures) and
 * editing_files `…/finances/3/files` (its documents); a year's own address `…/finances/3` shows
 * it. Deleting is the question asked over the list, so it has none. Pure.
 */
import type { RecordView } from './recordRoutes';

export type FinancesPageStatus = 'listing' | 'creating' | 'showing' | 'editing_figures' | 'editing_files';

export const FINANCES_EDIT_MODES = { editing_figures: 'figures', editing_files: 'files' } as const;

/** The page state an address names; null for a word that names none. */
export function financesPageStatus(view: RecordView): FinancesPageStatus | null {
  if (view.kind === 'list') return 'listing';
  if (view.kind === 'create') return 'creating';
  if (view.mode === null) return 'showing';
  if (view.mode === FINANCES_EDIT_MODES.editing_figures) return 'editing_figures';
  if (view.mode === FINANCES_EDIT_MODES.editing_files) return 'editing_files';
  return null;
}
