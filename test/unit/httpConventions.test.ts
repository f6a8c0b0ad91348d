import { describe, expect, it } from 'vitest';
import { fieldErrors, flattenErrors } from '../../src/domain/errors';
import { dropNulls, readPageMeta, toQueryString } from '../../src/domain/query';

describe('query strings (SPEC §7)', () => {
  it('writes key=value, arrays as key[]=value, and drops nulls', () => {
    expect(toQueryString({ page: 1, q: 'Oy Ab', ids: [1, 2], skip: null, none: undefined })).toBe('?page=1&q=Oy%20Ab&ids%5B%5D=1&ids%5B%5D=2');
    expect(toQueryString({})).toBe('');
    expect(dropNulls({ a: 1, b: null, c: undefined, d: '' })).toEqual({ a: 1, d: '' });
  });
  it('reads paging meta at top level or under meta', () => {
    const expected = { currentPage: 2, perPage: 25, total: 60, lastPage: 3 };
    expect(readPageMeta({ data: [], meta: expected })).toEqual(expected);
    expect(readPageMeta({ data: [], current_page: 2, per_page: 25, total: 60, last_page: 3 })).toEqual(expected);
    expect(readPageMeta({ data: [] })).toBeNull();
  });
});

describe('error flattening (SPEC §8)', () => {
  it('turns message and nested field errors into error entries, general and year without a code', () => {
    const body = { message: 'Virhe', code: 'validation', errors: { email: ['Väärä'], general: ['Yleinen'], year: 'Vuosi puuttuu' } };
    expect(flattenErrors(body)).toEqual([
      { type: 'error', text: 'Virhe', code: 'validation' },
      { type: 'error', text: 'Väärä', code: 'email', parameter: 'email' },
      { type: 'error', text: 'Yleinen' },
      { type: 'error', text: 'Vuosi puuttuu' },
    ]);
    expect(fieldErrors(body)).toEqual({ email: 'Väärä' });
    expect(flattenErrors(undefined)).toEqual([]);
  });
});
