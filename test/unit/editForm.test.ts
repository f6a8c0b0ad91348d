/** SPEC §4 generic edit form. */
import { describe, expect, it } from 'vitest';
import { editFormReducer, SHOWING, type EditFormState } from '../../src/domain/editForm';

describe('generic edit form (SPEC §4)', () => {
  it('creates with empty data, edits and deletes with the entity id, and shows', () => {
    expect(editFormReducer<number>(SHOWING, { type: 'create' })).toEqual({ mode: 'creating', data: {} });
    expect(editFormReducer<number>(SHOWING, { type: 'edit', id: 7, data: { name: 'A' } })).toEqual({ mode: 'editing', id: 7, data: { name: 'A' } });
    expect(editFormReducer<number>(SHOWING, { type: 'delete', id: 7 })).toEqual({ mode: 'deleting', id: 7 });
    expect(editFormReducer<number>({ mode: 'deleting', id: 7 }, { type: 'show' })).toEqual(SHOWING);
  });

  it('applies field updates only while creating or editing', () => {
    const editing: EditFormState<number> = { mode: 'editing', id: 1, data: { name: 'A' } };
    expect(editFormReducer(editing, { type: 'update', field: 'name', value: 'B' })).toEqual({ mode: 'editing', id: 1, data: { name: 'B' } });
    expect(editFormReducer<number>(SHOWING, { type: 'update', field: 'name', value: 'B' })).toBe(SHOWING);
    const deleting: EditFormState<number> = { mode: 'deleting', id: 1 };
    expect(editFormReducer(deleting, { type: 'update', field: 'name', value: 'B' })).toBe(deleting);
  });
});
