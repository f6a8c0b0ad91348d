import englishMessages from 'ra-language-english';
import { describe, expect, it, vi } from 'vitest';
import { fi } from '../../../src/i18n/fi';
import { leafKeys, type Messages } from '../../../src/i18n/deepMerge';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { LIGHT_MESSAGES, translate as lightTranslate } from '../../../src/i18n/lightTranslate';

const english = englishMessages as unknown as Messages;

function leafValue(messages: Messages, path: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

// Arguments react-admin passes that its English text happens not to use (DatagridHeaderCell passes field).
const ALSO_PASSED: Record<string, string[]> = { 'ra.sort.sort_by': ['field'] };

const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));

describe('fi.ts', () => {
  it('has a Finnish text for every react-admin 5 key', () => {
    const missing = leafKeys(english).filter((key) => leafValue(fi, key) === undefined);
    expect(missing).toEqual([]);
  });

  it('uses only placeholders react-admin fills, and no ${…} that would show raw', () => {
    const bad = leafKeys(english).filter((key) => {
      const ours = leafValue(fi, key) ?? '';
      const theirs = placeholders(leafValue(english, key) ?? '');
      const passed = new Set([...theirs, 'smart_count', ...(ALSO_PASSED[key] ?? [])]);
      return ours.includes('${') || [...placeholders(ours)].some((name) => !passed.has(name));
    });
    expect(bad).toEqual([]);
  });

  it('translates react-admin and our own keys into Finnish', () => {
    expect(i18nProvider.translate('ra.auth.logout')).toBe('Kirjaudu ulos');
    expect(i18nProvider.translate('ra.action.select_all_button')).toBe('Valitse kaikki');
    expect(i18nProvider.translate('resources.companies.fields.registrationNumber')).toBe('Y-tunnus');
    expect(i18nProvider.translate('pateva.address.types.7')).toBe('Sähköposti');
  });

  it('never shows a raw key; a server sentence passes through as it is', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(i18nProvider.translate('pateva.no.such.key')).toBe('');
    expect(logged).toHaveBeenCalledWith('Käännös puuttuu: pateva.no.such.key');
    logged.mockRestore();
    expect(i18nProvider.translate('Yritys on jo olemassa.')).toBe('Yritys on jo olemassa.');
  });
});

describe('the light translator of the sign-in pages, spinner and error page', () => {
  it('has the very texts of fi.ts for every key it knows', () => {
    const differing = leafKeys(LIGHT_MESSAGES as Messages).filter((key) => leafValue(LIGHT_MESSAGES as Messages, key) !== leafValue(fi, key));
    expect(differing).toEqual([]);
  });

  it('fills %{placeholders} as polyglot does and never shows a raw key', () => {
    expect(lightTranslate('auth.register.passwordHelp', { min: 12 })).toBe('Vähintään 12 merkkiä. Pitkä salasana tai useampi sana, joita ei ole helppo arvata.');
    expect(lightTranslate('pateva.serverError.body', { status: 503 })).toContain('(503)');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(lightTranslate('auth.no.such.key')).toBe('');
    expect(logged).toHaveBeenCalledWith('Käännös puuttuu: auth.no.such.key');
    logged.mockRestore();
  });
});
