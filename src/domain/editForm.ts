/**
 * SPEC §4's generic edit form: showing, creating (with empty data), editing (with
 * the entity id), deleting (with the entity id); field updates apply only while
 * creating or editing. Pure, so the company sections and the office share it.
 */
export type EditFormState<Id> =
  | { mode: 'showing' }
  | { mode: 'creating'; data: Record<string, unknown> }
  | { mode: 'editing'; id: Id; data: Record<string, unknown> }
  | { mode: 'deleting'; id: Id };

export type EditFormAction<Id> =
  | { type: 'show' }
  | { type: 'create' }
  | { type: 'edit'; id: Id; data?: Record<string, unknown> }
  | { type: 'delete'; id: Id }
  | { type: 'update'; field: string; value: unknown };

export const SHOWING = { mode: 'showing' } as const;

export function editFormReducer<Id>(state: EditFormState<Id>, action: EditFormAction<Id>): EditFormState<Id> {
  switch (action.type) {
    case 'show':
      return SHOWING;
    case 'create':
      return { mode: 'creating', data: {} };
    case 'edit':
      return { mode: 'editing', id: action.id, data: { ...action.data } };
    case 'delete':
      return { mode: 'deleting', id: action.id };
    case 'update':
      // Showing and deleting have no form: an update then changes nothing.
      if (state.mode !== 'creating' && state.mode !== 'editing') return state;
      return { ...state, data: { ...state.data, [action.field]: action.value } };
  }
}
