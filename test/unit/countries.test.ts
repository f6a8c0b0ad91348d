import { describe, expect, it } from 'vitest';
import { countryChoices, countryName, isCountryCode } from '../../src/domain/countries';

describe('countries (issue 9 #3)', () => {
  it('knows the ISO 3166-1 alpha-2 codes, in either case, and nothing else', () => {
    for (const code of ['FI', 'se', 'EE', 'DE']) expect(isCountryCode(code), code).toBe(true);
    for (const code of ['XX', 'ZZ', 'FIN', '', 'F']) expect(isCountryCode(code), code).toBe(false);
  });
  it('names them in Finnish, Suomi first, the rest in Finnish alphabetical order', () => {
    expect(countryName('se')).toBe('Ruotsi');
    const choices = countryChoices();
    expect(choices[0]).toEqual({ id: 'FI', name: 'Suomi' });
    expect(choices.length).toBeGreaterThan(240);
    const names = choices.slice(1).map((choice) => choice.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fi').compare));
    expect(names.indexOf('Ruotsi')).toBeLessThan(names.indexOf('Viro'));
  });
});
