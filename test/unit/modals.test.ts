import { describe, expect, it } from 'vitest';
import { blankFeedbackForm, initialModalState, modalReducer } from '../../src/domain/modals';

/** A form of a record with a start day (as the company history's was), to exercise the reducer. */
interface HistoryForm {
  validFrom: string;
  validTo: string;
  content: string;
  companyHistoryEntryTypeId: number | '';
}
const blankHistoryForm = (today: string): HistoryForm => ({ validFrom: today, validTo: '', content: '', companyHistoryEntryTypeId: '' });

describe('modals whose default state is listing (SPEC §2, §4)', () => {
  const history = modalReducer<HistoryForm>(() => blankHistoryForm('2026-03-04'));
  const closed = initialModalState(() => blankHistoryForm('2026-03-04'));

  it("starts closed at 'listing' with an empty form; company history defaults validFrom to today", () => {
    expect(closed).toEqual({
      open: false,
      screen: 'listing',
      form: { validFrom: '2026-03-04', validTo: '', content: '', companyHistoryEntryTypeId: '' },
      errors: {},
      editingId: null,
    });
    expect(history(closed, { type: 'open' })).toEqual({ ...closed, open: true });
  });

  it('goes from the list to a new form and to the form of an entry being edited, keeping its id', () => {
    const open = history(closed, { type: 'open' });
    expect(history(open, { type: 'create' })).toMatchObject({ open: true, screen: 'creating', editingId: null, form: { validFrom: '2026-03-04' } });
    const form = { validFrom: '2020-01-01', validTo: '2020-12-31', content: 'Nimenmuutos', companyHistoryEntryTypeId: 1 as const };
    expect(history(open, { type: 'edit', id: 42, form })).toEqual({ open: true, screen: 'editing', form, errors: {}, editingId: 42 });
  });

  it('updates a field and drops only that field’s error', () => {
    let state = history(history(closed, { type: 'open' }), { type: 'create' });
    state = history(state, { type: 'setErrors', errors: { content: 'Kuvaus on pakollinen.', valid_to: 'Päättymispäivä ei voi olla ennen alkupäivää.' } });
    state = history(state, { type: 'setField', name: 'content', value: 'Uusi omistaja' });
    expect(state.form.content).toBe('Uusi omistaja');
    expect(state.errors).toEqual({ valid_to: 'Päättymispäivä ei voi olla ennen alkupäivää.' });
    state = history(state, { type: 'setField', name: 'validTo', value: '2027-01-01', errorKey: 'valid_to' });
    expect(state.errors).toEqual({});
  });

  it("closing returns to 'listing' and resets the form, the errors and the edited id", () => {
    let state = history(closed, { type: 'edit', id: 7, form: { validFrom: '2019-01-01', validTo: '', content: 'Vanha', companyHistoryEntryTypeId: 3 } });
    state = history(state, { type: 'setErrors', errors: { content: 'Kuvaus on liian pitkä.' } });
    expect(history(state, { type: 'close' })).toEqual(closed);
  });

  it("going back to the list keeps the modal open but resets the form", () => {
    let state = history(history(closed, { type: 'open' }), { type: 'create' });
    state = history(state, { type: 'setField', name: 'content', value: 'Kesken' });
    state = history(state, { type: 'setErrors', errors: { valid_from: 'Alkupäivä on pakollinen.' } });
    expect(history(state, { type: 'toListing' })).toEqual({ ...closed, open: true });
  });

  it('ignores field changes and errors while listing', () => {
    const open = history(closed, { type: 'open' });
    expect(history(open, { type: 'setField', name: 'content', value: 'x' })).toBe(open);
    expect(history(open, { type: 'setErrors', errors: { content: 'x' } })).toBe(open);
  });

  it('takes today from the blank form at each reset, not from when the reducer was made', () => {
    let today = '2026-03-04';
    const reducer = modalReducer<HistoryForm>(() => blankHistoryForm(today));
    today = '2026-03-05';
    expect(reducer(initialModalState(() => blankHistoryForm('x')), { type: 'create' }).form.validFrom).toBe('2026-03-05');
  });

  it('feedback: message type feedback, the default title, presets such as the company', () => {
    const feedback = modalReducer(blankFeedbackForm);
    const closedFeedback = initialModalState(blankFeedbackForm);
    let state = feedback(closedFeedback, { type: 'create', values: { companyId: 7 } });
    expect(state).toMatchObject({
      open: true,
      screen: 'creating',
      form: { messageType: 2, recipientPersonId: '', title: 'Palaute järjestelmän toimivuudesta', message: '', companyId: 7 },
    });
    state = feedback(state, { type: 'setField', name: 'message', value: 'Hei' });
    state = feedback(state, { type: 'setErrors', errors: { recipient_person_id: 'Valitse vastaanottaja.' } });
    expect(feedback(state, { type: 'close' })).toEqual(closedFeedback);
  });
});
