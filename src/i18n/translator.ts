/**
 * The one i18nProvider of every area: Finnish only, and never a raw key on screen. It loads no
 * react-admin (types only), so plain code and unit tests translate with it too.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { fi } from './fi';

/** A dotted identifier ("ra.action.save") is a key; anything else (a server's sentence) is already text. */
const KEY_SHAPE = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

/**
 * Called only when a key is missing and the caller gave no `_` default.
 * Server messages passed through notify are shown as they are; a missing key
 * is our bug: it is logged, and the user sees nothing rather than the key.
 */
export function onMissingKey(key: string): string {
  if (!KEY_SHAPE.test(key)) return key;
  console.error(`Käännös puuttuu: ${key}`);
  return '';
}

export const i18nProvider = polyglotI18nProvider(() => fi as unknown as TranslationMessages, 'fi', [{ locale: 'fi', name: 'Suomi' }], {
  allowMissing: false,
  onMissingKey,
});

export default i18nProvider;
