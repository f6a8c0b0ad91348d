/** SPEC §2 page states as addresses (issue 19 §4): what each address means and where closing leads. */
import { describe, expect, it } from 'vitest';
import { companyRecordAddress, LIST_VIEW, parentView, parseRecordPath, parseRecordQuery, recordPath, recordQuery, tabOf, type RecordView } from '../../src/domain/recordRoutes';
import { REFERENCE_TABS } from '../../src/domain/referencesPage';

const q = (text = '') => new URLSearchParams(text);

describe('record addresses', () => {
  it('reads listing, creating, showing, editing and a section’s own modes from the path below the list', () => {
    expect(parseRecordPath('', q('client=espoo'))).toEqual(LIST_VIEW);
    expect(parseRecordPath('/', q())).toEqual(LIST_VIEW);
    expect(parseRecordPath('new', q())).toEqual({ kind: 'create', tab: null });
    expect(parseRecordPath('/12', q())).toEqual({ kind: 'record', id: 12, mode: null, tab: null });
    expect(parseRecordPath('12/edit', q('tab=images'))).toEqual({ kind: 'record', id: 12, mode: 'edit', tab: 'images' });
    expect(parseRecordPath('9/permissions', q())).toEqual({ kind: 'record', id: 9, mode: 'permissions', tab: null });
  });

  it('names no view for an id the API has no record for, or a path it does not know', () => {
    for (const rest of ['0', '-1', '12x', '007', '2147483648', '99999999999', '12/Edit', '12/edit/more', 'new/1']) {
      expect(parseRecordPath(rest, q())).toBeNull();
    }
    expect(parseRecordPath('2147483647', q())).toEqual({ kind: 'record', id: 2147483647, mode: null, tab: null });
  });

  it('writes the path of each view back as it reads it', () => {
    const views: RecordView[] = [LIST_VIEW, { kind: 'create', tab: null }, { kind: 'create', tab: 'client' }, { kind: 'record', id: 3, mode: null, tab: null }, { kind: 'record', id: 3, mode: 'edit', tab: 'images' }];
    for (const view of views) {
      const [path, query = ''] = recordPath(view).split('?');
      expect(parseRecordPath(path, q(query))).toEqual(view);
    }
    expect(recordPath({ kind: 'record', id: 12, mode: 'edit', tab: 'money' })).toBe('12/edit?tab=money');
  });

  it('the query form keeps the list’s own filters and reads back the same views', () => {
    const list = q('client=espoo&page=2');
    const edit: RecordView = { kind: 'record', id: 5, mode: 'edit', tab: 'client' };
    const query = recordQuery(edit, list);
    expect(query.toString()).toBe('client=espoo&page=2&record=5&mode=edit&tab=client');
    expect(parseRecordQuery(query)).toEqual(edit);
    expect(recordQuery(LIST_VIEW, query).toString()).toBe('client=espoo&page=2');
    expect(parseRecordQuery(recordQuery({ kind: 'create', tab: null }, list))).toEqual({ kind: 'create', tab: null });
    expect(parseRecordQuery(list)).toEqual(LIST_VIEW);
    expect(parseRecordQuery(q('record=abc'))).toBeNull();
    expect(parseRecordQuery(q('record=5&mode=DROP'))).toBeNull();
  });

  it('closing a mode shows the record; closing the record or a new one lists', () => {
    expect(parentView({ kind: 'record', id: 3, mode: 'edit', tab: 'images' })).toEqual({ kind: 'record', id: 3, mode: null, tab: null });
    expect(parentView({ kind: 'record', id: 3, mode: null, tab: null })).toEqual(LIST_VIEW);
    expect(parentView({ kind: 'create', tab: 'client' })).toEqual(LIST_VIEW);
    // A section without a showing state (addresses) closes its form to the list.
    expect(parentView({ kind: 'record', id: 3, mode: 'edit', tab: null }, false)).toEqual(LIST_VIEW);
  });

  it('a form opens on the tab its address names, else on its first (SPEC §2: references start at project)', () => {
    expect(tabOf({ kind: 'create', tab: null }, REFERENCE_TABS)).toBe('project');
    expect(tabOf({ kind: 'record', id: 3, mode: 'edit', tab: 'images' }, REFERENCE_TABS)).toBe('images');
    expect(tabOf({ kind: 'record', id: 3, mode: 'edit', tab: 'nonsense' }, REFERENCE_TABS)).toBe('project');
  });

  it('writes a company section’s view as an address for a link or an e-mail, read back the same', () => {
    const terminate = { kind: 'record', id: 31, mode: 'terminate', tab: null } as const;
    expect(companyRecordAddress(7, 'agreements', terminate)).toBe('/companies/7/agreements/31/terminate');
    expect(companyRecordAddress(7, 'history', { kind: 'create', tab: null })).toBe('/companies/7/history/new');
    expect(companyRecordAddress(7, 'relations', LIST_VIEW)).toBe('/companies/7/relations');
    expect(parseRecordPath('/31/terminate', new URLSearchParams())).toEqual(terminate);
  });
});
