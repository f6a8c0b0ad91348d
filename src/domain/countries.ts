/**
 * Countries (issue 9 #3): ISO 3166-1 alpha-2 codes from a kept list (i18n-iso-countries), named in
 * Finnish by the platform's own region names (Intl.DisplayNames), so no name list is bundled.
 */
import countries from 'i18n-iso-countries';

const CODES: ReadonlySet<string> = new Set(Object.keys(countries.getAlpha2Codes()));

export const COUNTRY_MESSAGE = 'Valitse maa luettelosta.';
export const DOMESTIC_COUNTRY_MESSAGE = 'Suomalaisen osoitteen maa on Suomi.';

/** An ISO 3166-1 alpha-2 code, in either case (FI, se). */
export function isCountryCode(code: string): boolean {
  return CODES.has(code.trim().toUpperCase());
}

const regionNames = new Intl.DisplayNames(['fi'], { type: 'region' });

/** "FI" → "Suomi" in Finnish whatever the browser's language; anything else stays as given. */
export function countryName(code: string | null | undefined): string {
  const value = (code ?? '').trim();
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  try {
    return regionNames.of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}

let choices: Array<{ id: string; name: string }> | null = null;

/** Every country as a choice (code, Finnish name), in Finnish alphabetical order, Suomi first. */
export function countryChoices(): ReadonlyArray<{ id: string; name: string }> {
  if (!choices) {
    const collator = new Intl.Collator('fi');
    const all = [...CODES].map((id) => ({ id, name: countryName(id) }));
    all.sort((a, b) => (a.id === 'FI' ? -1 : b.id === 'FI' ? 1 : collator.compare(a.name, b.name)));
    choices = all;
  }
  return choices;
}
