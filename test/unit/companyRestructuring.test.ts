/** The restructuring wizard's state rules (SPEC §4): from 'selectCompany' to 'success'; success clears the selection; clear resets all. */
import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  initialRestructuringState,
  reachable,
  restructuringBody,
  restructuringReducer as reduce,
  type RestructuringEvent,
  type RestructuringState,
} from '../../src/domain/companyRestructuring';

const apply = (events: RestructuringEvent[], state: RestructuringState = initialRestructuringState()) => events.reduce(reduce, state);

const picked = () =>
  apply([
    { type: 'search', side: 'moveFrom', text: 'Vanha' },
    { type: 'pick', side: 'moveFrom', id: 1, name: 'Vanha Oy' },
    { type: 'search', side: 'beMoved', text: 'Uusi' },
    { type: 'pick', side: 'beMoved', id: 2, name: 'Uusi Oy' },
  ]);

describe('the restructuring wizard state', () => {
  it("starts at 'selectCompany' with nothing selected", () => {
    expect(initialRestructuringState()).toEqual({ step: 'selectCompany', selection: emptySelection(), done: null });
  });

  it('keeps the searches and the picked companies by SPEC §3 names', () => {
    const { selection } = picked();
    expect(selection).toMatchObject({
      searchCompanyToMoveFrom: 'Vanha',
      companyIdToMoveFrom: 1,
      companyNameToMoveFrom: 'Vanha Oy',
      searchCompanyToBeMoved: 'Uusi',
      companyIdToBeMoved: 2,
      companyNameToBeMoved: 'Uusi Oy',
    });
  });

  it('goes on only with two different companies, and to confirm only with the merger document', () => {
    expect(apply([{ type: 'goTo', step: 'selectContent' }]).step).toBe('selectCompany');
    const same = apply([
      { type: 'pick', side: 'moveFrom', id: 1, name: 'A' },
      { type: 'pick', side: 'beMoved', id: 1, name: 'A' },
      { type: 'goTo', step: 'selectContent' },
    ]);
    expect(same.step).toBe('selectCompany');
    const state = apply([{ type: 'goTo', step: 'preview' }, { type: 'goTo', step: 'confirm' }], picked());
    expect(state.step).toBe('preview');
    const withDocument = apply([{ type: 'document', document: { id: 9, name: 'sulautuminen.pdf' } }, { type: 'goTo', step: 'confirm' }], state);
    expect(withDocument.step).toBe('confirm');
    // 'success' is entered only by the run's success.
    expect(reachable('success', withDocument.selection)).toBe(false);
    expect(apply([{ type: 'goTo', step: 'success' }], withDocument).step).toBe('confirm');
  });

  it('toggles and sets the lists; another company empties what was chosen to move', () => {
    let state = apply(
      [
        { type: 'setList', list: 'referenceIds', ids: [3, 4, 4] },
        { type: 'toggle', list: 'referenceIds', id: 3 },
        { type: 'toggle', list: 'personIds', id: 7 },
        { type: 'setList', list: 'selectedIndustries', ids: [11, 12] },
        { type: 'toggle', list: 'selectedIndustries', id: 12 },
      ],
      picked(),
    );
    expect(state.selection.mergeData.referenceIds).toEqual([4]);
    expect(state.selection.mergeData.personIds).toEqual([7]);
    expect(state.selection.selectedIndustries).toEqual([11]);
    // The same company again changes nothing; another one empties the choices and returns to the first step.
    state = apply([{ type: 'goTo', step: 'preview' }, { type: 'pick', side: 'beMoved', id: 2, name: 'Uusi Oy' }], state);
    expect(state.selection.mergeData.referenceIds).toEqual([4]);
    state = apply([{ type: 'pick', side: 'beMoved', id: 5, name: 'Toinen Oy' }], state);
    expect(state.step).toBe('selectCompany');
    expect(state.selection.mergeData.referenceIds).toEqual([]);
    expect(state.selection.selectedIndustries).toEqual([]);
  });

  it("reaching 'success' clears the selection and keeps what was done", () => {
    const state = apply([{ type: 'setList', list: 'certificateIds', ids: [8] }, { type: 'document', document: { id: 9, name: 'x.pdf' } }, { type: 'success', id: 42 }], picked());
    expect(state.step).toBe('success');
    expect(state.selection).toEqual(emptySelection());
    expect(state.done).toEqual({ id: 42, from: 'Vanha Oy', to: 'Uusi Oy' });
  });

  it('clear resets everything', () => {
    const state = apply([{ type: 'goTo', step: 'document' }, { type: 'setList', list: 'personIds', ids: [1] }, { type: 'clear' }], picked());
    expect(state).toEqual(initialRestructuringState());
  });

  it('writes the request body in snake_case', () => {
    const state = apply([{ type: 'setList', list: 'applicationIds', ids: [6] }, { type: 'document', document: { id: 9, name: 'x.pdf' } }], picked());
    expect(restructuringBody(state.selection, true)).toEqual({
      company_id_to_move_from: 1,
      company_id_to_be_moved: 2,
      selected_industries: [],
      reference_ids: [],
      person_ids: [],
      certificate_ids: [],
      application_ids: [6],
      merger_document_id: 9,
      dry_run: true,
    });
  });
});
