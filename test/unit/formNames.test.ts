import { describe, expect, it } from 'vitest';
import { fieldPath, fieldPattern, FieldNameConflict, itemIndex, nestFields } from '../../server/http/formNames';

describe('form field bracket names (SPEC §7)', () => {
  it('reads a name into its path, and a name not in the bracket form as one key', () => {
    expect(fieldPath('files[0][file]')).toEqual(['files', 0, 'file']);
    expect(fieldPath('application_area_codes[]')).toEqual(['application_area_codes', null]);
    expect(fieldPath('a[b][]')).toEqual(['a', 'b', null]);
    expect(fieldPath('plain')).toEqual(['plain']);
    for (const odd of ['weird[', '[x]', 'a[b]c', 'a]b[', 'a[1000]']) expect(fieldPath(odd)).toEqual([odd]);
  });

  it('names a field without its indexes, as upload specs declare file fields', () => {
    expect(fieldPattern('files[3][file]')).toBe('files[][file]');
    expect(fieldPattern('file[]')).toBe('file');
    expect(fieldPattern('file')).toBe('file');
    expect(itemIndex('files[2][file]')).toBe(2);
    expect(itemIndex('file')).toBeNull();
  });

  it('nests the fields: lists, items of lists, lists in items, repeated plain names', () => {
    expect(
      nestFields([
        ['application_target_id', '4'],
        ['application_area_codes[]', '1'],
        ['application_area_codes[]', '2'],
        ['application_industries[0][classification_industry_id]', '7'],
        ['application_industries[0][reference_ids][]', '3'],
        ['application_industries[0][reference_ids][]', '5'],
        ['application_industries[1][classification_industry_id]', '8'],
        ['files[0][file_type_id]', '10'],
        ['file_type_id', '1'],
        ['file_type_id', '2'],
      ]),
    ).toEqual({
      application_target_id: '4',
      application_area_codes: ['1', '2'],
      application_industries: [{ classification_industry_id: '7', reference_ids: ['3', '5'] }, { classification_industry_id: '8' }],
      files: [{ file_type_id: '10' }],
      file_type_id: ['1', '2'],
    });
    expect(nestFields([['x', '1'], ['x[]', '2']])).toEqual({ x: ['1', '2'] });
    expect(nestFields([['scopes[][description]', 'a'], ['scopes[][description]', 'b']])).toEqual({ scopes: [{ description: 'a' }, { description: 'b' }] });
  });

  it('refuses names that contradict each other and names reaching a prototype', () => {
    for (const entries of [
      [['a', '1'], ['a[b]', '2']],
      [['a[0]', '1'], ['a[0][b]', '2']],
      [['a[b]', '1'], ['a[0]', '2']],
      [['a[0][b]', '1'], ['a[0][b]', '2']],
      [['a[__proto__][x]', '1']],
      [['a[0][constructor]', '1']],
    ] as Array<Array<[string, string]>>) {
      expect(() => nestFields(entries)).toThrow(FieldNameConflict);
    }
    const nested = nestFields([['a[b]', '1']]);
    expect(Object.getPrototypeOf(nested)).toBeNull();
  });
});
