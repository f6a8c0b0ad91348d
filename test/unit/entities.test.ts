/** The entity declarations' derived schemas: one declaration, the same rules on both sides of the wire. */
import { describe, expect, it } from 'vitest';
import { formSchema, pageSchema, requestSchema, responseSchema } from '../../src/domain/entities/entity';
import { historyEntry } from '../../src/domain/entities/historyEntry';
import { office } from '../../src/domain/entities/office';

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('request schema (snake_case, as the server reads bodies)', () => {
  it('applies the field rules and defaults', () => {
    expect(requestSchema(office).parse({ name: '  Tampere ', street: '', country: 'se' })).toEqual({
      name: 'Tampere',
      street: null,
      country: 'SE',
    });
    expect(requestSchema(office).parse({ name: 'Oulu', country: '' })).toMatchObject({ country: 'FI' });
    // Left out, a field is kept as stored (an update) or gets the column's default (FI for a new office).
    expect(requestSchema(office).parse({ name: 'Oulu' })).toEqual({ name: 'Oulu' });
  });

  it('shows every error at once, the cross-field rule beside its own field', () => {
    const result = requestSchema(office).safeParse({ name: '', zipcode: '123' });
    expect(errorsOf(result)).toEqual({ name: 'Yksikön nimi on pakollinen.', zipcode: 'Postinumeron on oltava viisi numeroa.' });
  });

  it('refuses what PostgreSQL cannot store: NUL, lone surrogates, ids beyond int4', () => {
    expect(errorsOf(requestSchema(office).safeParse({ name: 'a\u0000b' }))).toEqual({ name: 'Tekstissä on merkkejä, joita ei voi tallentaa.' });
    expect(errorsOf(requestSchema(office).safeParse({ name: 'a\ud800b' }))).toEqual({ name: 'Tekstissä on merkkejä, joita ei voi tallentaa.' });
    const entry = { valid_from: '1.5.2026', content: 'x', company_history_entry_type_id: 2147483648 };
    expect(errorsOf(requestSchema(historyEntry).safeParse(entry))).toEqual({ company_history_entry_type_id: 'Valitse tapahtuman tyyppi.' });
  });

  it('names cross-field errors by the wire name and normalises after the rules', () => {
    const entry = { valid_from: '2.5.2026', valid_to: '1.5.2026', content: 'x', company_history_entry_type_id: 1 };
    expect(errorsOf(requestSchema(historyEntry).safeParse(entry))).toEqual({ valid_to: 'Päättymispäivä ei voi olla ennen alkupäivää.' });
    expect(requestSchema(historyEntry).parse({ ...entry, valid_to: undefined })).toMatchObject({ valid_from: '2026-05-02', valid_to: null });
  });
});

describe('form schema (the record\'s camelCase keys, as react-hook-form holds them)', () => {
  it('has the same rules under the record\'s names', () => {
    const result = formSchema(historyEntry).safeParse({ validFrom: '2.5.2026', validTo: '1.5.2026', content: '', companyHistoryEntryTypeId: 1 });
    expect(errorsOf(result)).toEqual({ content: 'Kuvaus on pakollinen.', validTo: 'Päättymispäivä ei voi olla ennen alkupäivää.' });
  });
});

describe('response schema', () => {
  it('accepts a record as the API answers it and refuses one missing a field', () => {
    const record = { id: 1, companyId: 2, name: 'Tampere', description: null, street: null, zipcode: null, city: null, country: 'FI' };
    expect(responseSchema(office).parse(record)).toEqual(record);
    expect(responseSchema(office).safeParse({ ...record, country: undefined }).success).toBe(false);
    expect(pageSchema(responseSchema(office)).safeParse({ data: [record], meta: { currentPage: 1, perPage: 1, total: 1, lastPage: 1 } }).success).toBe(true);
  });
});
