/**
 * Modal screens whose default state is 'listing' (SPEC §2: feedback …) as one pure reducer; a
 * record section's states (company history, offer packs) are addresses instead (recordRoutes.ts). SPEC §4: closing a modal — or going back to
 * its list — returns it to 'listing' and resets its form data, its validation
 * errors and the id being edited.
 */
export type ModalScreen = 'listing' | 'creating' | 'editing';

/** Validation messages keyed by the request's (snake_case) field name. */
export type ModalErrors = Record<string, string>;

export interface ModalState<F> {
  open: boolean;
  screen: ModalScreen;
  form: F;
  errors: ModalErrors;
  /** The id of the record being edited (only while 'editing'). */
  editingId: number | null;
}

export type ModalAction<F> =
  /** Opens the modal at its list. */
  | { type: 'open' }
  /** Opens (if closed) at an empty form; `values` preset some fields (e.g. the company). */
  | { type: 'create'; values?: Partial<F> }
  /** Opens (if closed) at the form of an existing record. */
  | { type: 'edit'; id: number; form: F }
  /** One field changed; its error (`errorKey`, else the field's name) goes away. */
  | { type: 'setField'; name: keyof F & string; value: F[keyof F]; errorKey?: string }
  | { type: 'setErrors'; errors: ModalErrors }
  /** Back to the list inside the modal, the form reset. */
  | { type: 'toListing' }
  /** Closed, at 'listing', the form reset. */
  | { type: 'close' };

export function initialModalState<F>(blank: () => F): ModalState<F> {
  return { open: false, screen: 'listing', form: blank(), errors: {}, editingId: null };
}

/** The reducer of one modal; `blank` gives its empty form (called at each reset, so "today" stays today). */
export function modalReducer<F>(blank: () => F) {
  return (state: ModalState<F>, action: ModalAction<F>): ModalState<F> => {
    switch (action.type) {
      case 'open':
        return { ...initialModalState(blank), open: true };
      case 'create':
        return { open: true, screen: 'creating', form: { ...blank(), ...action.values }, errors: {}, editingId: null };
      case 'edit':
        return { open: true, screen: 'editing', form: action.form, errors: {}, editingId: action.id };
      case 'setField': {
        if (state.screen === 'listing') return state;
        const key = action.errorKey ?? action.name;
        const { [key]: _dropped, ...errors } = state.errors;
        return { ...state, form: { ...state.form, [action.name]: action.value }, errors };
      }
      case 'setErrors':
        return state.screen === 'listing' ? state : { ...state, errors: action.errors };
      case 'toListing':
        return { ...initialModalState(blank), open: state.open };
      case 'close':
        return initialModalState(blank);
    }
  };
}

/** SPEC §3 Feedback form: messageType 1 error message / 2 feedback, recipient person, title, message, companyId. */
export interface FeedbackForm {
  messageType: 1 | 2;
  /** '' until one is chosen. */
  recipientPersonId: number | '';
  title: string;
  message: string;
  companyId: number | null;
}

export const FEEDBACK_TITLE_DEFAULT = 'Palaute järjestelmän toimivuudesta';

export const blankFeedbackForm = (): FeedbackForm => ({
  messageType: 2,
  recipientPersonId: '',
  title: FEEDBACK_TITLE_DEFAULT,
  message: '',
  companyId: null,
});
