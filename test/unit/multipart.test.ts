import { describe, expect, it } from 'vitest';
import { containsFile, toFormData } from '../../src/dataProvider/multipart';

/** The form as [name, value] pairs, files shown as file:<name>:<type>. */
const fields = (form: FormData) =>
  Array.from(form.entries(), ([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}:${value.type}`]);

const pdf = new File(['%PDF-1.4'], 'todistus.pdf', { type: 'application/pdf' });
const png = new File(['png'], 'kuva.png', { type: 'image/png' });

describe('toFormData (SPEC §7 multipart field names)', () => {
  it('an application: scalar lists as key[], lists of objects indexed, keys snake_case, nulls dropped', () => {
    const form = toFormData({
      applicationTargetId: 4,
      contactPersonId: null,
      industryDescription: 'Talonrakennus',
      applicationAreaCodes: ['A1', 'B2'],
      files: [
        { file: pdf, fileTypeId: 3 },
        { duplicateFileId: 8, fileTypeId: 5 },
      ],
    });
    expect(fields(form)).toEqual([
      ['application_target_id', '4'],
      ['industry_description', 'Talonrakennus'],
      ['application_area_codes[]', 'A1'],
      ['application_area_codes[]', 'B2'],
      ['files[0][file]', 'file:todistus.pdf:application/pdf'],
      ['files[0][file_type_id]', '3'],
      ['files[1][duplicate_file_id]', '8'],
      ['files[1][file_type_id]', '5'],
    ]);
  });

  it('nests arrays and objects to any depth: a[0][b][1][c]', () => {
    const form = toFormData({
      applicationScopes: [{ scopeItems: [{ code: 'x' }, { code: 'y', extraInfo: { note: 'n' } }], tags: [1, 2] }],
    });
    expect(fields(form)).toEqual([
      ['application_scopes[0][scope_items][0][code]', 'x'],
      ['application_scopes[0][scope_items][1][code]', 'y'],
      ['application_scopes[0][scope_items][1][extra_info][note]', 'n'],
      ['application_scopes[0][tags][]', '1'],
      ['application_scopes[0][tags][]', '2'],
    ]);
  });

  it('booleans as 1/0; nested nulls and undefined dropped; a skipped group keeps the others their index', () => {
    const form = toFormData({
      autosave: true,
      newsletter: false,
      office: { name: 'Oulu', street: null, zipcode: undefined },
      offices: [{ id: 1 }, null, { id: 3 }],
      codes: ['A', null, 'B'],
      empty: [],
    });
    expect(fields(form)).toEqual([
      ['autosave', '1'],
      ['newsletter', '0'],
      ['office[name]', 'Oulu'],
      ['offices[0][id]', '1'],
      ['offices[2][id]', '3'],
      ['codes[]', 'A'],
      ['codes[]', 'B'],
    ]);
  });

  it('a list of files is files[]; a bare Blob is sent as a file; a Date as ISO text', () => {
    const form = toFormData({
      attachments: [pdf, png],
      blob: new Blob(['raw'], { type: 'text/plain' }),
      sentAt: new Date('2026-03-01T10:00:00.000Z'),
    });
    expect(fields(form)).toEqual([
      ['attachments[]', 'file:todistus.pdf:application/pdf'],
      ['attachments[]', 'file:kuva.png:image/png'],
      ['blob', 'file:blob:text/plain'],
      ['sent_at', '2026-03-01T10:00:00.000Z'],
    ]);
  });

  it('the PUT override adds _method', () => {
    expect(fields(toFormData({ name: 'x' }, { methodOverride: 'PUT' }))).toEqual([
      ['name', 'x'],
      ['_method', 'PUT'],
    ]);
  });
});

describe('containsFile', () => {
  it('finds a File or Blob at any depth, and nothing in plain data', () => {
    expect(containsFile({ files: [{ file: pdf }] })).toBe(true);
    expect(containsFile({ a: { b: [new Blob(['x'])] } })).toBe(true);
    expect(containsFile({ name: 'x', codes: ['A'], when: new Date(), none: null })).toBe(false);
  });
});
